import { startActivityPruning, stopActivityPruning } from '#app/data/activity.server.ts'
import { refuseAfterFailedRestore } from '#app/data/bootstrap.server.ts'
import { ensureWritableFolder, ready, StartupError } from '#app/data/db.server.ts'
import { refuseEndOfLifeNode } from '#app/server/runtime.server.ts'
import { startHoldSchedule, stopHoldSchedule } from '#app/data/holds.server.ts'
import { startImageBackfill } from '#app/data/image-queue.server.ts'
import { holdsLease, releaseLeases, startLeases } from '#app/data/leases.server.ts'
import { startPublishSchedule, stopPublishSchedule } from '#app/data/publishing.server.ts'
import { startDeletedSweep, stopDeletedSweep, type SweepReport, sweepUploads } from '#app/data/upload-sweep.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { giveUnsubscribeTokens } from '#app/data/newsletter.server.ts'
import { linkExistingRecords } from '#app/data/contact-links.server.ts'
import { startBackups } from './backup/schedule.server.ts'
import { resumeOutbox } from './mail/outbox.server.ts'
import { startPendingCleanup, stopPendingCleanup } from './newsletter/signup.server.ts'
import { startCampaignWorker, stopCampaignWorker } from './newsletter/campaign-worker.server.ts'
import { getSessionSecret, loadSharedSessionSecret } from './secret.server.ts'
import { releaseMemory } from '#app/server/framework/release-memory.server.ts'

/**
 * Everything the server checks before it listens: the configuration, the data,
 * upload and backup folders, the database (seeded on first run), the secret,
 * and the sweep of what a crash may have left in the uploads folder; then it
 * starts its daily backups. Failures throw ConfigError or StartupError with a
 * one-line message; so does a disk that refuses a write on the way (full,
 * read-only), which would otherwise end in a stack trace. Holds that ended
 * while the server was down are released before it listens, and the schedule
 * that ends holds keeps watch from then on (app/data/holds.server.ts), as does
 * the one that publishes scheduled records (app/data/publishing.server.ts).
 * With several app servers on one database, each background job runs on the
 * server holding its lease (app/data/leases.server.ts), taken here first.
 */
export async function startup() {
	refuseEndOfLifeNode()
	const env = getEnv()
	try {
		await ensureWritableFolder(env.BACKUP_DIR, 'BACKUP_DIR')
		// Never on a data folder that a restore left half-written (nor seed a demo into it).
		refuseAfterFailedRestore(env.DATA_DIR)
		await ready()
		await loadSharedSessionSecret()
		getSessionSecret()
		await startLeases()
		// With several servers on one uploads folder or bucket, only the holder of the sweep's lease sweeps at its start.
		if (holdsLease('uploads-sweep')) logSweep(await sweepUploads())
		// The originals of deleted images go once past the hour they are kept (for backups under way), while it runs too.
		startDeletedSweep()
		await startHoldSchedule()
		await startPublishSchedule()
		// Readers from before unsubscribe links get theirs; sign-ups unconfirmed for 7 days go (docs/admin.md).
		await giveUnsubscribeTokens()
		// Enquiries, room recipients and active readers from before contacts join theirs, once (docs/admin.md, 'Contacts').
		const linked = await linkExistingRecords()
		if (linked) console.log(`Linked ${linked} enquiries, room recipients and readers to their contacts.`)
		await startPendingCleanup()
		await startActivityPruning()
		// Deliveries a crash interrupted mid-send are recorded failed before anything is sent again.
		await startCampaignWorker()
	} catch (error) {
		throw asStartupError(error)
	}
	// What loading took beyond what the server keeps goes back to the system before the first visitor comes.
	releaseMemory()
	// Variants and tiles still missing (after the sweep) are made in the background; the site answers meanwhile.
	startImageBackfill().catch((error: Error) => console.error(`Image backfill failed: ${error.message}`))
	await startBackups(env)
	// Enquiry notices a previous run could not send go out now, in the background.
	resumeOutbox()
	return env
}

/**
 * What the server does in the background and must stop before it exits: the schedules that end holds and publish,
 * the clean-up of unconfirmed sign-ups, the newsletter sender; then its leases go to another server at once.
 */
export async function stopBackgroundWork() {
	stopPublishSchedule()
	stopActivityPruning()
	stopDeletedSweep()
	await Promise.all([stopHoldSchedule(), stopPendingCleanup(), stopCampaignWorker()])
	await releaseLeases()
}

const DISK_PROBLEMS: Record<string, string> = {
	ENOSPC: 'the disk is full',
	EDQUOT: 'the disk quota is used up',
	EROFS: 'the disk is read-only',
	EIO: 'the disk reported an input/output error',
	EACCES: 'permission denied',
	EPERM: 'permission denied',
}

/** A write the disk refused during start-up, as one line naming the file and the cause. */
function asStartupError(error: unknown) {
	const code = (error as NodeJS.ErrnoException | null)?.code
	if (!code || !(code in DISK_PROBLEMS) || (error as Error).name === 'StartupError') return error
	const file = (error as NodeJS.ErrnoException).path
	return new StartupError(
		`${DISK_PROBLEMS[code]} (${code})${file ? ` writing ${file}` : ''}; free some space or fix the folder, then start again`,
	)
}

const SHOWN = 20

function logSweep({ removed, unknown, missing }: SweepReport) {
	const list = (names: string[]) =>
		names.slice(0, SHOWN).join(', ') + (names.length > SHOWN ? ` and ${names.length - SHOWN} more` : '')
	if (removed.length) console.log(`Uploads sweep: removed ${removed.length} leftover file(s): ${list(removed)}`)
	if (unknown.length)
		console.warn(`Uploads sweep: left alone ${unknown.length} file(s) no record names: ${list(unknown)}`)
	for (const line of missing.slice(0, SHOWN)) console.warn(`Uploads sweep: ${line}`)
	if (missing.length > SHOWN)
		console.warn(`Uploads sweep: and ${missing.length - SHOWN} more records point at missing files`)
}
