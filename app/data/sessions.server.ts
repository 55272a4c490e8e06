import crypto from 'node:crypto'
import { type SessionRecord, type User } from '#app/schemas/records.ts'
import { type Draft, mutate, ready } from './db.server.ts'
import { now, nowMs } from '#app/utils/clock.ts'

/**
 * Server-side sessions for both the admin cookie (kind "web") and API Bearer
 * tokens (kind "api"). The browser or script holds a random secret; only its
 * SHA-256 is stored, so a leaked data folder does not leak live sessions.
 */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000
// An expired record is kept this long so its holder can be told "expired" rather than "unknown".
const EXPIRED_GRACE_MS = 7 * 24 * 60 * 60 * 1000

export function hashSecret(secret: string) {
	return crypto.createHash('sha256').update(secret).digest('hex')
}

/** `also` runs inside the same change (the sign-in's activity entry). */
export async function createSession(
	userId: number,
	kind: SessionRecord['kind'],
	ttlMs = SESSION_TTL_MS,
	also?: (draft: Draft) => void,
) {
	const secret = crypto.randomBytes(32).toString('base64url')
	const expiresAt = new Date(nowMs() + ttlMs).toISOString()
	await mutate((draft) => {
		also?.(draft)
		const cutoff = nowMs() - EXPIRED_GRACE_MS
		for (const s of draft.all('sessions')) if (Date.parse(s.expires_at) <= cutoff) draft.remove('sessions', s.id)
		draft.put('sessions', { id: hashSecret(secret), user_id: userId, kind, created_at: now(), expires_at: expiresAt })
	})
	return { secret, expiresAt }
}

export type SessionLookup =
	{ status: 'valid'; user: User; session: SessionRecord } | { status: 'expired' } | { status: 'unknown' }

export async function lookupSession(
	secret: string | null | undefined,
	kind: SessionRecord['kind'],
): Promise<SessionLookup> {
	if (!secret) return { status: 'unknown' }
	const { tables } = await ready()
	const session = tables.sessions.get(hashSecret(secret))
	if (!session || session.kind !== kind) return { status: 'unknown' }
	if (Date.parse(session.expires_at) <= nowMs()) return { status: 'expired' }
	const user = tables.users.get(session.user_id)
	// A disabled user's sessions stop at once (disabling also deletes them, in the same change).
	if (!user || user.disabled) return { status: 'unknown' }
	const { password_hash: _hash, ...publicUser } = user
	return { status: 'valid', user: publicUser, session }
}

export async function deleteSession(secret: string) {
	const id = hashSecret(secret)
	await mutate((draft) => {
		draft.remove('sessions', id)
	})
}
