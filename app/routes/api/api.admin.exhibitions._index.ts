import { exhibitions } from '#app/server/admin/collections/exhibitions.server.ts'
import { collectionApi } from '#app/server/api/entities.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** GET /api/admin/exhibitions: all, hidden included. POST: create (201). */
export const action = collectionApi(exhibitions, 'list')
export const loader = action
