import { ensureWritableFolder, ready } from '#app/data/db.server.ts'
import { startImageBackfill } from '#app/data/image-queue.server.ts'
import { type SweepReport, sweepUploads } from '#app/data/upload-sweep.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { startBackups } from './backup/schedule.server.ts'
import { resumeOutbox } from './mail/outbox.server.ts'
import { getSessionSecret } from './secret.server.ts'

/**
 * Everything the server checks before it listens: the configuration, the data,
 * upload and backup folders, the database (seeded on first run), the secret,
 * and the sweep of what a crash may have left in the uploads folder; then it
 * starts its daily backups. Failures throw ConfigError or StartupError with a
 * one-line message.
 */
export async function startup() {
	const env = getEnv()
	await ensureWritableFolder(env.BACKUP_DIR, 'BACKUP_DIR')
	await ready()
	getSessionSecret()
	logSweep(await sweepUploads())
	// Variants and tiles still missing (after the sweep) are made in the background; the site answers meanwhile.
	startImageBackfill().catch((error: Error) => console.error(`Image backfill failed: ${error.message}`))
	await startBackups(env)
	// Enquiry notices a previous run could not send go out now, in the background.
	resumeOutbox()
	return env
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
