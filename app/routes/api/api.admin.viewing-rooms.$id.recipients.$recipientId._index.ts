import { viewingRoomApi } from '#app/server/api/viewing-rooms.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** DELETE /api/admin/viewing-rooms/{id}/recipients/{recipient id}: the link ends at once. */
export const action = viewingRoomApi('recipient')
export const loader = action
