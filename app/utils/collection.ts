import { type Translate } from '#app/utils/i18n/translate.ts'
import { type Language, type Translations } from '#app/utils/languages.ts'
import { isAvailability } from './sales.ts'

/**
 * The public collection's search, filters and pagination, as a pure function of
 * the artworks and the URL's query (`/collection?q=&category=&artist=&availability=&page=`).
 */
export const COLLECTION_PAGE_SIZE = 24

export type CollectionItem = {
	title: string
	artist_name: string
	description: string
	category: string
	availability: string
	/** The title and description in other languages (contract section 21), which a search on their page matches. */
	translations?: Translations
}

export type CollectionQuery = { q: string; category: string; artist: string; availability: string; page: number }

/** Reads the query from URL search params; anything odd falls back to "no filter" and page 1. */
export function parseCollectionQuery(params: URLSearchParams): CollectionQuery {
	const text = (key: string) => (params.get(key) ?? '').trim().slice(0, 200)
	const page = Number.parseInt(params.get('page') ?? '', 10)
	const availability = text('availability')
	return {
		q: text('q'),
		category: text('category'),
		artist: text('artist'),
		availability: isAvailability(availability) ? availability : '',
		page: Number.isFinite(page) && page > 0 ? page : 1,
	}
}

export function hasActiveFilter(query: Pick<CollectionQuery, 'q' | 'category' | 'artist' | 'availability'>) {
	return Boolean(query.q || query.category || query.artist || query.availability)
}

/** Distinct non-blank values, sorted alphabetically (case-insensitive). */
export function distinctValues(values: readonly string[]): string[] {
	const seen = new Map<string, string>()
	for (const value of values) {
		const clean = value.trim()
		if (clean && !seen.has(clean.toLowerCase())) seen.set(clean.toLowerCase(), clean)
	}
	return [...seen.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
}

/** The texts a search reads: the title, artist and description, and the title and description in `lang`. */
function searchedTexts(item: CollectionItem, lang: Language | undefined) {
	const translated = lang ? item.translations?.[lang] : undefined
	return [item.title, item.artist_name, item.description, translated?.title ?? '', translated?.description ?? '']
}

function matches<T extends CollectionItem>(item: T, query: CollectionQuery, lang: Language | undefined) {
	const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
	if (query.category && !same(item.category, query.category)) return false
	if (query.artist && !same(item.artist_name, query.artist)) return false
	if (query.availability && item.availability !== query.availability) return false
	if (!query.q) return true
	const needle = query.q.toLowerCase()
	return searchedTexts(item, lang).some((field) => field.toLowerCase().includes(needle))
}

export type CollectionResult<T> = {
	items: T[]
	/** All artworks in the collection, before filtering. */
	total: number
	/** Artworks matching the filters, over all pages. */
	matching: number
	page: number
	pageCount: number
	/** The positions (from 1) of this page's first and last item among the matching ones; 0 and 0 when none. */
	first: number
	last: number
}

/**
 * Filters by free text (title, artist, description, and on a page in another language `lang`'s title and
 * description too), category and artist (both compared case-insensitively), then cuts out the requested page. A
 * page past the end is clamped to the last one.
 */
export function filterCollection<T extends CollectionItem>(
	all: readonly T[],
	query: CollectionQuery,
	pageSize = COLLECTION_PAGE_SIZE,
	lang?: Language,
): CollectionResult<T> {
	const found = all.filter((item) => matches(item, query, lang))
	const pageCount = Math.max(1, Math.ceil(found.length / pageSize))
	const page = Math.min(Math.max(1, query.page), pageCount)
	const items = found.slice((page - 1) * pageSize, page * pageSize)
	const first = items.length ? (page - 1) * pageSize + 1 : 0
	return {
		items,
		total: all.length,
		matching: found.length,
		page,
		pageCount,
		first,
		last: items.length ? first + items.length - 1 : 0,
	}
}

/**
 * The collection's 'Showing X of Y artworks': X works match the filters, out of the
 * Y in the collection, whichever page is shown (the page gives its own range).
 */
export function collectionCountLine(result: Pick<CollectionResult<unknown>, 'matching' | 'total'>, t: Translate) {
	return t('collection.showing', { matching: result.matching, total: result.total })
}

/** The page's place in the results, beside the pagination: 'Page 2 of 2, works 25–30'. */
export function collectionRangeLine(
	result: Pick<CollectionResult<unknown>, 'page' | 'pageCount' | 'first' | 'last'>,
	t: Translate,
) {
	return t('collection.range', {
		page: result.page,
		count: result.pageCount,
		first: result.first,
		last: result.last,
	})
}

/** The URL of another page of the same results. */
export function collectionHref(query: Omit<CollectionQuery, 'page'>, page: number) {
	const params = new URLSearchParams()
	if (query.q) params.set('q', query.q)
	if (query.category) params.set('category', query.category)
	if (query.artist) params.set('artist', query.artist)
	if (query.availability) params.set('availability', query.availability)
	if (page > 1) params.set('page', String(page))
	const search = params.toString()
	return search ? `/collection?${search}` : '/collection'
}
