import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { getEnv } from '#app/utils/env.server.ts'

let cached: string | undefined

/** SESSION_SECRET, or one generated on first start and kept in DATA_DIR. */
export function getSessionSecret(): string {
	if (cached) return cached
	const env = getEnv()
	if (env.SESSION_SECRET) return (cached = env.SESSION_SECRET)
	const file = path.join(env.DATA_DIR, 'session-secret')
	if (!fs.existsSync(file)) {
		fs.mkdirSync(env.DATA_DIR, { recursive: true })
		try {
			fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' })
		} catch (error) {
			// Another caller created it first: use theirs.
			if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
		}
	}
	cached = fs.readFileSync(file, 'utf8').trim()
	return cached
}
