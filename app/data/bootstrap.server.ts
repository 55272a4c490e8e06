import fs from 'node:fs'
import path from 'node:path'
import { type Env } from '#app/utils/env.server.ts'
import { generatePassword, hashPassword } from '#app/utils/password.server.ts'
import { type Database } from './db-schema.ts'
import { StartupError } from './errors.ts'
import { now } from '#app/utils/clock.ts'
import { createInitialDatabase as seedDatabase } from './seed.server.ts'
import { type Draft } from './store/draft.ts'

/**
 * What a data folder starts with: the first database (seeded as SEED says)
 * and the first admin. Kept apart from the entity modules so that opening the
 * database needs nothing that itself needs the open database.
 */

/**
 * Written into DATA_DIR by `npm run restore` before it changes anything, and
 * removed once the restore is complete or everything is back as it was. While
 * it is there, the folder may be half-written or emptied: no server starts on
 * it, and above all none seeds a demo site into it (and backs that up).
 */
export const RESTORE_MARKER = 'restore-incomplete'

/** Throws StartupError when a restore into this data folder did not finish. */
export function refuseAfterFailedRestore(dataDir: string) {
	const marker = path.join(dataDir, RESTORE_MARKER)
	let note: string
	try {
		note = fs.readFileSync(marker, 'utf8').trim() || '(its note is empty).'
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
		note = `(${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`
	}
	throw new StartupError(
		`a restore into DATA_DIR (${dataDir}) did not finish, so the folder may be incomplete: ${note} Run the restore again (npm run restore -- FILE --force), or put the content back yourself and delete ${marker}.`,
	)
}

/** The first database of an empty data folder, never one a failed restore emptied. */
export async function createInitialDatabase(env: Env): Promise<Database> {
	refuseAfterFailedRestore(env.DATA_DIR)
	return seedDatabase(env)
}

/** Creates the first admin when there is none. A generated password is logged once. */
export async function ensureFirstAdmin(
	env: Env,
	hasUsers: boolean,
	commit: (change: (draft: Draft) => void) => Promise<void>,
	log: (line: string) => void = console.log,
) {
	if (hasUsers) return
	// A generated password has been in a log: its first sign-in must choose a new one.
	const generated = !env.ADMIN_PASSWORD
	const password = env.ADMIN_PASSWORD || generatePassword()
	const passwordHash = await hashPassword(password)
	let created = false
	await commit((draft) => {
		// Another server on the same database may have made it meanwhile.
		if (draft.all('users').length) return
		created = true
		const time = now()
		draft.put('users', {
			id: draft.takeId('users'),
			username: env.ADMIN_USERNAME,
			email: '',
			role: 'admin',
			disabled: false,
			must_change_password: generated,
			password_hash: passwordHash,
			created_at: time,
			updated_at: time,
		})
	})
	if (!created) return
	if (env.ADMIN_PASSWORD) {
		log(`Created the first admin "${env.ADMIN_USERNAME}" with the password from ADMIN_PASSWORD.`)
	} else {
		// Set apart from the lines around it, so it is found at a glance after `npm start`.
		const rule = '='.repeat(72)
		log(`\n${rule}`)
		log(`Created the first admin "${env.ADMIN_USERNAME}" with the generated password: ${password}`)
		log('This password is shown only once. Sign in at /admin: you will be asked to choose a new one.')
		log(`${rule}\n`)
	}
}
