import { ready } from '#app/data/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { resumeOutbox } from './mail/outbox.server.ts'
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
	// Enquiry notices a previous run could not send go out now, in the background.
	resumeOutbox()
	return env
}
