import { type ActivityEntity, type ActivityKind, type ActivityRecord } from '#app/schemas/records.ts'
import { type Draft, ready } from './db.server.ts'
import { now } from './ids.ts'

/**
 * The activity record: an append-only list of what changed and when, kept in
 * the store (so backups carry it) and bounded to the last ACTIVITY_KEEP
 * entries, the oldest dropped first. For now only the server's own changes
 * are written (a hold that ended: docs/admin.md, "Holds"), by `user_id` null
 * and username 'system'; the activity log of the back office will read it.
 */
export const ACTIVITY_KEEP = 10_000

/** Who did something: a signed-in user, from the client address the request came from. */
export type Actor = { id: number; username: string; ip?: string | null }

export type ActivityEntry = {
	kind: ActivityKind
	entity: ActivityEntity | null
	entity_id: number | null
	summary: string
	/** Who did it; the server itself when absent. */
	user?: Actor | null
	/** The client address when there is no signed-in user (a failed sign-in); otherwise `user.ip`. */
	ip?: string | null
	at?: string
}

/** Appends an entry inside a change, so it is stored with the change it records (or not at all). */
export function recordActivity(draft: Draft, entry: ActivityEntry): ActivityRecord {
	const record = draft.put('activity', {
		id: draft.takeId('activity'),
		at: entry.at ?? now(),
		user_id: entry.user?.id ?? null,
		username: entry.user?.username ?? 'system',
		kind: entry.kind,
		entity: entry.entity,
		entity_id: entry.entity_id,
		summary: entry.summary.slice(0, 500),
		ip: (entry.user?.ip ?? entry.ip ?? null)?.slice(0, 100) ?? null,
	})
	const all = draft.all('activity')
	for (const old of all.slice(0, Math.max(0, all.length - ACTIVITY_KEEP))) draft.remove('activity', old.id)
	return record
}

/** The newest entries first, at most `limit`, optionally of one entity. */
export async function listActivity(
	{ limit = 100, entity, entityId }: { limit?: number; entity?: ActivityEntity; entityId?: number } = {},
): Promise<ActivityRecord[]> {
	const store = await ready()
	const all = store.all('activity')
	const found: ActivityRecord[] = []
	for (let i = all.length - 1; i >= 0 && found.length < limit; i--) {
		const entry = all[i]!
		if (entity && entry.entity !== entity) continue
		if (entityId !== undefined && entry.entity_id !== entityId) continue
		found.push(entry)
	}
	return found
}
