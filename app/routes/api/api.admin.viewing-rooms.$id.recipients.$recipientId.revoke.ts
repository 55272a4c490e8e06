import { viewingRoomApi } from '#app/server/api/viewing-rooms.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** POST /api/admin/viewing-rooms/{id}/recipients/{recipient id}/revoke: 200, the recipient with revoked_at. */
export const action = viewingRoomApi('revoke')
export const loader = action
