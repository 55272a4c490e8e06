import { flatRoutes } from '@remix-run/fs-routes'
import { type RouteConfig } from '@remix-run/route-config'

/**
 * One folder per surface, each with Remix's flat-route file names:
 * `public/` the visitor pages, `admin/` the back office, `api/` the JSON
 * resource routes, `iiif/` the IIIF image service and manifests. A screen with files of its own is a folder route
 * (`admin.pages/route.tsx` beside its tabs and intent handlers).
 */
const ignoredRouteFiles = ['**/*.test.{ts,tsx}', '**/.*']

export default [
	...(await flatRoutes({ rootDirectory: 'routes/public', ignoredRouteFiles })),
	...(await flatRoutes({ rootDirectory: 'routes/admin', ignoredRouteFiles })),
	...(await flatRoutes({ rootDirectory: 'routes/api', ignoredRouteFiles })),
	...(await flatRoutes({ rootDirectory: 'routes/iiif', ignoredRouteFiles })),
] satisfies RouteConfig
