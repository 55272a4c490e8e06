import { RouterContextProvider, type ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import { readRouteRulesFrom } from '#app/server/route-rules.server.ts'
import { byPath, publicRoutesOnly } from './public-build.server.ts'

// A page the cache may answer says which query parameters it reads (`handle.pageParams`).
const PAGE = { pageParams: [] }
const route = (id: string, parentId: string | undefined, path?: string, index?: boolean, handle?: object) => ({
	id,
	parentId,
	path,
	index,
	handle,
})
const ROUTES = [
	route('root', undefined),
	route('routes/public/_public', 'root'),
	route('routes/public/_public._index', 'routes/public/_public', undefined, true, PAGE),
	route('routes/public/_public.collection', 'routes/public/_public', 'collection', false, PAGE),
	route('routes/public/_public.$', 'routes/public/_public', '*'),
	route('routes/public/_public.viewing-room.$token._index', 'routes/public/_public', 'viewing-room/:token', true),
	route('routes/public/robots[.]txt', 'root', 'robots.txt'),
	route('routes/iiif/iiif.3.$id.$', 'root', 'iiif/3/:id/*'),
	route('routes/admin/admin', 'root', 'admin'),
	route('routes/admin/admin.pages', 'routes/admin/admin', 'pages', false, { role: 'editor' }),
	route('routes/api/api.artworks', 'root', 'api/artworks'),
	route('routes/api/api.$', 'root', 'api/*'),
]
const build = {
	routes: Object.fromEntries(ROUTES.map(({ handle, ...r }) => [r.id, { ...r, module: handle ? { handle } : {} }])),
	assets: { version: 'v1', url: '/assets/manifest.js', routes: Object.fromEntries(ROUTES.map((r) => [r.id, r])) },
	future: {},
} as unknown as ServerBuild

describe('publicRoutesOnly', () => {
	it('keeps the routes of the pages the cache answers and their parents, in the build and in the manifest announced to browsers', () => {
		const kept = publicRoutesOnly(build)
		const ids = ['root', 'routes/public/_public', 'routes/public/_public._index', 'routes/public/_public.collection']
		expect(Object.keys(kept.routes)).toEqual(ids)
		expect(Object.keys(kept.assets.routes)).toEqual(ids)
		expect(kept.routes['root']).toBe(build.routes['root'])
		expect(kept.assets.version).toBe('v1')
		// The build it came from is left whole.
		expect(Object.keys(build.routes)).toHaveLength(ROUTES.length)
	})
})

describe('byPath', () => {
	it('renders cached pages with their routes, and any path that turns out not to be one with the whole app', async () => {
		readRouteRulesFrom(build.routes)
		const seen: string[] = []
		const handle = byPath(
			async (request) => (seen.push(`public ${new URL(request.url).pathname}`), new Response()),
			async (request) => (seen.push(`whole ${new URL(request.url).pathname}`), new Response()),
		)
		for (const path of ['/collection', '/', '/./admin/pages', '/collection/../api/artworks', '/robots.txt'])
			await handle(new Request(`http://gallery.test${path}`), new RouterContextProvider())
		expect(seen).toEqual([
			'public /collection',
			'public /',
			'whole /admin/pages',
			'whole /api/artworks',
			'whole /robots.txt',
		])
	})
})
