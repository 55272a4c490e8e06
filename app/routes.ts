import { type RouteConfig } from '@react-router/dev/routes'
import { flatRoutes } from '@react-router/fs-routes'

/**
 * One folder per surface, each with React Router's flat-route file names:
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
