import { type RouterContextProvider, type ServerBuild } from 'react-router'
import { routeHandleOf } from '#app/utils/route-rules.ts'
import { isCachedPage } from './page-params.ts'

/**
 * The server build as the page cache renders with it: the same build with only the routes of the pages it may
 * answer (those whose module says which query parameters they read, `handle.pageParams`) and their parents, the
 * only routes a request the cache renders can reach (`isCachedPage`).
 *
 * Why: the router matches a path by ranking every route of the app on each call, and a page render matches four
 * times or more (the request, the data, the rendered routes, the routes announced to the browser); with the 120
 * routes of the back office and the API among the 140, matching was a fifth of a public page's time. Leaving out
 * routes that a cached page's path does not reach changes no match, so the same page comes out (the routes
 * announced to the browser are those of the page's path and its parents).
 */
export function publicRoutesOnly(build: ServerBuild): ServerBuild {
	const routes = build.routes
	const kept = new Set<string>()
	for (const route of Object.values(routes)) {
		if (!route || !routeHandleOf(route.module.handle).pageParams) continue
		for (let r: typeof route | undefined = route; r && !kept.has(r.id); r = r.parentId ? routes[r.parentId] : undefined)
			kept.add(r.id)
	}
	const keep = <T>(all: Record<string, T>) =>
		Object.fromEntries(Object.entries(all).filter(([id]) => kept.has(id))) as Record<string, T>
	return {
		...build,
		routes: keep(routes),
		assets: { ...build.assets, routes: keep(build.assets.routes) },
	}
}

/**
 * The handler for the page cache's renders: a cached page's path goes to `publicHandle` (made from
 * `publicRoutesOnly`), any other (a path the URL parser turned into `/admin/…`, say `/./admin`) to `handle`, the
 * whole app.
 */
type Handle = (request: Request, context: RouterContextProvider) => Promise<Response>

export function byPath(publicHandle: Handle, handle: Handle): Handle {
	return (request, context) => (isCachedPage(new URL(request.url).pathname) ? publicHandle : handle)(request, context)
}
