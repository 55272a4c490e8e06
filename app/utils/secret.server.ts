import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { getEnv } from './env.server.ts'

let cached: string | undefined

/** SESSION_SECRET, or one generated on first start and kept in DATA_DIR. */
export function getSessionSecret(): string {
	if (cached) return cached
	const env = getEnv()
	if (env.SESSION_SECRET) return (cached = env.SESSION_SECRET)
	const file = path.join(env.DATA_DIR, 'session-secret')
	try {
		cached = fs.readFileSync(file, 'utf8').trim()
	} catch {
		const secret = crypto.randomBytes(32).toString('hex')
		fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
		cached = secret
	}
	return cached
}
