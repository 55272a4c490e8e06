import { type Env } from '#app/utils/env.server.ts'
import { generatePassword, hashPassword } from '#app/utils/password.server.ts'
import { type Database } from './db-schema.ts'
import { now, takeId } from './ids.ts'

/**
 * What a data folder starts with: the first database (seeded as SEED says)
 * and the first admin. Kept apart from the entity modules so that opening the
 * database needs nothing that itself needs the open database.
 */
export { createInitialDatabase } from './seed.server.ts'

/** Creates the first admin when there is none. A generated password is logged once. */
export async function ensureFirstAdmin(
	env: Env,
	data: Readonly<Database>,
	commit: (change: (draft: Database) => void) => Promise<void>,
	log: (line: string) => void = console.log,
) {
	if (data.users.length > 0) return
	const password = env.ADMIN_PASSWORD ?? generatePassword()
	const passwordHash = await hashPassword(password)
	await commit((draft) => {
		const time = now()
		draft.users.push({
			id: takeId(draft, 'users'),
			username: env.ADMIN_USERNAME,
			email: '',
			role: 'admin',
			password_hash: passwordHash,
			created_at: time,
			updated_at: time,
		})
	})
	if (env.ADMIN_PASSWORD) {
		log(`Created the first admin "${env.ADMIN_USERNAME}" with the password from ADMIN_PASSWORD.`)
	} else {
		log(`Created the first admin "${env.ADMIN_USERNAME}" with the generated password: ${password}`)
		log('This password is shown only once. Sign in at /admin and change it under User Management.')
	}
}
