import { artists } from '#app/server/admin/collections/artists.server.ts'
import { collectionApi } from '#app/server/api/entities.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** GET /api/admin/artists: all, hidden included. POST: create (201). */
export const action = collectionApi(artists, 'list')
export const loader = action
