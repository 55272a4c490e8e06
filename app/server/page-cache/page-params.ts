/**
 * The query parameters each public page reads. Any other parameter
 * (`utm_source`, `fbclid`, a made-up one) changes nothing on the page, so the
 * page cache leaves it out of its key and out of the URL it renders: one page,
 * one entry and one render, whatever a link or a crawler appends, and nothing
 * of the ignored parameters can reach a kept page.
 *
 * Why not a redirect to the canonical URL: a visitor who follows a campaign
 * or social link would pay a round trip before the first byte, and the page is
 * the same either way.
 *
 * A page that starts reading a parameter adds it here; `page-params.test.ts`
 * checks this list against what the public routes read.
 */
export const PAGE_PARAMS: readonly (readonly [RegExp, readonly string[]])[] = [
	[/^\/collection$/, ['q', 'category', 'artist', 'availability', 'page']],
	[/^\/(?:exhibitions|artists)$/, ['page']],
	[/^\/artist\/[^/]+$/, ['page']],
	[/^\/exhibition\/[^/]+$/, ['gallery']],
	[/^\/artwork\/[^/]+$/, ['image']],
]

/** Route data URLs (`/collection.data`, `/_root.data` for the home page) also name the routes whose data they want. */
const DATA_PARAMS = ['_routes']

/** The parameters the page at `path` reads (route data URLs: also `_routes`). */
export function paramsRead(path: string): readonly string[] {
	if (path.endsWith('.data')) {
		const page = path === '/_root.data' ? '/' : path.slice(0, -'.data'.length)
		return [...DATA_PARAMS, ...paramsRead(page)]
	}
	let decoded = path
	try {
		decoded = decodeURIComponent(path)
	} catch {
		return []
	}
	const page = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded
	return PAGE_PARAMS.find(([pattern]) => pattern.test(page))?.[1] ?? []
}

/**
 * The query of the page's canonical URL: the parameters it reads, sorted by
 * name (values of one name keep their order), in one spelling; '' when none
 * is left.
 */
export function canonicalQuery(path: string, raw: string): string {
	if (!raw) return ''
	const read = paramsRead(path)
	if (read.length === 0) return ''
	const pairs = [...new URLSearchParams(raw)].filter(([name]) => read.includes(name))
	pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
	return new URLSearchParams(pairs).toString()
}
