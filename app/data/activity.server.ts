import { type ActivityFilter } from '#app/schemas/activity.ts'
import { galleryTimeZone, zonedToUtc } from '#app/utils/time-zone.ts'
import { type ActivityEntity, type ActivityKind, type ActivityRecord } from '#app/schemas/records.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { type Draft, mutate, ready } from './db.server.ts'
import { holdsLease } from './leases.server.ts'
import { now, nowMs, onClockMoved } from '#app/utils/clock.ts'
import { LazyList } from '#app/utils/lazy-list.ts'

/**
 * The activity record: an append-only list of what changed and when, kept in
 * the store (so backups carry it). It keeps ACTIVITY_KEEP_DAYS days (older
 * entries are dropped on every write, at start and once a day) and never more
 * than the last ACTIVITY_KEEP entries, the oldest dropped first, so a burst of
 * failed sign-ins cannot make it grow without end (docs/admin.md, "Activity log").
 * The server's own changes (a hold that ended) are written by `user_id` null
 * and username 'system'.
 */
export const ACTIVITY_KEEP = 10_000
/**
 * Failed sign-ins are kept apart: one entry per client address and hour (the later ones fold into it, counted),
 * and never more than this many such entries, the oldest dropped first, so a flood of them, from however many
 * addresses, leaves the rest of the log alone.
 */
export const FAILED_SIGN_IN_KEEP = 1_000
const DAY_MS = 24 * 60 * 60 * 1000

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
	/** The name typed at a failed sign-in, when there is no user. */
	username?: string
	at?: string
}

/** Appends an entry inside a change, so it is stored with the change it records (or not at all). */
export function recordActivity(draft: Draft, entry: ActivityEntry): ActivityRecord {
	const record = draft.put('activity', {
		id: draft.takeId('activity'),
		at: entry.at ?? now(),
		user_id: entry.user?.id ?? null,
		username: (entry.user?.username ?? entry.username ?? 'system').slice(0, 100),
		kind: entry.kind,
		entity: entry.entity,
		entity_id: entry.entity_id,
		summary: entry.summary.slice(0, 500),
		ip: (entry.user?.ip ?? entry.ip ?? null)?.slice(0, 100) ?? null,
		count: 1,
	})
	dropOld(draft)
	return record
}

/** A failed sign-in inside a change: folded into its address's entry of this hour, or a new entry. */
export function recordFailedSignIn(draft: Draft, { username, ip }: { username: string; ip: string }): ActivityRecord {
	const at = now()
	const hour = at.slice(0, 13)
	const typed = username.slice(0, 100)
	// Their ids only: the entries are on disk (docs/decisions/016-history-out-of-memory.md).
	const failed = draft.groupIds('activity', 'kind', 'sign-in-failed')
	// Newest last, and their times only grow: look back through this hour's only.
	for (let i = failed.length - 1; i >= 0; i--) {
		const entry = draft.get('activity', failed[i]!)!
		if (entry.at.slice(0, 13) !== hour) break
		if (entry.ip !== ip.slice(0, 100)) continue
		const count = entry.count + 1
		return draft.put('activity', {
			...entry,
			username: typed,
			count,
			summary: `${count} failed sign-ins from this address since ${entry.at.slice(11, 16)} UTC, the last as "${typed}"`,
		})
	}
	for (let over = failed.length + 1 - FAILED_SIGN_IN_KEEP, i = 0; i < over; i++) draft.remove('activity', failed[i]!)
	return recordActivity(draft, {
		kind: 'sign-in-failed',
		entity: null,
		entity_id: null,
		summary: `Failed sign-in as "${typed}"`,
		username: typed,
		ip,
		at,
	})
}

/** An event that changes no record (a download, an export): its entry is a change of its own. */
export async function recordEvent(entry: ActivityEntry): Promise<ActivityRecord> {
	return mutate((draft) => recordActivity(draft, entry))
}

/**
 * Drops the entries past the kept days and beyond the count bound, oldest
 * first. It asks the change for the count and the oldest entry only: every
 * write calls it, and listing the whole log there would cost each write a
 * pass over up to ACTIVITY_KEEP entries.
 */
export function dropOld(draft: Draft, at = nowMs()) {
	const cutoff = at - getEnv().ACTIVITY_KEEP_DAYS * DAY_MS
	const over = Math.max(0, draft.count('activity') - ACTIVITY_KEEP)
	let removed = 0
	for (let old = draft.first('activity'); old; old = draft.first('activity')) {
		if (removed >= over && Date.parse(old.at) >= cutoff) break
		draft.remove('activity', old.id)
		removed++
	}
	return removed
}

/** Drops what is past its keeping time now (at start, then once a day). */
export async function pruneActivity(at = nowMs()): Promise<number> {
	const store = await ready()
	const first = store.first('activity')
	if (!first || Date.parse(first.at) >= at - getEnv().ACTIVITY_KEEP_DAYS * DAY_MS) return 0
	return mutate((draft) => dropOld(draft, at))
}

/** The pruning at start and once a day, by the server holding the `activity-trim` lease (app/data/leases.server.ts). */
async function prunePeriodically() {
	if (holdsLease('activity-trim')) await pruneActivity()
}

let daily: NodeJS.Timeout | null = null
let stopFollowingClock: (() => void) | null = null
export async function startActivityPruning() {
	await prunePeriodically()
	const prune = () => {
		prunePeriodically().catch((error: Error) => console.error(`Activity clean-up failed: ${error.message}`))
	}
	daily ??= setInterval(prune, DAY_MS)
	daily.unref()
	// A clock moved forward (app/utils/clock.ts) may have passed the kept days: look at once.
	stopFollowingClock ??= onClockMoved(prune)
}

export function stopActivityPruning() {
	if (daily) clearInterval(daily)
	daily = null
	stopFollowingClock?.()
	stopFollowingClock = null
}

/**
 * The newest entries first, at most `limit`, optionally of one entity (and one record of it: its own index). The
 * log is not in memory: only the entries listed are read.
 */
export async function listActivity({
	limit = 100,
	entity,
	entityId,
}: { limit?: number; entity?: ActivityEntity; entityId?: number } = {}): Promise<ActivityRecord[]> {
	const table = (await ready()).tables.activity
	const ids = entity && entityId !== undefined ? [...table.groupIds('record', `${entity}:${entityId}`)] : table.ids()
	const found: ActivityRecord[] = []
	for (let i = ids.length - 1; i >= 0 && found.length < limit; i--) {
		const entry = table.get(ids[i]!)
		if (entry && (!entity || entry.entity === entity)) found.push(entry)
	}
	return found
}

/**
 * The entries matching a filter of the activity log, newest first. Dates are
 * whole days in the gallery's time zone (GALLERY_TIMEZONE), both included.
 * The log is not in memory: a kind is an index, and the list reads only the
 * page it is asked for, unless a user or days are given (each entry is then
 * read once to keep the ids of those that match).
 */
export async function findActivity(filter: ActivityFilter): Promise<LazyList<ActivityRecord>> {
	const table = (await ready()).tables.activity
	const ids = filter.kind ? [...table.groupIds('kind', filter.kind)].sort((a, b) => b - a) : [...table.ids()].reverse()
	const entries = new LazyList(ids, (id) => table.get(id))
	const zone = galleryTimeZone()
	const from = filter.from ? zonedToUtc(`${filter.from}T00:00`, zone) : null
	// The end of the `to` day is the start of the next one.
	const to = filter.to ? zonedToUtc(`${nextDay(filter.to)}T00:00`, zone) : null
	const user = filter.user?.toLowerCase()
	if (!user && !from && !to) return entries
	return entries.filter(
		(entry) =>
			(!user || entry.username.toLowerCase() === user) && (!to || entry.at < to) && (!from || entry.at >= from),
	)
}

/** The calendar day after a YYYY-MM-DD day. */
function nextDay(day: string) {
	return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10)
}
