import { UNSAFE_createClientRoutes, type ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import { routeManifestFor } from '#tests/support/route-manifest.ts'
import { DEFAULT_LOADING_TEXT } from '#app/utils/route-rules.ts'
import { normalPath, routeRulesOf } from './route-rules.server.ts'

type Manifest = ServerBuild['routes']
const manifest = (routes: { id: string; parentId?: string; path?: string; index?: boolean; handle?: unknown }[]) =>
	Object.fromEntries(
		routes.map(({ handle, ...route }) => [route.id, { ...route, module: handle ? { handle } : {} }]),
	) as unknown as Manifest

const ROUTES = manifest([
	{ id: 'root', path: '' },
	{ id: 'admin', parentId: 'root', path: 'admin' },
	{ id: 'admin.users', parentId: 'admin', path: 'users' },
	{ id: 'admin.pages', parentId: 'admin', path: 'pages', handle: { role: 'editor', loadingText: 'Loading pages...' } },
	{ id: 'admin.pages._index', parentId: 'admin.pages', index: true },
	{ id: '_public', parentId: 'root' },
	{ id: '_public.collection', parentId: '_public', path: 'collection', handle: { pageParams: ['q'] } },
	{ id: '_public.$', parentId: '_public', path: '*' },
])

describe('route rules', () => {
	it('are read from the module of the route that answers the path, however the path is spelled', () => {
		const rules = routeRulesOf(ROUTES)
		for (const path of ['/collection', '/Collection/', '//collection', '/%63ollection'])
			expect(rules.at(path), path).toEqual({
				id: '_public.collection',
				path: '/collection',
				rules: { pageParams: ['q'] },
			})
		expect(rules.at('/admin/users')).toEqual({ id: 'admin.users', path: '/admin/users', rules: {} })
		// The route that answers is the last one matched: a layout's rules are not its children's.
		expect(rules.at('/admin/pages')?.id).toBe('admin.pages._index')
		expect(rules.at('/admin/pages')?.rules).toEqual({})
		expect(rules.at('/admin/nothing-here')?.id).toBe('_public.$')
	})

	it('say nothing for a handle that is not ours', () => {
		const rules = routeRulesOf(manifest([{ id: 'root', path: '', handle: 'a string' }]))
		expect(rules.at('/')?.rules).toEqual({})
	})

	it('reads paths as the router matches them', () => {
		expect(normalPath('/admin//Users/')).toBe('/admin/users')
		expect(normalPath('/admin/%75sers')).toBe('/admin/users')
		expect(normalPath('/\\admin')).toBe('/admin')
		expect(normalPath('/%E0%A4%A')).toBe('/%e0%a4%a')
		expect(normalPath('/')).toBe('/')
	})
})

describe('loading texts', () => {
	const TEXTS = {
		'/exhibitions': 'Loading exhibitions...',
		'/exhibition/woven-time': 'Loading exhibition...',
		'/artists/': 'Loading artists...',
		'/artist/amara-okafor': 'Loading artist...',
		'/collection': 'Loading collection...',
		'/artwork/morning-field': 'Loading artwork...',
		'/about': 'Loading content blocks...',
		'/contact': DEFAULT_LOADING_TEXT,
		'/admin/artists': 'Loading artists...',
		'/admin/newsletter': 'Loading subscribers...',
		'/admin/pages': 'Loading page content...',
		'/admin/exhibitions': 'Loading exhibitions...',
		'/admin/exhibitions/3/edit': DEFAULT_LOADING_TEXT,
	}

	it('are said by each page’s route', { timeout: 60_000 }, async () => {
		const rules = routeRulesOf(await routeManifestFor(Object.keys(TEXTS)))
		for (const [path, text] of Object.entries(TEXTS))
			expect(rules.at(path)?.rules.loadingText ?? DEFAULT_LOADING_TEXT, path).toBe(text)
	})

	it('still arrive with the route’s module in the browser: a route not yet loaded has only a lazy `handle`', async () => {
		// Upstream behaviour that app/components/ui/pending-indicator.tsx works around; once the framework gives a
		// pending navigation's handles by itself, this fails and the workaround can go.
		const [route] = UNSAFE_createClientRoutes(
			{ root: { id: 'root', path: '', module: '/root.js', hasLoader: false } } as never,
			{},
			null,
			true,
			false,
		)
		expect(route!.handle).toBeUndefined()
		expect(typeof (route!.lazy as { handle?: unknown }).handle).toBe('function')
	})
})
