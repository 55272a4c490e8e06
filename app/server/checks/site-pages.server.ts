import { getArtist } from '#app/data/artists.server.ts'
import { getArtwork } from '#app/data/artworks.server.ts'
import { getExhibition } from '#app/data/exhibitions.server.ts'
import { getFair } from '#app/data/fairs.server.ts'
import { routeAt } from '#app/server/route-rules.server.ts'
import { baseRouteId, pathWithoutLanguage } from '#app/utils/i18n/page-language.ts'

/** The page a visitor reaches at a path no other route answers: 'Oops! Page not found' (404). */
const NOT_FOUND_ROUTE = 'routes/public/_public.$'

/**
 * The public pages that answer 404 when their record is missing, hidden or not yet published: each asks the data
 * layer as its loader does, by the path's second segment (`/artist/{slug}`, `/artwork/{slug}/image/2`, `/fair/{slug}`).
 */
const RECORD_PAGES: Record<string, (slug: string) => Promise<unknown>> = {
	'routes/public/_public.exhibition.$slug': (slug) => getExhibition(slug),
	'routes/public/_public.exhibition.$slug_.image.$n': (slug) => getExhibition(slug),
	'routes/public/_public.artist.$slug': (slug) => getArtist(slug),
	'routes/public/_public.artwork.$slug': (slug) => getArtwork(slug),
	'routes/public/_public.artwork.$slug_.image.$n': (slug) => getArtwork(slug),
	'routes/public/_public.fair.$slug': (slug) => getFair(slug),
}

/**
 * Whether a path of this site answers 404, asked of the server's own router and data (never over the network):
 * no route, the not-found page, or a record page whose record a visitor cannot see.
 */
export async function answers404(path: string): Promise<boolean> {
	const route = routeAt(path)
	// The same page in another language (`/de/artist/x`) is the same route under its language's prefix.
	const id = route ? baseRouteId(route.id) : null
	if (!route || id === NOT_FOUND_ROUTE) return true
	const lookup = RECORD_PAGES[id!]
	if (!lookup) return false
	const slug = pathWithoutLanguage(route.path).split('/')[2] ?? ''
	return !(await lookup(slug))
}

/** Of `paths`, those that answer 404. */
export async function missingPagesAmong(paths: Iterable<string>): Promise<Set<string>> {
	const missing = new Set<string>()
	for (const path of paths) if (await answers404(path)) missing.add(path)
	return missing
}
