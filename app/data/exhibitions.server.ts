import { type ExhibitionInput } from '#app/schemas/exhibition.ts'
import { uniqueSlug } from '#app/utils/slug.ts'
import { mutate, NotFoundError, readData } from './db.server.ts'
import { now, takeId } from './ids.ts'
import { type Exhibition } from '#app/schemas/records.ts'
import { findByIdOrSlug, type Visibility } from './lookup.ts'

/** start_date descending; undated ones last. */
export function compareExhibitions(a: Exhibition, b: Exhibition) {
	const at = a.start_date ? Date.parse(a.start_date) : -Infinity
	const bt = b.start_date ? Date.parse(b.start_date) : -Infinity
	return bt - at || a.title.localeCompare(b.title)
}

export async function listExhibitions(visibility: Visibility = 'visible'): Promise<Exhibition[]> {
	const data = await readData()
	const list = data.exhibitions.filter((e) => visibility === 'all' || e.is_visible)
	return structuredClone(list).sort(compareExhibitions)
}

export async function getExhibition(key: string | number, visibility: Visibility = 'visible'): Promise<Exhibition | null> {
	const data = await readData()
	const found = findByIdOrSlug(data.exhibitions, key)
	if (!found || (visibility === 'visible' && !found.is_visible)) return null
	return structuredClone(found)
}

export async function createExhibition(input: ExhibitionInput): Promise<Exhibition> {
	return mutate((draft) => {
		const time = now()
		const record: Exhibition = {
			...input,
			id: takeId(draft, 'exhibitions'),
			slug: uniqueSlug(input.slug || input.title, draft.exhibitions.map((e) => e.slug), 'exhibition'),
			created_at: time,
			updated_at: time,
		}
		draft.exhibitions.push(record)
		return record
	})
}

export async function updateExhibition(id: number, input: ExhibitionInput): Promise<Exhibition> {
	return mutate((draft) => {
		const record = draft.exhibitions.find((e) => e.id === id)
		if (!record) throw new NotFoundError('Exhibition not found')
		const others = draft.exhibitions.filter((e) => e.id !== id).map((e) => e.slug)
		Object.assign(record, input, {
			slug: uniqueSlug(input.slug || input.title, others, 'exhibition'),
			updated_at: now(),
		})
		return record
	})
}

export async function setExhibitionVisibility(id: number, isVisible: boolean): Promise<Exhibition> {
	return mutate((draft) => {
		const record = draft.exhibitions.find((e) => e.id === id)
		if (!record) throw new NotFoundError('Exhibition not found')
		record.is_visible = isVisible
		record.updated_at = now()
		return record
	})
}

export async function deleteExhibition(id: number): Promise<void> {
	await mutate((draft) => {
		const before = draft.exhibitions.length
		draft.exhibitions = draft.exhibitions.filter((e) => e.id !== id)
		if (draft.exhibitions.length === before) throw new NotFoundError('Exhibition not found')
	})
}
