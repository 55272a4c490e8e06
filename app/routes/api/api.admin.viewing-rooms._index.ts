import { viewingRoomApi } from '#app/server/api/viewing-rooms.server.ts'

/** GET /api/admin/viewing-rooms: every room, newest first. POST: create (201). */
export const action = viewingRoomApi('list')
export const loader = action
