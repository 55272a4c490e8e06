import { viewingRooms } from '#app/server/admin/collections/viewing-rooms.server.ts'
import { collectionApi } from '#app/server/api/entities.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** GET /api/admin/viewing-rooms: every room, newest first. POST: create (201). */
export const action = collectionApi(viewingRooms, 'list')
export const loader = action
