import { viewingRoomApi } from '#app/server/api/viewing-rooms.server.ts'

/** POST /api/admin/viewing-rooms/{id}/recipients/{recipient id}/revoke: 200, the recipient with revoked_at. */
export const action = viewingRoomApi('revoke')
export const loader = action
