import { type Env } from '#app/utils/env.server.ts'
import { generatePassword, hashPassword } from '#app/utils/password.server.ts'
import { now } from './ids.ts'
import { type Draft } from './store/draft.ts'

/**
 * What a data folder starts with: the first database (seeded as SEED says)
 * and the first admin. Kept apart from the entity modules so that opening the
 * database needs nothing that itself needs the open database.
 */
export { createInitialDatabase } from './seed.server.ts'

/** Creates the first admin when there is none. A generated password is logged once. */
export async function ensureFirstAdmin(
	env: Env,
	hasUsers: boolean,
	commit: (change: (draft: Draft) => void) => Promise<void>,
	log: (line: string) => void = console.log,
) {
	if (hasUsers) return
	const password = env.ADMIN_PASSWORD ?? generatePassword()
	const passwordHash = await hashPassword(password)
	await commit((draft) => {
		const time = now()
		draft.put('users', {
			id: draft.takeId('users'),
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
