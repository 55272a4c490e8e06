import { ensureWritableFolder, ready } from '#app/data/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { startBackups } from './backup/schedule.server.ts'
import { getSessionSecret } from './secret.server.ts'

/**
 * Everything the server checks before it listens: the configuration, the data,
 * upload and backup folders, the database (seeded on first run) and the
 * secret; then it starts its daily backups. Failures throw ConfigError or
 * StartupError with a one-line message.
 */
export async function startup() {
	const env = getEnv()
	await ensureWritableFolder(env.BACKUP_DIR, 'BACKUP_DIR')
	await ready()
	getSessionSecret()
	await startBackups(env)
	return env
}
