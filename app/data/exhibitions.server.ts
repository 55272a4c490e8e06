import { type ExhibitionInput } from '#app/schemas/exhibition.ts'
import { type Exhibition } from '#app/schemas/records.ts'
import { type DisplayStatus, galleryToday, withDisplayStatus } from '#app/utils/exhibition-status.ts'
import { uniqueSlug } from '#app/utils/slug.ts'
import { galleryTimeZone } from '#app/utils/time-zone.ts'
import { type Draft, mutate, NotFoundError, ready } from './db.server.ts'
import { now } from '#app/utils/clock.ts'
import { listing } from './listing.ts'
import { checkVersion, removeVersioned, saveVersioned, type WriteOptions } from './revisions.server.ts'
import { assertKnownIds, findByIdOrSlug, type InputFrom, inputFor, type Visibility, visibleOnly } from './lookup.ts'

/** start_date descending; undated ones last. */
export function compareExhibitions(a: Exhibition, b: Exhibition) {
	const at = a.start_date ? Date.parse(a.start_date) : -Infinity
	const bt = b.start_date ? Date.parse(b.start_date) : -Infinity
	return bt - at || a.title.localeCompare(b.title)
}

const exhibitions = listing('exhibitions', compareExhibitions)

/** An exhibition as it is read: the stored record and what it reads as today (`display_status`). */
export type DatedExhibition = Exhibition & { display_status: DisplayStatus }

/** Today in the gallery's time zone (GALLERY_TIMEZONE, docs/public-site.md, 'The gallery's today'). */
const today = () => galleryToday(galleryTimeZone())

/** Records are handed out frozen, and so are they with their display status. */
const datedOne = (e: Exhibition, day = today()): DatedExhibition => Object.freeze(withDisplayStatus(e, day))
const dated = (list: readonly Exhibition[], today: string): readonly DatedExhibition[] =>
	Object.freeze(list.map((e) => datedOne(e, today)))

/**
 * Start date descending, undated ones last, each with its display status;
 * remembered until the next change of the exhibitions or the next day (in the gallery's time zone).
 */
export async function listExhibitions(visibility: Visibility = 'visible'): Promise<readonly DatedExhibition[]> {
	const day = today()
	return exhibitions.view(visibility, `dated:${day}`, (list) => dated(list, day))
}

/**
 * A view of the exhibitions (filtered, grouped, counted) with their display
 * status and today's date, remembered until their next change or the next day.
 */
export async function viewExhibitions<T>(
	visibility: Visibility,
	key: string,
	compute: (list: readonly DatedExhibition[], today: string) => T,
): Promise<T> {
	const day = today()
	const list = await listExhibitions(visibility)
	return exhibitions.view(visibility, `${key}:${day}`, () => compute(list, day))
}

export async function getExhibition(
	key: string | number,
	visibility: Visibility = 'visible',
): Promise<DatedExhibition | null> {
	const store = await ready()
	const record = visibleOnly(findByIdOrSlug(store.tables.exhibitions, key), visibility)
	return record ? datedOne(record) : null
}

/** The visible exhibitions that list the artist, with their display status. */
export async function listExhibitionsOfArtist(artistId: number): Promise<readonly DatedExhibition[]> {
	const byArtist = await viewExhibitions('visible', 'by-artist', (list) => {
		const groups = new Map<string, DatedExhibition[]>()
		for (const e of list) {
			for (const id of e.assigned_artists) {
				const group = groups.get(id)
				if (group) group.push(e)
				else groups.set(id, [e])
			}
		}
		return groups
	})
	return byArtist.get(String(artistId)) ?? []
}

function toRecord(draft: Draft, input: ExhibitionInput, id?: number) {
	assertKnownIds(draft, 'artists', input.assigned_artists, 'assigned_artists')
	assertKnownIds(draft, 'artworks', input.assigned_artworks, 'assigned_artworks')
	const { slug, ...fields } = input
	return {
		...fields,
		slug: uniqueSlug(slug || input.title, (s) => draft.taken('exhibitions', 'slug', s, id), 'exhibition'),
	}
}

export async function createExhibition(input: ExhibitionInput, { actor }: WriteOptions = {}): Promise<DatedExhibition> {
	const record = await mutate((draft) => {
		const time = now()
		return saveVersioned(
			draft,
			'exhibitions',
			{ ...toRecord(draft, input), id: draft.takeId('exhibitions'), version: 1, created_at: time, updated_at: time },
			{ current: null, actor },
		)
	})
	return datedOne(record)
}

/** `input` may be made from the stored exhibition, inside the write. */
export async function updateExhibition(
	id: number,
	input: InputFrom<Exhibition, ExhibitionInput>,
	{ actor, version, merge }: WriteOptions = {},
): Promise<DatedExhibition> {
	const record = await mutate((draft) => {
		const current = draft.get('exhibitions', id)
		if (!current) throw new NotFoundError('Exhibition not found')
		return saveVersioned(
			draft,
			'exhibitions',
			{ ...current, ...toRecord(draft, inputFor(input, current), id), updated_at: now() },
			{ current, actor, version, merge },
		)
	})
	return datedOne(record)
}

export async function setExhibitionVisibility(
	id: number,
	isVisible: boolean,
	{ actor, version }: WriteOptions = {},
): Promise<DatedExhibition> {
	const record = await mutate((draft) => {
		const current = draft.get('exhibitions', id)
		if (!current) throw new NotFoundError('Exhibition not found')
		checkVersion(draft, 'exhibitions', current, version)
		return saveVersioned(
			draft,
			'exhibitions',
			{ ...current, is_visible: isVisible, updated_at: now() },
			{ current, actor },
		)
	})
	return datedOne(record)
}

export async function deleteExhibition(id: number, { actor, version }: WriteOptions = {}): Promise<void> {
	await mutate((draft) => {
		if (!removeVersioned(draft, 'exhibitions', id, actor, version)) throw new NotFoundError('Exhibition not found')
	})
}
