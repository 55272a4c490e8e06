import { type User, type UserRecord } from '#app/schemas/records.ts'
import { hashPassword, spendVerifyTime, verifyPassword } from '#app/utils/password.server.ts'
import { ConflictError, mutate, NotFoundError, ready } from './db.server.ts'
import { now } from './ids.ts'
import { type InputFrom, inputFor } from './lookup.ts'

function publicUser({ password_hash: _hash, ...user }: UserRecord): User {
	return user
}

export async function listUsers(): Promise<User[]> {
	return (await ready()).tables.users.all().map(publicUser)
}

export async function getUser(id: number): Promise<User | null> {
	const user = (await ready()).tables.users.get(id)
	return user ? publicUser(user) : null
}

/** The user for a username and password, or null; an unknown name costs as much time as a wrong password. */
export async function verifyCredentials(username: string, password: string): Promise<User | null> {
	const user = (await ready()).tables.users.find('username', username.trim().toLowerCase())
	if (!user) {
		await spendVerifyTime(password)
		return null
	}
	return (await verifyPassword(password, user.password_hash)) ? publicUser(user) : null
}

export type UserUpdate = {
	username: string
	email: string
	password?: string
	currentPassword?: string
}

export class WrongPasswordError extends Error {
	override name = 'WrongPasswordError'
}

/**
 * Updates a user. A new password needs the right current one, and returns
 * `passwordChanged: true` so the caller can end the user's other sessions.
 */
export async function updateUser(
	id: number,
	input: InputFrom<User, UserUpdate>,
): Promise<{ user: User; passwordChanged: boolean }> {
	const existing = (await ready()).tables.users.get(id)
	if (!existing) throw new NotFoundError('User not found')
	// The password check and hashing come first (they are slow); name and email are merged inside the write.
	const update = inputFor(input, publicUser(existing))
	let newHash: string | undefined
	if (update.password) {
		const ok = update.currentPassword ? await verifyPassword(update.currentPassword, existing.password_hash) : false
		if (!ok) throw new WrongPasswordError('Current password is incorrect')
		newHash = await hashPassword(update.password)
	}
	const user = await mutate((draft) => {
		const record = draft.get('users', id)
		if (!record) throw new NotFoundError('User not found')
		// The password was checked against the hash read before hashing; another change of it since wins.
		if (newHash && record.password_hash !== existing.password_hash) {
			throw new ConflictError('currentPassword', 'The password was changed meanwhile; try again')
		}
		const value = inputFor(input, publicUser(record))
		const wanted = value.username.trim()
		if (draft.taken('users', 'username', wanted.toLowerCase(), id)) {
			throw new ConflictError('username', 'This username is already taken')
		}
		const saved = draft.put('users', {
			...record,
			username: wanted,
			email: value.email.trim(),
			password_hash: newHash ?? record.password_hash,
			updated_at: now(),
		})
		if (newHash) {
			for (const session of draft.all('sessions')) if (session.user_id === id) draft.remove('sessions', session.id)
		}
		return publicUser(saved)
	})
	return { user, passwordChanged: Boolean(newHash) }
}
