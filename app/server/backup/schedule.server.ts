import { holdsLease, whenLeaseTaken } from '#app/data/leases.server.ts'
import { type Env } from '#app/utils/env.server.ts'
import { listBackups } from './backup-folder.server.ts'
import { listenForBackupRequests } from './control.server.ts'
import { backupIntoFolder } from './create-backup.server.ts'

/**
 * The server's own backups: one a day into BACKUP_DIR, keeping the last
 * BACKUP_KEEP. The clock starts from the newest archive already there, so
 * restarts do not add backups; a server whose newest is a day old (or that
 * has none) makes one as soon as it has started. A failed backup is logged
 * and tried again an hour later. With several app servers only the one
 * holding the `daily-backups` lease writes them (app/data/leases.server.ts):
 * another looks again every hour, and plans from the newest archive as soon
 * as it takes the lease over.
 */
export const DAY_MS = 24 * 60 * 60 * 1000
const RETRY_MS = 60 * 60 * 1000

/** Milliseconds until the next backup is due, given the newest one's time. */
export function nextBackupDelay(newest: Date | null, now: Date): number {
	if (!newest) return 0
	return Math.min(DAY_MS, Math.max(0, newest.getTime() + DAY_MS - now.getTime()))
}

/** Called once at start, after the database is open (this process holds the data folder's lock) and BACKUP_DIR checked. */
export async function startBackups(env: Env, log: (line: string) => void = console.log) {
	// `npm run backup` reads PostgreSQL itself; only the JSON store's one server answers it through DATA_DIR.
	if (!env.DATABASE_URL) await listenForBackupRequests(env, log)
	// Set only by the test suite's servers, which live minutes and whose tests are not about the daily backup: each
	// would otherwise archive its whole uploads folder as soon as it started (docs/architecture.md, "Tests").
	if (process.env.TEST_NO_DAILY_BACKUP === '1') return
	let timer: ReturnType<typeof setTimeout> | null = null
	const schedule = (delay: number) => {
		if (timer) clearTimeout(timer)
		timer = setTimeout(() => void run(), delay).unref()
	}
	const plan = async () => {
		const [newest] = await listBackups(env.BACKUP_DIR)
		schedule(nextBackupDelay(newest ? new Date(newest.createdAt) : null, new Date()))
	}
	const run = async () => {
		if (!holdsLease('daily-backups')) return schedule(RETRY_MS)
		try {
			const result = await backupIntoFolder(env)
			log(
				`Daily backup written to ${result.file}${result.rotated.length ? ` (${result.rotated.length} older removed)` : ''}`,
			)
			schedule(DAY_MS)
		} catch (error) {
			log(`The daily backup failed: ${(error as Error).message}; trying again in an hour.`)
			schedule(RETRY_MS)
		}
	}
	whenLeaseTaken('daily-backups', () => {
		plan().catch((error: Error) => log(`Planning the daily backup failed: ${error.message}`))
	})
	await plan()
}
