import { InvalidRecordError } from './errors.ts'
import { isPublicNow, type Publishable } from '#app/utils/publishing.ts'
import { type Draft } from './store/draft.ts'
import { type Table } from './store/table.ts'
import { type Records } from './store/units.ts'

export type Visibility = 'visible' | 'all'
type Sluggable = 'exhibitions' | 'artists' | 'artworks' | 'fairs'

/** Finds a record by numeric id or by slug, as item reads accept both. */
export function findByIdOrSlug<N extends Sluggable>(table: Table<N>, key: string | number): Records[N] | undefined {
	const text = String(key).trim()
	if (/^\d+$/.test(text)) {
		const byId = table.get(Number(text))
		if (byId) return byId
	}
	return table.find('slug', text)
}

/** The record when `visibility` lets it be seen: 'visible' means public now (visible, and its publish time come). */
export function visibleOnly<T extends Publishable>(record: T | undefined, visibility: Visibility) {
	return record && (visibility === 'all' || isPublicNow(record)) ? record : null
}

const LABELS = { artists: 'artist', artworks: 'artwork' } as const

/** Assigned ids must name real records; checked inside the write, so a delete meanwhile cannot slip through. */
export function assertKnownIds(draft: Draft, name: 'artists' | 'artworks', ids: readonly string[], field: string) {
	const unknown = ids.filter((id) => !draft.get(name, Number(id)))
	if (unknown.length) throw new InvalidRecordError(field, `Unknown ${LABELS[name]} id ${unknown.join(', ')}`)
}

/** An input, or how to make it from the stored record: a partial update merges inside the write. */
export type InputFrom<R, I> = I | ((current: R) => I)

export function inputFor<R, I>(input: InputFrom<R, I>, current: R): I {
	return typeof input === 'function' ? (input as (current: R) => I)(current) : input
}
