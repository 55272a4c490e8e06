import { hashPassword, spendVerifyTime, verifyPassword } from '#app/utils/password.server.ts'
import { ConflictError, mutate, NotFoundError, readData } from './db.server.ts'
import { now } from './ids.ts'
import { type User, type UserRecord } from '#app/schemas/records.ts'

function publicUser({ password_hash: _hash, ...user }: UserRecord): User {
	return structuredClone(user)
}


export async function listUsers(): Promise<User[]> {
	const data = await readData()
	return data.users.map(publicUser)
}

export async function getUser(id: number): Promise<User | null> {
	const data = await readData()
	const user = data.users.find((u) => u.id === id)
	return user ? publicUser(user) : null
}

/** The user for a username and password, or null; an unknown name costs as much time as a wrong password. */
export async function verifyCredentials(username: string, password: string): Promise<User | null> {
	const data = await readData()
	const wanted = username.trim().toLowerCase()
	const user = data.users.find((u) => u.username.toLowerCase() === wanted)
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
export async function updateUser(id: number, update: UserUpdate): Promise<{ user: User; passwordChanged: boolean }> {
	const data = await readData()
	const existing = data.users.find((u) => u.id === id)
	if (!existing) throw new NotFoundError('User not found')
	let newHash: string | undefined
	if (update.password) {
		const ok = update.currentPassword ? await verifyPassword(update.currentPassword, existing.password_hash) : false
		if (!ok) throw new WrongPasswordError('Current password is incorrect')
		newHash = await hashPassword(update.password)
	}
	const user = await mutate((draft) => {
		const record = draft.users.find((u) => u.id === id)
		if (!record) throw new NotFoundError('User not found')
		const wanted = update.username.trim()
		if (draft.users.some((u) => u.id !== id && u.username.toLowerCase() === wanted.toLowerCase())) {
			throw new ConflictError('username', 'This username is already taken')
		}
		record.username = wanted
		record.email = update.email.trim()
		if (newHash) {
			record.password_hash = newHash
			draft.sessions = draft.sessions.filter((s) => s.user_id !== id)
		}
		record.updated_at = now()
		return publicUser(record)
	})
	return { user, passwordChanged: Boolean(newHash) }
}
