import { ready } from '#app/data/db.server.ts'
import { startImageBackfill } from '#app/data/image-queue.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { getSessionSecret } from './secret.server.ts'

/**
 * Everything the server checks before it listens: the configuration, the data
 * and upload folders, the database (seeded on first run) and the secret.
 * Failures throw ConfigError or StartupError with a one-line message.
 */
export async function startup() {
	const env = getEnv()
	await ready()
	getSessionSecret()
	// Variants and tiles still missing are made in the background; the site answers meanwhile.
	startImageBackfill().catch((error: Error) => console.error(`Image backfill failed: ${error.message}`))
	return env
}
