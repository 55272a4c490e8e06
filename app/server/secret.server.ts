import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { StartupError } from '#app/data/db.server.ts'
import { createFileOnce } from '#app/data/durable-file.server.ts'
import { getEnv } from '#app/utils/env.server.ts'

// As long as SESSION_SECRET must be.
const MIN_SECRET_LENGTH = 16

let cached: string | undefined

/**
 * SESSION_SECRET, or one generated on first start and kept in DATA_DIR
 * (written synced, in one step). A secret file that is empty or too short
 * stops the start: signing with it would make every session forgeable.
 */
export function getSessionSecret(): string {
	if (cached) return cached
	const env = getEnv()
	if (env.SESSION_SECRET) return (cached = env.SESSION_SECRET)
	const file = path.join(env.DATA_DIR, 'session-secret')
	if (!fs.existsSync(file)) {
		fs.mkdirSync(env.DATA_DIR, { recursive: true })
		// Another server creating it first is fine: its secret is used.
		createFileOnce(file, crypto.randomBytes(32).toString('hex'))
	}
	const secret = fs.readFileSync(file, 'utf8').trim()
	if (secret.length < MIN_SECRET_LENGTH) {
		throw new StartupError(
			`The session secret ${file} is empty or shorter than ${MIN_SECRET_LENGTH} characters. Restore it from a backup, or delete it to have a new one made (everyone is signed out).`,
		)
	}
	cached = secret
	return cached
}
