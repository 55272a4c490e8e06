import { type Sliceable } from './lazy-list.ts'

/**
 * One page of a list: the `page` query parameter (1-based; anything odd is
 * page 1, a page past the end is the last one) cut out of the whole list.
 */
export type Page<T> = { items: T[]; page: number; pageCount: number; matching: number }

export function readPage(value: string | null | undefined): number {
	const page = Number.parseInt(value ?? '', 10)
	return Number.isFinite(page) && page > 0 ? page : 1
}

export function pageOf<T>(list: Sliceable<T>, page: number, perPage: number): Page<T> {
	const pageCount = Math.max(1, Math.ceil(list.length / perPage))
	const current = Math.min(Math.max(1, page), pageCount)
	return {
		items: list.slice((current - 1) * perPage, current * perPage),
		page: current,
		pageCount,
		matching: list.length,
	}
}

/** The list's filters as a key: the named query parameters, in order, trimmed. */
export function filterKey(params: URLSearchParams, names: readonly string[]): string {
	return JSON.stringify(names.map((name) => (params.get(name) ?? '').trim()))
}
