import { useContext, useEffect, useState } from 'react'
import { matchRoutes, UNSAFE_DataRouterContext, useNavigation, type Location, type RouteObject } from 'react-router'
import { DEFAULT_LOADING_TEXT, routeHandleOf } from '#app/utils/route-rules.ts'

/**
 * During a client-side navigation, a thin bar and the page's loading text ('Loading exhibitions...' etc.), which
 * the page's route says in its module (`handle.loadingText`, app/utils/route-rules.ts). Server-rendered pages never
 * show it.
 */
export function PendingIndicator() {
	const navigation = useNavigation()
	const text = useLoadingText(navigation.state === 'loading' ? navigation.location : undefined)
	if (navigation.state !== 'loading' || !navigation.location) return null
	return (
		<div
			role="status"
			aria-live="polite"
			className="pointer-events-none fixed inset-x-0 top-0 z-50"
			data-testid="pending-indicator"
		>
			<div className="h-1 w-full bg-accent motion-safe:animate-pulse" />
			<p className="mx-auto mt-2 w-fit rounded-full bg-ink px-4 py-1 text-sm text-white shadow">{text}</p>
		</div>
	)
}

/**
 * The loading text of the route the browser is going to. Works around the framework: the route's module (and with
 * it its `handle`) may still be on its way when the navigation starts, and the router says nothing when it arrives;
 * so the route's own lazy `handle` (the framework's client routes, `UNSAFE_DataRouterContext`) is awaited, the
 * module fetch the navigation started already (docs/architecture.md, "Framework workarounds").
 */
function useLoadingText(location: Location | undefined): string {
	const router = useContext(UNSAFE_DataRouterContext)?.router
	const route = location && router ? matchRoutes(router.routes, location)?.at(-1)?.route : undefined
	const [loaded, setLoaded] = useState<{ route: RouteObject; text: string | undefined }>()
	const known = route?.handle !== undefined ? routeHandleOf(route.handle).loadingText : undefined
	useEffect(() => {
		const lazyHandle = route && typeof route.lazy === 'object' ? route.lazy.handle : undefined
		if (!route || route.handle !== undefined || !lazyHandle) return
		let current = true
		void Promise.resolve(lazyHandle())
			.then((handle) => current && setLoaded({ route, text: routeHandleOf(handle).loadingText }))
			.catch(() => {})
		return () => {
			current = false
		}
	}, [route])
	return known ?? (loaded?.route === route ? loaded?.text : undefined) ?? DEFAULT_LOADING_TEXT
}
