import { LOCATION_HISTORY_KEEP } from '#app/schemas/artwork.ts'
import { contactEmails } from '#app/schemas/contact.ts'
import { editionAvailability } from '#app/utils/impressions.ts'
import {
	type ActivityEntity,
	type Artist,
	type RevisionAction,
	type RevisionEntity,
	type RevisionRecord,
} from '#app/schemas/records.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { type Actor, recordActivity } from './activity.server.ts'
import { ConflictError, type Draft, mutate, NotFoundError, type Reader, ready } from './db.server.ts'
import { fileIdFromUrl } from './file-references.ts'
import { type FieldClash, mergeThreeWay, type Picks } from './merge.ts'
import { now } from '#app/utils/clock.ts'
import { type CollectionName, type Records } from './store/units.ts'

/**
 * Revisions and versions (docs/admin.md, 'History and conflicts'). Every write
 * to a content record goes through `saveVersioned`/`removeVersioned`, which
 * give the record its next version and call `recordRevision` in the same
 * change: the revision, the activity entry and the change are one journal
 * line, or nothing. Another kind of record (users) keeps revisions by one
 * `recordRevision` call in its own write; the fields of `NEVER_KEPT` (password
 * hashes) are left out of what a revision keeps.
 */

/** The collections whose records carry `version` and keep revisions, with the entity name revisions use. */
export const VERSIONED = {
	exhibitions: 'exhibition',
	artists: 'artist',
	artworks: 'artwork',
	about_blocks: 'about_block',
	viewing_rooms: 'viewing_room',
	contacts: 'contact',
	fairs: 'fair',
	sales: 'sale',
} as const satisfies Partial<Record<CollectionName, RevisionEntity>>
export type VersionedCollection = keyof typeof VERSIONED
type Versioned<N extends VersionedCollection> = Records[N]

/** What a write to a content record may say about itself: who makes it, and the version it was made from. */
export type WriteOptions = {
	/** Who writes; the server itself when absent. */
	actor?: Actor | null
	/** The version the writer read; a record that has moved on since refuses the write (VersionConflictError). */
	version?: number | null
	/**
	 * "Save mine anyway": over a record that moved on since `version`, write
	 * only the fields changed since it, keeping theirs for the rest; for a field
	 * both changed, the pick says whose value stays (one missing refuses the
	 * write again). Without it a stale write is refused.
	 */
	merge?: Picks | null
}

/**
 * Fields derived from another, merged with it (app/data/merge.ts): an artwork's artist name follows its artist,
 * its location history its location; a sale's figures its price.
 */
const FOLLOWS: Partial<Record<RevisionEntity, Record<string, string>>> = {
	artwork: { artist_name: 'artist_id', location_history: 'location' },
	page: { hero_image_ids: 'hero_images' },
	// A sale's total and the consignor's part are worked out again from the merged amounts (app/data/sales.server.ts).
	sale: { total: 'price', consignor_owed: 'price' },
}

/** Every field that follows another: a conflict notice does not ask about it on its own. */
export const FOLLOWER_FIELDS: ReadonlySet<string> = new Set(Object.values(FOLLOWS).flatMap((f) => Object.keys(f)))

/** Fields a revision never keeps. */
const NEVER_KEPT: Partial<Record<RevisionEntity, readonly string[]>> = { user: ['password_hash', 'password'] }

const NAMES: Record<RevisionEntity, string> = {
	exhibition: 'exhibition',
	artist: 'artist',
	artwork: 'artwork',
	about_block: 'about block',
	viewing_room: 'viewing room',
	fair: 'fair',
	page: 'page',
	user: 'user',
	contact: 'contact',
	sale: 'sale',
}

const PAST: Record<RevisionAction, string> = {
	create: 'Created',
	update: 'Updated',
	delete: 'Deleted',
	restore: 'Restored',
}

/** The revisions kept per record: REVISIONS_KEEP (default 50). */
export function revisionsKept(): number {
	return getEnv().REVISIONS_KEEP
}

/** A record's title for messages: its title, name or username, else `#id`. */
export function recordLabel(record: Record<string, unknown>): string {
	for (const key of ['title', 'name', 'username']) {
		const value = record[key]
		if (typeof value === 'string' && value.trim()) return value
	}
	return `#${String(record.id)}`
}

export type RevisionDraft = {
	entity: RevisionEntity
	/** The record after the change; for a delete, as it was before. */
	record: { id: number; version?: number } & object
	action: RevisionAction
	actor?: Actor | null
	/** For the activity log; made from the action and the record when absent. */
	summary?: string
	/** The caller records its own activity entry for this change (a hold that ended). */
	noActivity?: boolean
}

/**
 * Appends a revision inside a change, drops the record's revisions beyond
 * REVISIONS_KEEP (oldest first) in the same change, and records the write in
 * the activity log. The revision's version is the record's own (a record
 * without `version`, such as a user, counts on from its last revision); a
 * delete's is one more than the deleted record's.
 */
export function recordRevision(
	draft: Draft,
	{ entity, record, action, actor, summary, noActivity }: RevisionDraft,
): RevisionRecord {
	const entityId = record.id
	// Their ids from the index, and the newest alone read: a save reads one revision, not up to REVISIONS_KEEP.
	const mine = revisionIdsOf(draft, entity, entityId)
	const last = latestRevision(draft, entity, entityId)?.version ?? 0
	const own = typeof record.version === 'number' ? record.version : null
	const version = action === 'delete' ? Math.max(own ?? 0, last) + 1 : (own ?? last + 1)
	const kept: Record<string, unknown> = { ...record }
	for (const field of NEVER_KEPT[entity] ?? []) delete kept[field]
	const revision = draft.put('revisions', {
		id: draft.takeId('revisions'),
		entity,
		entity_id: entityId,
		version,
		action,
		at: now(),
		user_id: actor?.id ?? null,
		username: actor?.username ?? 'system',
		record: kept,
	})
	const keep = revisionsKept()
	for (const old of mine.slice(0, Math.max(0, mine.length + 1 - keep))) draft.remove('revisions', old)
	if (noActivity) return revision
	recordActivity(draft, {
		kind: action,
		entity: entity as ActivityEntity,
		entity_id: entityId,
		summary: summary ?? `${PAST[action]} ${NAMES[entity]} "${recordLabel(kept)}"`,
		user: actor ?? null,
	})
	return revision
}

/** A write made from a version the record has moved past. */
export class VersionConflictError extends Error {
	override name = 'VersionConflictError'
	readonly current: Record<string, unknown>
	/** The revision that made the current version (who changed it, and when); null when none is kept. */
	readonly revision: RevisionRecord | null
	/** The record as it was at the version the writer read, while that revision is kept; else null. */
	readonly base: Record<string, unknown> | null
	/** The version the writer read. */
	readonly expected: number | null
	/** What the refused write would have stored, and how it meets theirs, when the write got that far. */
	readonly merge: {
		mine: Record<string, unknown>
		clashes: FieldClash[]
		unresolved: string[]
	} | null
	constructor(
		current: Record<string, unknown>,
		revision: RevisionRecord | null,
		base: Record<string, unknown> | null,
		{ expected = null, merge = null }: { expected?: number | null; merge?: VersionConflictError['merge'] } = {},
	) {
		super('This record was changed by someone else since you read it')
		this.current = current
		this.revision = revision
		this.base = base
		this.expected = expected
		this.merge = merge
	}
}

/** The record as a revision kept it at `version`, or null once that revision is gone. */
export function recordAtVersion(
	reader: Reader,
	entity: RevisionEntity,
	id: number,
	version: number,
): Record<string, unknown> | null {
	return revisionsOf(reader, entity, id).find((r) => r.version === version)?.record ?? null
}

/**
 * A write (`mine`, the whole record it would store) made from `version` over
 * `current`, which has moved on: with `merge`, what to store instead (only my
 * changes over theirs, clashes as picked); without it, or with a clash
 * unpicked, refused (VersionConflictError, saying what each side changed).
 */
export function resolveStale(
	reader: Reader,
	entity: RevisionEntity,
	current: Record<string, unknown> & { id: number },
	mine: Record<string, unknown>,
	{ version, merge }: { version: number; merge?: Picks | null },
): Record<string, unknown> {
	const base = recordAtVersion(reader, entity, current.id, version)
	const result = mergeThreeWay(base, mine, current, { picks: merge ?? {}, follows: FOLLOWS[entity] })
	if (merge && !result.unresolved.length) return result.merged
	throw new VersionConflictError(current, latestRevision(reader, entity, current.id), base, {
		expected: version,
		merge: { ...result, mine },
	})
}

/** Refuses a write made from another version than `current`'s (no expected version: the last write wins). */
export function checkVersion<N extends VersionedCollection>(
	draft: Reader,
	name: N,
	current: Versioned<N>,
	expected: number | null | undefined,
) {
	if (expected === null || expected === undefined || expected === current.version) return
	const entity = VERSIONED[name]
	const base = recordAtVersion(draft, entity, current.id, expected)
	throw new VersionConflictError(current, latestRevision(draft, entity, current.id), base, { expected })
}

/**
 * Stores a content record with its next version (one more than `current`'s, 1
 * for a new one) and its revision, inside the change. With the `version` the
 * writer read, a record that moved on since refuses the write, or with
 * `merge` takes only the writer's changes (resolveStale).
 */
export function saveVersioned<N extends VersionedCollection>(
	draft: Draft,
	name: N,
	record: Versioned<N>,
	{
		current,
		action,
		actor,
		noActivity,
		version,
		merge,
	}: {
		current?: Versioned<N> | null
		action?: RevisionAction
		actor?: Actor | null
		noActivity?: boolean
	} & Pick<WriteOptions, 'version' | 'merge'> = {},
): Versioned<N> {
	const existing = current === undefined ? draft.get(name, record.id) : current
	const stale = existing && typeof version === 'number' && version !== existing.version
	const kept = stale
		? (resolveStale(draft, VERSIONED[name], existing, record, { version, merge }) as Versioned<N>)
		: record
	const saved = draft.put(name, { ...kept, version: (existing?.version ?? 0) + 1 } as Records[N]) as Versioned<N>
	recordRevision(draft, {
		entity: VERSIONED[name],
		record: saved,
		action: action ?? (existing ? 'update' : 'create'),
		actor,
		noActivity,
	})
	return saved
}

/**
 * Deletes a content record and keeps its last state as a 'delete' revision;
 * false when there is none. A `version` the record has moved past refuses the
 * delete (VersionConflictError); none, the delete goes ahead.
 */
export function removeVersioned<N extends VersionedCollection>(
	draft: Draft,
	name: N,
	id: number,
	actor?: Actor | null,
	version?: number | null,
	{ noActivity }: { noActivity?: boolean } = {},
): boolean {
	const current = draft.get(name, id) as Versioned<N> | undefined
	if (current) checkVersion(draft, name, current, version)
	if (!current || !draft.remove(name, id)) return false
	recordRevision(draft, { entity: VERSIONED[name], record: current, action: 'delete', actor, noActivity })
	return true
}

/** The newest revision of a record, or null: the only one read (the revisions are on disk, decision 016). */
export function latestRevision(reader: Reader, entity: RevisionEntity, id: number): RevisionRecord | null {
	const newest = revisionIdsOf(reader, entity, id).at(-1)
	return newest === undefined ? null : (reader.get('revisions', newest) ?? null)
}

/** A record's kept revisions' ids, oldest first (ids grow with time), from the store's index: none is read. */
function revisionIdsOf(reader: Reader, entity: RevisionEntity, id: number): number[] {
	return [...reader.groupIds('revisions', 'record', `${entity}:${id}`)].sort((a, b) => a - b)
}

/** A record's kept revisions, oldest first, through the store's index (no scan of every revision). */
function revisionsOf(reader: Reader, entity: RevisionEntity, id: number): RevisionRecord[] {
	return [...reader.group('revisions', 'record', `${entity}:${id}`)].sort((a, b) => a.id - b.id)
}

/** A record's revisions, newest first. */
export async function listRevisions(entity: RevisionEntity, id: number): Promise<RevisionRecord[]> {
	return revisionsOf(await ready(), entity, id).reverse()
}

/** One revision of a record, or null when it is not one of that record's. */
export async function getRevision(
	entity: RevisionEntity,
	id: number,
	revisionId: number,
): Promise<RevisionRecord | null> {
	const store = await ready()
	const revision = store.tables.revisions.get(revisionId)
	return revision && revision.entity === entity && revision.entity_id === id ? revision : null
}

/** The image fields of each content record: a restore leaves out the images deleted since. */
export const IMAGE_FIELDS: Record<VersionedCollection, readonly string[]> = {
	exhibitions: ['featured_image', 'gallery_images'],
	artists: ['profile_image'],
	artworks: ['featured_image', 'images'],
	about_blocks: [],
	viewing_rooms: ['cover_image'],
	contacts: [],
	fairs: ['cover_image'],
	sales: [],
}

/**
 * Fields a restore never takes from the revision: a viewing room's links,
 * recipients, password and view count are who may see it, not what it shows.
 * They stay as they are now, or for a deleted record as they were when it was
 * deleted (its newest revision), so a restore never brings back a revoked link
 * or a changed password.
 */
const KEPT_ON_RESTORE: Record<VersionedCollection, readonly string[]> = {
	exhibitions: [],
	artists: [],
	// Where a work has been, which impressions were sold and whose it is are the record of what happened (sales
	// name them), not a state to go back to; the work's availability then follows its impressions.
	artworks: ['location_history', 'edition_size', 'ap_count', 'impressions', 'consignment'],
	about_blocks: [],
	viewing_rooms: ['token', 'recipients', 'next_recipient_id', 'password_hash', 'views'],
	contacts: [],
	// The lock and what changed after it are the checklist's record of what happened, not a state to go back to.
	fairs: ['checklist_locked_at', 'changes_after_lock'],
	// A sale has no restore (app/data/sales.server.ts): its invoice number is never given back or taken again.
	sales: ['invoice_number'],
}

/**
 * A restored work whose kept fields (KEPT_ON_RESTORE) no longer match the revision's: a restore that moves it
 * adds the move to its kept location history, a work sold by the impression reads its availability from
 * the impressions it has now, its holds on them, and a work with a sale not cancelled stays sold.
 */
function followKeptArtwork(
	restored: Record<string, unknown>,
	latest: Record<string, unknown>,
	soldWhole: boolean,
	actor?: Actor | null,
) {
	const history = Array.isArray(restored.location_history) ? restored.location_history : []
	if (restored.location !== latest.location && (restored.location || history.length)) {
		restored.location_history = [
			...history,
			{ location: restored.location, at: now(), username: actor?.username ?? 'system' },
		].slice(-LOCATION_HISTORY_KEEP)
	}
	// A work whose sale stands stays sold, whatever the revision said (cancelling the sale makes it available).
	const availability =
		editionAvailability(Array.isArray(restored.impressions) ? restored.impressions : []) ?? (soldWhole ? 'sold' : null)
	if (availability) Object.assign(restored, { availability, hold_for: '', hold_until: null, hold_contact_id: null })
}

/** An image URL of an uploaded file that no longer exists. */
function isMissingImage(reader: Reader, url: string) {
	const fileId = url ? fileIdFromUrl(url) : null
	return fileId !== null && !reader.get('files', fileId)
}

/** Leaves out of `record` the images deleted since, and the ids of records deleted since. */
function tidyRestored(draft: Draft, name: VersionedCollection, record: Record<string, unknown>) {
	const missing: string[] = []
	for (const field of IMAGE_FIELDS[name]) {
		const value = record[field]
		if (typeof value === 'string') {
			if (isMissingImage(draft, value)) {
				missing.push(value)
				record[field] = ''
			}
		} else if (Array.isArray(value)) {
			record[field] = value.filter((url) => {
				const gone = typeof url === 'string' && isMissingImage(draft, url)
				if (gone) missing.push(url as string)
				return !gone
			})
		}
	}
	const known = (collection: 'artists' | 'artworks') => (id: unknown) => Boolean(draft.get(collection, Number(id)))
	if (Array.isArray(record.assigned_artists)) record.assigned_artists = record.assigned_artists.filter(known('artists'))
	if (Array.isArray(record.assigned_artworks))
		record.assigned_artworks = record.assigned_artworks.filter(known('artworks'))
	if (name === 'artworks' && typeof record.artist_id === 'number') {
		// A work's artist name follows its artist as it is now, not as it was then.
		const artist = draft.get('artists', record.artist_id)
		if (artist) record.artist_name = artist.name
		else record.artist_id = null
	}
	if (name === 'viewing_rooms' && Array.isArray(record.items)) {
		record.items = record.items.filter((item: { artwork_id?: unknown }) => known('artworks')(item.artwork_id))
	}
	if (name === 'fairs' && Array.isArray(record.works)) {
		record.works = record.works.filter((work: { artwork_id?: unknown }) => known('artworks')(work.artwork_id))
	}
	return [...new Set(missing)]
}

/**
 * A contact restored with an address another contact has since (a merged contact, whose email joined the kept
 * one's other emails) would be two contacts for one person: refused (docs/admin.md, 'Contacts').
 */
function refuseTakenEmails(reader: Reader, restored: Record<string, unknown>, id: number) {
	const text = (e: unknown) => (typeof e === 'string' ? e : '')
	const others = Array.isArray(restored.other_emails) ? restored.other_emails.map(text) : []
	for (const email of contactEmails({ email: text(restored.email), other_emails: others })) {
		const otherId = reader.groupIds('contacts', 'address', email).find((owner) => owner !== id)
		const other = otherId === undefined ? undefined : reader.get('contacts', otherId)
		if (other) {
			throw new ConflictError('email', `${email} is now an email of the contact "${other.name}"; restore refused`)
		}
	}
}

export type Restored<N extends VersionedCollection> = { record: Versioned<N>; missing_images: string[] }

/**
 * Writes a revision back as the record's next version, a new 'restore'
 * revision. A deleted record comes back with its id and slug, unless another
 * record took the slug since (ConflictError). Images deleted since are left
 * out and listed in `missing_images`. `hidden`: restored hidden (a room as a draft), as the checks before
 * publishing ask when the revision has a problem.
 */
export async function restoreRevision<N extends VersionedCollection>(
	name: N,
	id: number,
	revisionId: number,
	actor?: Actor | null,
	{ hidden = false }: { hidden?: boolean } = {},
): Promise<Restored<N>> {
	const entity = VERSIONED[name]
	return mutate((draft) => {
		const revision = draft.get('revisions', revisionId)
		if (!revision || revision.entity !== entity || revision.entity_id !== id) {
			throw new NotFoundError('Revision not found')
		}
		const current = draft.get(name, id) as Versioned<N> | undefined
		const restored: Record<string, unknown> = { ...revision.record, id }
		const latest = (current as Record<string, unknown> | undefined) ?? latestRevision(draft, entity, id)?.record
		if (latest) for (const field of KEPT_ON_RESTORE[name]) restored[field] = latest[field]
		if (name === 'artworks' && latest) {
			const soldWhole = draft
				.group('sales', 'artwork', String(id))
				.some((sale) => sale.status !== 'cancelled' && !sale.impression_label)
			followKeptArtwork(restored, latest, soldWhole, actor)
		}
		const missing = tidyRestored(draft, name, restored)
		// Held back by the checks before publishing (app/server/checks/restore-guard.server.ts): restored hidden, a room not open.
		if (hidden && typeof restored.is_visible === 'boolean') restored.is_visible = false
		if (hidden && name === 'viewing_rooms' && restored.status === 'open') restored.status = 'draft'
		const slug = restored.slug
		if (typeof slug === 'string' && name !== 'about_blocks' && name !== 'contacts') {
			if (draft.taken(name as 'exhibitions', 'slug', slug, id)) {
				throw new ConflictError('slug', `The slug "${slug}" is now used by another ${NAMES[entity]}; restore refused`)
			}
		}
		if (name === 'contacts') refuseTakenEmails(draft, restored, id)
		const lastVersion = Math.max(current?.version ?? 0, latestRevision(draft, entity, id)?.version ?? 0)
		const record = draft.put(name, {
			...restored,
			version: lastVersion + 1,
			updated_at: now(),
		} as unknown as Records[N]) as Versioned<N>
		recordRevision(draft, { entity, record, action: 'restore', actor })
		if (name === 'artists') putArtistNameOnWorks(draft, record as unknown as Artist, actor)
		return { record, missing_images: missing }
	})
}

/** An artist's works carry its name (`artist_name`): after a rename or a restore, each work that differs is saved with it. */
export function putArtistNameOnWorks(draft: Draft, artist: Artist, actor?: Actor | null) {
	for (const artwork of draft.all('artworks')) {
		if (artwork.artist_id === artist.id && artwork.artist_name !== artist.name)
			saveVersioned(draft, 'artworks', { ...artwork, artist_name: artist.name }, { actor })
	}
}

/** The fields whose values differ between two versions of a record (`updated_at` and `version` aside). */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
	if (!before || !after) return []
	const keys = new Set([...Object.keys(before), ...Object.keys(after)])
	const changed: string[] = []
	for (const key of keys) {
		if (key === 'updated_at' || key === 'version' || key === 'created_at') continue
		if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed.push(key)
	}
	return changed
}
