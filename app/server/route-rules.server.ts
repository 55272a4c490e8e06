import { LRUCache } from 'lru-cache'
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { routeHandleOf, type RouteHandle } from '#app/utils/route-rules.ts'

/**
 * Each route's rules, read from its module's `handle` (app/utils/route-rules.ts) through the router: the path is
 * matched with React Router's own `matchRoutes` against the server build's route manifest, and the route that
 * answers it (the last match) says its rules. Who may use a path, a request body's bound and the query a page
 * reads are all read here, by the Express layer before the router runs and by loaders and actions alike.
 */
export type RouteManifest = ServerBuild['routes']

/** The route a path reaches: its id, its rules, and the path it was matched as (decoded, lower case). */
export type RouteAt = { id: string; rules: RouteHandle; path: string }

export type RouteRules = {
	/** The route that answers `pathname`, or null when none does (a 404, a malformed escape). */
	at(pathname: string): RouteAt | null
	/** The manifest these rules were read from. */
	manifest: RouteManifest
}

/**
 * Decoded, lower case, `\` read as `/`, without doubled slashes or a trailing one: `/admin//Users/` and
 * `/admin/%75sers` are `/admin/users`, as the router itself matches them. A malformed escape: as it was sent.
 */
export function normalPath(pathname: string) {
	let path = pathname
	try {
		path = decodeURIComponent(pathname)
	} catch {
		// judged as sent
	}
	return path
		.toLowerCase()
		.replace(/\\/g, '/')
		.replace(/\/{2,}/g, '/')
		.replace(/(.)\/$/, '$1')
}

function decodes(pathname: string) {
	try {
		decodeURIComponent(pathname)
		return true
	} catch {
		return false
	}
}

export function routeRulesOf(manifest: RouteManifest): RouteRules {
	const byParent = new Map<string | undefined, RouteObject[]>()
	for (const route of Object.values(manifest)) {
		if (!route) continue
		const siblings = byParent.get(route.parentId) ?? []
		siblings.push({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive })
		byParent.set(route.parentId, siblings)
	}
	const withChildren = (routes: RouteObject[]): RouteObject[] =>
		routes.map((route) => {
			const children = byParent.get(route.id)
			return (children ? { ...route, children: withChildren(children) } : route) as RouteObject
		})
	const tree = withChildren(byParent.get(undefined) ?? [])
	// Paths come from anyone: the answers are kept for the paths asked most, within a bound.
	const seen = new LRUCache<string, { found: RouteAt | null }>({ max: 2000 })
	return {
		manifest,
		at(pathname) {
			if (!decodes(pathname)) return null
			const path = normalPath(pathname)
			const known = seen.get(path)
			if (known) return known.found
			const leaf = matchRoutes(tree, path)?.at(-1)
			const id = leaf?.route.id
			const found = id ? { id, path, rules: routeHandleOf(manifest[id]?.module.handle) } : null
			seen.set(path, { found })
			return found
		},
	}
}

let manifestOf: (() => RouteManifest) | undefined
let current: RouteRules | undefined

/**
 * Where the running server's routes come from: the server build's entry (app/entry.server.tsx) gives the build's
 * own manifest, read when first needed (and again after a development server reloads the build); a test may give
 * a manifest of its own.
 */
export function readRouteRulesFrom(manifest: RouteManifest | (() => RouteManifest)) {
	manifestOf = typeof manifest === 'function' ? manifest : () => manifest
	current = undefined
}

/** The route that answers `pathname` in the running server's build, or null. */
export function routeAt(pathname: string): RouteAt | null {
	if (!manifestOf) throw new Error('Route rules read before the server build gave its routes (readRouteRulesFrom)')
	const manifest = manifestOf()
	if (current?.manifest !== manifest) current = routeRulesOf(manifest)
	return current.at(pathname)
}
