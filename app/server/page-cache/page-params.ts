import { routeAt } from '#app/server/route-rules.server.ts'

/**
 * The query parameters each public page reads, as its route says in its module: `handle.pageParams`
 * (app/utils/route-rules.ts). Any other parameter (`utm_source`, `fbclid`, a made-up one) changes nothing on the
 * page, so the page cache leaves it out of its key and out of the URL it renders: one page, one entry and one
 * render, whatever a link or a crawler appends, and nothing of the ignored parameters can reach a kept page. A page
 * whose route does not say which parameters it reads is never answered from the cache: the cache would drop them.
 *
 * Why not a redirect to the canonical URL: a visitor who follows a campaign or social link would pay a round trip
 * before the first byte, and the page is the same either way.
 *
 * `page-params.test.ts` checks each public route's list against what the route reads.
 */

/** Route data URLs (`/collection.data`, `/_root.data` for the home page) also name the routes whose data they want. */
const DATA_PARAMS = ['_routes']

/** The page a path shows: a route data URL's page, or the path itself. */
function pageOf(path: string) {
	if (!path.endsWith('.data')) return path
	return path === '/_root.data' ? '/' : path.slice(0, -'.data'.length)
}

/** The parameters the page at `path` reads (route data URLs: also `_routes`), or null when its route does not say. */
export function paramsRead(path: string): readonly string[] | null {
	const read = routeAt(pageOf(path))?.rules.pageParams
	if (!read) return null
	return path.endsWith('.data') ? [...DATA_PARAMS, ...read] : read
}

/**
 * Whether the page cache may answer `path`: its route says which query parameters it reads. The back office, the
 * API, a private viewing room (docs/public-site.md, 'Viewing rooms'), the router's route manifest (`/__manifest`,
 * whose answer depends on every parameter) and a path no page answers say nothing, so they never come from it.
 */
export function isCachedPage(path: string): boolean {
	return paramsRead(path) !== null
}

/**
 * The query of the page's canonical URL: the parameters it reads, sorted by
 * name (values of one name keep their order), in one spelling; '' when none
 * is left.
 */
export function canonicalQuery(path: string, raw: string): string {
	if (!raw) return ''
	const read = paramsRead(path) ?? []
	if (read.length === 0) return ''
	const pairs = [...new URLSearchParams(raw)].filter(([name]) => read.includes(name))
	pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
	return new URLSearchParams(pairs).toString()
}
