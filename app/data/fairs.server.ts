import { type FairInput, FAIR_CHANGES_KEPT } from '#app/schemas/fair.ts'
import { type FairRecord } from '#app/schemas/records.ts'
import { now } from '#app/utils/clock.ts'
import { type DisplayStatus, fairStatus, galleryToday } from '#app/utils/exhibition-status.ts'
import { checklistChanges } from '#app/utils/fair-checklist.ts'
import { uniqueSlug } from '#app/utils/slug.ts'
import { galleryTimeZone } from '#app/utils/time-zone.ts'
import { type Draft, mutate, NotFoundError, ready } from './db.server.ts'
import { visibleArtworksById } from './artworks.server.ts'
import { InvalidRecordError } from './errors.ts'
import { listing } from './listing.ts'
import { findByIdOrSlug, type InputFrom, inputFor, type Visibility, visibleOnly } from './lookup.ts'
import { checkVersion, removeVersioned, saveVersioned, type WriteOptions } from './revisions.server.ts'

/**
 * Art fairs (docs/admin.md, 'Art fairs'; docs/public-site.md): a collection
 * like exhibitions, with a checklist of works picked and ordered as in a
 * viewing room. Once the checklist is locked, each save that changes it adds
 * to `changes_after_lock` what changed, who changed it and when.
 */

/** start_date descending, then by title. */
export function compareFairs(a: FairRecord, b: FairRecord) {
	return Date.parse(b.start_date) - Date.parse(a.start_date) || a.title.localeCompare(b.title)
}

const fairs = listing('fairs', compareFairs)

/** A fair as it is read: the stored record and what its dates say today (`display_status`). */
export type DatedFair = FairRecord & { display_status: DisplayStatus }

const today = () => galleryToday(galleryTimeZone())

const datedOne = (f: FairRecord, day = today()): DatedFair =>
	Object.freeze({ ...f, display_status: fairStatus(f, day) })

/** Start date descending, each with its display status; remembered until the next change or the next day. */
export async function listFairs(visibility: Visibility = 'visible'): Promise<readonly DatedFair[]> {
	const day = today()
	return fairs.view(visibility, `dated:${day}`, (list) => Object.freeze(list.map((f) => datedOne(f, day))))
}

/** A view of the fairs (filtered, counted) with their display status, remembered until their next change or day. */
export async function viewFairs<T>(
	visibility: Visibility,
	key: string,
	compute: (list: readonly DatedFair[], today: string) => T,
): Promise<T> {
	const day = today()
	const list = await listFairs(visibility)
	return fairs.view(visibility, `${key}:${day}`, () => compute(list, day))
}

export async function getFair(key: string | number, visibility: Visibility = 'visible'): Promise<DatedFair | null> {
	const store = await ready()
	const record = visibleOnly(findByIdOrSlug(store.tables.fairs, key), visibility)
	return record ? datedOne(record) : null
}

/** Every work on a checklist must exist: an unknown id would make every later save of the fair refused. */
function assertKnownWorks(draft: Draft, works: FairInput['works']) {
	const unknown = works.filter((w) => !draft.get('artworks', w.artwork_id)).map((w) => w.artwork_id)
	if (unknown.length) throw new InvalidRecordError('works', `Unknown artwork id ${unknown.join(', ')}`)
}

function toRecord(draft: Draft, input: FairInput, id?: number) {
	assertKnownWorks(draft, input.works)
	const { slug, ...fields } = input
	return { ...fields, slug: uniqueSlug(slug || input.title, (s) => draft.taken('fairs', 'slug', s, id), 'fair') }
}

/** The changes after the lock, with this save's added when the checklist is locked and it changed. */
function changesAfterLock(draft: Draft, current: FairRecord, works: FairInput['works'], options: WriteOptions) {
	if (!current.checklist_locked_at) return current.changes_after_lock
	const titleOf = (id: number) => draft.get('artworks', id)?.title ?? `work ${id}`
	const at = now()
	const username = options.actor?.username ?? 'system'
	const added = checklistChanges(current.works, works, titleOf).map((change) => ({ at, username, change }))
	return added.length ? [...current.changes_after_lock, ...added].slice(-FAIR_CHANGES_KEPT) : current.changes_after_lock
}

export async function createFair(input: FairInput, { actor }: WriteOptions = {}): Promise<DatedFair> {
	const record = await mutate((draft) => {
		const time = now()
		return saveVersioned(
			draft,
			'fairs',
			{
				...toRecord(draft, input),
				id: draft.takeId('fairs'),
				version: 1,
				checklist_locked_at: null,
				changes_after_lock: [],
				created_at: time,
				updated_at: time,
			},
			{ current: null, actor },
		)
	})
	return datedOne(record)
}

/** `input` may be made from the stored fair, inside the write (the API's PUT merges over it). */
export async function updateFair(
	id: number,
	input: InputFrom<FairRecord, FairInput>,
	options: WriteOptions = {},
): Promise<DatedFair> {
	const { actor, version, merge } = options
	const record = await mutate((draft) => {
		const current = draft.get('fairs', id)
		if (!current) throw new NotFoundError('Fair not found')
		const fields = toRecord(draft, inputFor(input, current), id)
		return saveVersioned(
			draft,
			'fairs',
			{
				...current,
				...fields,
				changes_after_lock: changesAfterLock(draft, current, fields.works, options),
				updated_at: now(),
			},
			{ current, actor, version, merge },
		)
	})
	return datedOne(record)
}

/** Changes only the checklist (the checklist page's Move up/down, Add, Remove and Save), listed when it is locked. */
export async function setFairWorks(id: number, works: FairInput['works'], options: WriteOptions = {}) {
	const record = await mutate((draft) => {
		const current = draft.get('fairs', id)
		if (!current) throw new NotFoundError('Fair not found')
		checkVersion(draft, 'fairs', current, options.version)
		assertKnownWorks(draft, works)
		const changes = changesAfterLock(draft, current, works, options)
		return saveVersioned(
			draft,
			'fairs',
			{ ...current, works, changes_after_lock: changes, updated_at: now() },
			{ current, actor: options.actor },
		)
	})
	return datedOne(record)
}

export async function setFairVisibility(id: number, isVisible: boolean, { actor, version }: WriteOptions = {}) {
	const record = await mutate((draft) => {
		const current = draft.get('fairs', id)
		if (!current) throw new NotFoundError('Fair not found')
		checkVersion(draft, 'fairs', current, version)
		return saveVersioned(draft, 'fairs', { ...current, is_visible: isVisible, updated_at: now() }, { current, actor })
	})
	return datedOne(record)
}

/** "Lock checklist": from now on, changes to the works are listed with who and when. Locking again keeps the first time. */
export async function lockFairChecklist(id: number, { actor, version }: WriteOptions = {}): Promise<DatedFair> {
	const record = await mutate((draft) => {
		const current = draft.get('fairs', id)
		if (!current) throw new NotFoundError('Fair not found')
		checkVersion(draft, 'fairs', current, version)
		if (current.checklist_locked_at) return current
		const time = now()
		return saveVersioned(
			draft,
			'fairs',
			{ ...current, checklist_locked_at: time, updated_at: time },
			{ current, actor },
		)
	})
	return datedOne(record)
}

export async function deleteFair(id: number, { actor, version }: WriteOptions = {}): Promise<void> {
	await mutate((draft) => {
		if (!removeVersioned(draft, 'fairs', id, actor, version)) throw new NotFoundError('Fair not found')
	})
}

/** A fair as the public sees it: no checklist notes, lock or changes, and only the works that are public themselves. */
export type PublicFair = Omit<DatedFair, 'works' | 'checklist_locked_at' | 'changes_after_lock'> & {
	works: { artwork_id: number }[]
}

function publicFair(fair: DatedFair, visibleWorks: ReadonlyMap<string, unknown>): PublicFair {
	const { works, checklist_locked_at: _locked, changes_after_lock: _changes, ...fields } = fair
	return {
		...fields,
		works: works.filter((w) => visibleWorks.has(String(w.artwork_id))).map((w) => ({ artwork_id: w.artwork_id })),
	}
}

/** GET /api/fairs: visible fairs in their public shape; everything, as stored, for staff. */
export async function listFairsForApi(visibility: Visibility): Promise<readonly (DatedFair | PublicFair)[]> {
	const list = await listFairs(visibility)
	if (visibility === 'all') return list
	const visibleWorks = await visibleArtworksById()
	return list.map((f) => publicFair(f, visibleWorks))
}

/** GET /api/fairs/{id or slug}: a visible fair in its public shape; any fair, as stored, for staff. */
export async function getFairForApi(key: string, visibility: Visibility): Promise<DatedFair | PublicFair | null> {
	const fair = await getFair(key, visibility)
	if (!fair || visibility === 'all') return fair
	return publicFair(fair, await visibleArtworksById())
}

/**
 * The checklist's works that became sold during the fair's dates (its first
 * day to the end of its last, UTC), read from their revisions: the change to
 * `sold` is the revision that says sold after one that did not.
 */
export async function worksSoldDuring(fair: Pick<FairRecord, 'works' | 'start_date' | 'end_date'>): Promise<number[]> {
	const store = await ready()
	const from = Date.parse(fair.start_date)
	const to = Date.parse(fair.end_date) + 86_400_000
	return fair.works
		.map((w) => w.artwork_id)
		.filter((id) => {
			const revisions = [...store.group('revisions', 'record', `artwork:${id}`)].sort((a, b) => a.id - b.id)
			return revisions.some((r, i) => {
				const at = Date.parse(r.at)
				const before = i > 0 ? revisions[i - 1]!.record.availability : null
				return r.record.availability === 'sold' && before !== 'sold' && at >= from && at < to
			})
		})
}

/** The visible fairs that showed a visible work of the artist's, with their display status (an artist page's list). */
export async function listFairsOfArtist(artistId: number): Promise<readonly DatedFair[]> {
	const [fairs, works, store] = await Promise.all([listFairs('visible'), visibleArtworksById(), ready()])
	const byArtist = store.remember(['fairs', 'artworks'], `fairs-by-artist:${today()}`, () => {
		const groups = new Map<number, DatedFair[]>()
		for (const fair of fairs) {
			const artists = new Set(fair.works.flatMap((w) => works.get(String(w.artwork_id))?.artist_id ?? []))
			for (const id of artists) groups.set(id, [...(groups.get(id) ?? []), fair])
		}
		return groups
	})
	return byArtist.get(artistId) ?? []
}
