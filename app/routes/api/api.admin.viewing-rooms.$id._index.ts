import { viewingRooms } from '#app/server/admin/collections/viewing-rooms.server.ts'
import { collectionApi } from '#app/server/api/entities.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** GET, PUT, DELETE /api/admin/viewing-rooms/{id}. */
export const action = collectionApi(viewingRooms, 'item')
export const loader = action
