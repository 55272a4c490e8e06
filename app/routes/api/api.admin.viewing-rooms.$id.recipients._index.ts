import { viewingRoomApi } from '#app/server/api/viewing-rooms.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** POST /api/admin/viewing-rooms/{id}/recipients `{ name, email }`: 201 with the recipient and its url. */
export const action = viewingRoomApi('recipients')
export const loader = action
