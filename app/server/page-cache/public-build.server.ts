import { type RouterContextProvider, type ServerBuild } from 'react-router'
import { isPublicPath } from './request.server.ts'

/**
 * The server build as the page cache renders with it: the same build without the back office's and the API's
 * routes (those under `/admin` and `/api`), which no request the cache renders can reach (`isPublicPath`).
 *
 * Why: the router matches a path by ranking every route of the app on each call, and a page render matches four
 * times or more (the request, the data, the rendered routes, the routes announced to the browser); with the 120
 * routes of the back office and the API among the 140, matching was a fifth of a public page's time. Leaving out
 * routes no public path can match changes no match, so the same page comes out (the routes announced to the
 * browser are those of the page's path and its parents, all public).
 */
export function publicRoutesOnly(build: ServerBuild): ServerBuild {
	const routes = build.routes
	const fullPath = (id: string): string => {
		const parts: string[] = []
		for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined)
			if (route.path) parts.unshift(route.path)
		return `/${parts.join('/')}`
	}
	const kept = new Set(Object.keys(routes).filter((id) => isPublicPath(fullPath(id))))
	const keep = <T>(all: Record<string, T>) =>
		Object.fromEntries(Object.entries(all).filter(([id]) => kept.has(id))) as Record<string, T>
	return {
		...build,
		routes: keep(routes),
		assets: { ...build.assets, routes: keep(build.assets.routes) },
	}
}

/**
 * The handler for the page cache's renders: public paths go to `publicHandle` (made from `publicRoutesOnly`), any
 * other (a path the URL parser turned into `/admin/…`, say `/./admin`) to `handle`, the whole app.
 */
type Handle = (request: Request, context: RouterContextProvider) => Promise<Response>

export function byPath(publicHandle: Handle, handle: Handle): Handle {
	return (request, context) => (isPublicPath(new URL(request.url).pathname) ? publicHandle : handle)(request, context)
}
