import { viewingRooms } from '#app/server/admin/collections/viewing-rooms.server.ts'
import { collectionApi } from '#app/server/api/entities.server.ts'

/** GET /api/admin/viewing-rooms: every room, newest first. POST: create (201). */
export const action = collectionApi(viewingRooms, 'list')
export const loader = action
