import { viewingRooms } from '#app/server/admin/collections/viewing-rooms.server.ts'
import { revisionsApi } from '#app/server/api/revisions.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

export const action = revisionsApi(viewingRooms, 'restore')
export const loader = action
