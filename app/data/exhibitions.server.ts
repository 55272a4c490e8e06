import { type ExhibitionInput } from '#app/schemas/exhibition.ts'
import { type Exhibition } from '#app/schemas/records.ts'
import { uniqueSlug } from '#app/utils/slug.ts'
import { type Draft, mutate, NotFoundError, ready } from './db.server.ts'
import { now } from './ids.ts'
import { listing } from './listing.ts'
import { assertKnownIds, findByIdOrSlug, type InputFrom, inputFor, type Visibility, visibleOnly } from './lookup.ts'

/** start_date descending; undated ones last. */
export function compareExhibitions(a: Exhibition, b: Exhibition) {
	const at = a.start_date ? Date.parse(a.start_date) : -Infinity
	const bt = b.start_date ? Date.parse(b.start_date) : -Infinity
	return bt - at || a.title.localeCompare(b.title)
}

const exhibitions = listing('exhibitions', compareExhibitions)

/** Start date descending, undated ones last; remembered until the next change of the exhibitions. */
export const listExhibitions = exhibitions.list

/** A view of the exhibitions (filtered, grouped, counted), remembered until their next change. */
export const viewExhibitions = exhibitions.view

export async function getExhibition(key: string | number, visibility: Visibility = 'visible'): Promise<Exhibition | null> {
	const store = await ready()
	return visibleOnly(findByIdOrSlug(store.tables.exhibitions, key), visibility)
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

export async function createExhibition(input: ExhibitionInput): Promise<Exhibition> {
	return mutate((draft) => {
		const time = now()
		return draft.put('exhibitions', {
			...toRecord(draft, input),
			id: draft.takeId('exhibitions'),
			created_at: time,
			updated_at: time,
		})
	})
}

/** `input` may be made from the stored exhibition, inside the write. */
export async function updateExhibition(id: number, input: InputFrom<Exhibition, ExhibitionInput>): Promise<Exhibition> {
	return mutate((draft) => {
		const current = draft.get('exhibitions', id)
		if (!current) throw new NotFoundError('Exhibition not found')
		return draft.put('exhibitions', {
			...current,
			...toRecord(draft, inputFor(input, current), id),
			updated_at: now(),
		})
	})
}

export async function setExhibitionVisibility(id: number, isVisible: boolean): Promise<Exhibition> {
	return mutate((draft) => {
		const record = draft.update('exhibitions', id, (e) => ({ ...e, is_visible: isVisible, updated_at: now() }))
		if (!record) throw new NotFoundError('Exhibition not found')
		return record
	})
}

export async function deleteExhibition(id: number): Promise<void> {
	await mutate((draft) => {
		if (!draft.remove('exhibitions', id)) throw new NotFoundError('Exhibition not found')
	})
}
