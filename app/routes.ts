import { type RouteConfig } from '@react-router/dev/routes'
import { type RouteConfigEntry } from '@react-router/dev/routes'
import { flatRoutes } from '@react-router/fs-routes'
import { type Language, languageRouteId, PUBLIC_LAYOUT_ID, SHIPPED_LANGUAGES } from './utils/languages.ts'

/**
 * One folder per surface, each with React Router's flat-route file names:
 * `public/` the visitor pages, `admin/` the back office, `api/` the JSON
 * resource routes, `iiif/` the IIIF image service and manifests. A screen with files of its own is a folder route
 * (`admin.pages/route.tsx` beside its tabs and intent handlers).
 */
const ignoredRouteFiles = ['**/*.test.{ts,tsx}', '**/.*']

/**
 * The public pages in every shipped language (docs/decisions/017-language-addresses.md): the layout and its pages
 * as they are at the root, and a copy of them under each language's prefix (`/de/exhibitions`), with the same files
 * and ids ending in `@de`. The layout answers 404 for a language the site does not publish and sends the default
 * language's own prefix to the root.
 */
function withLanguagePrefixes(routes: RouteConfigEntry[]): RouteConfigEntry[] {
	const layout = routes.find((route) => route.id === PUBLIC_LAYOUT_ID)
	if (!layout) throw new Error(`The public layout ${PUBLIC_LAYOUT_ID} is missing`)
	const copy = (route: RouteConfigEntry, lang: Language): RouteConfigEntry => ({
		...route,
		id: languageRouteId(route.id ?? route.file, lang),
		children: route.children?.map((child) => copy(child, lang)),
	})
	return [...routes, ...SHIPPED_LANGUAGES.map((lang) => ({ ...copy(layout, lang), path: lang }))]
}

export default [
	...withLanguagePrefixes(await flatRoutes({ rootDirectory: 'routes/public', ignoredRouteFiles })),
	...(await flatRoutes({ rootDirectory: 'routes/admin', ignoredRouteFiles })),
	...(await flatRoutes({ rootDirectory: 'routes/api', ignoredRouteFiles })),
	...(await flatRoutes({ rootDirectory: 'routes/iiif', ignoredRouteFiles })),
] satisfies RouteConfig
