import { viewingRoomApi } from '#app/server/api/viewing-rooms.server.ts'

/** GET, PUT, DELETE /api/admin/viewing-rooms/{id}. */
export const action = viewingRoomApi('item')
export const loader = action
