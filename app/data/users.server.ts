import { type User, type UserRecord, type UserRole } from '#app/schemas/records.ts'
import { generatePassword, hashPassword, spendVerifyTime, verifyPassword } from '#app/utils/password.server.ts'
import { type Actor, recordActivity } from './activity.server.ts'
import { ConflictError, type Draft, mutate, NotFoundError, ready } from './db.server.ts'
import { recordRevision } from './revisions.server.ts'
import { now } from '#app/utils/clock.ts'
import { type InputFrom, inputFor } from './lookup.ts'

/**
 * Staff accounts (docs/admin.md, "Users and roles"). Every change of a user is
 * written with its activity entry, by the acting user, in the same change.
 * There is always at least one active admin: the last one cannot be disabled,
 * deleted or made an editor (LastAdminError). Disabling or deleting a user
 * deletes their sessions and API tokens in the same change.
 */
export const LAST_ADMIN_MESSAGE = 'The last active admin cannot be disabled, deleted or made an editor'

export class LastAdminError extends Error {
	override name = 'LastAdminError'
	constructor() {
		super(LAST_ADMIN_MESSAGE)
	}
}

function isActiveAdmin(user: UserRecord) {
	return user.role === 'admin' && !user.disabled
}

/** Throws LastAdminError when `after` would leave no active admin. */
function keepAnAdmin(draft: Draft, before: UserRecord, after: UserRecord | null) {
	if (!isActiveAdmin(before) || (after && isActiveAdmin(after))) return
	const others = draft.all('users').some((u) => u.id !== before.id && isActiveAdmin(u))
	if (!others) throw new LastAdminError()
}

function endSessions(draft: Draft, userId: number) {
	for (const session of draft.all('sessions')) if (session.user_id === userId) draft.remove('sessions', session.id)
}

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
	// A disabled user is refused like a wrong password, after the same work.
	return (await verifyPassword(password, user.password_hash)) && !user.disabled ? publicUser(user) : null
}

export type NewUser = { username: string; email: string; role: UserRole }

/** Creates a user with a one-time password (returned once, stored only as a hash): they choose their own at first sign-in. */
export async function createUser(input: NewUser, actor: Actor): Promise<{ user: User; password: string }> {
	const password = generatePassword()
	const hash = await hashPassword(password)
	const user = await mutate((draft) => {
		const username = input.username.trim()
		if (draft.taken('users', 'username', username.toLowerCase())) {
			throw new ConflictError('username', 'This username is already taken')
		}
		const time = now()
		const saved = draft.put('users', {
			id: draft.takeId('users'),
			username,
			email: input.email.trim(),
			role: input.role,
			disabled: false,
			must_change_password: true,
			password_hash: hash,
			created_at: time,
			updated_at: time,
		})
		// Every user change keeps a revision (never the password hash) beside its activity entry.
		recordRevision(draft, { entity: 'user', record: saved, action: 'create', actor, noActivity: true })
		recordActivity(draft, {
			kind: 'create',
			entity: 'user',
			entity_id: saved.id,
			summary: `Created user ${saved.username} (${saved.role})`,
			user: actor,
		})
		return publicUser(saved)
	})
	return { user, password }
}

/** Deletes a user and their sessions and tokens. */
export async function deleteUser(id: number, actor: Actor): Promise<User> {
	return mutate((draft) => {
		const record = draft.get('users', id)
		if (!record) throw new NotFoundError('User not found')
		keepAnAdmin(draft, record, null)
		endSessions(draft, id)
		draft.remove('users', id)
		recordRevision(draft, { entity: 'user', record, action: 'delete', actor, noActivity: true })
		recordActivity(draft, {
			kind: 'delete',
			entity: 'user',
			entity_id: id,
			summary: `Deleted user ${record.username}`,
			user: actor,
		})
		return publicUser(record)
	})
}

/**
 * Sets a new password for a user who must change a one-time one (no current
 * password asked: they have just signed in with it) or who gives the current
 * one. Ends the user's other sessions; the caller starts a fresh one.
 */
export async function changeOwnPassword(
	id: number,
	password: string,
	currentPassword: string | undefined,
	actor: Actor,
) {
	const existing = (await ready()).tables.users.get(id)
	if (!existing) throw new NotFoundError('User not found')
	if (!existing.must_change_password) {
		const ok = currentPassword ? await verifyPassword(currentPassword, existing.password_hash) : false
		if (!ok) throw new WrongPasswordError('Current password is incorrect')
	}
	if (await verifyPassword(password, existing.password_hash)) {
		throw new ConflictError('password', 'Choose a password other than the one you signed in with')
	}
	const hash = await hashPassword(password)
	return mutate((draft) => {
		const record = draft.get('users', id)
		if (!record) throw new NotFoundError('User not found')
		if (record.password_hash !== existing.password_hash) {
			throw new ConflictError('password', 'The password was changed meanwhile; try again')
		}
		endSessions(draft, id)
		const saved = draft.put('users', { ...record, password_hash: hash, must_change_password: false, updated_at: now() })
		recordRevision(draft, { entity: 'user', record: saved, action: 'update', actor, noActivity: true })
		recordActivity(draft, {
			kind: 'update',
			entity: 'user',
			entity_id: id,
			summary: `${record.username} chose a new password`,
			user: actor,
		})
		return publicUser(saved)
	})
}

export type UserUpdate = {
	username: string
	email: string
	password?: string
	currentPassword?: string
	role?: UserRole
	disabled?: boolean
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
	actor: Actor | null = null,
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
		const next: UserRecord = {
			...record,
			username: wanted,
			email: value.email.trim(),
			role: value.role ?? record.role,
			disabled: value.disabled ?? record.disabled,
			password_hash: newHash ?? record.password_hash,
			must_change_password: newHash ? false : record.must_change_password,
			updated_at: now(),
		}
		keepAnAdmin(draft, record, next)
		const saved = draft.put('users', next)
		// A new password or a disabled account ends every session and token of the user at once.
		if (newHash || (next.disabled && !record.disabled)) endSessions(draft, id)
		recordRevision(draft, { entity: 'user', record: saved, action: 'update', actor, noActivity: true })
		recordActivity(draft, {
			kind: 'update',
			entity: 'user',
			entity_id: id,
			summary: describeChange(record, saved, Boolean(newHash)),
			user: actor,
		})
		return publicUser(saved)
	})
	return { user, passwordChanged: Boolean(newHash) }
}

/** What an update changed, in words (never the password itself). */
function describeChange(before: UserRecord, after: UserRecord, passwordChanged: boolean) {
	const changes: string[] = []
	if (before.username !== after.username) changes.push(`renamed to ${after.username}`)
	if (before.email !== after.email) changes.push('email changed')
	if (before.role !== after.role) changes.push(`role ${after.role}`)
	if (before.disabled !== after.disabled) changes.push(after.disabled ? 'disabled' : 'enabled')
	if (passwordChanged) changes.push('password changed')
	return `Updated user ${before.username}${changes.length ? `: ${changes.join(', ')}` : ''}`
}
