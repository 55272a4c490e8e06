import { viewingRooms } from '#app/server/admin/collections/viewing-rooms.server.ts'
import { revisionsApi } from '#app/server/api/revisions.server.ts'

export const action = revisionsApi(viewingRooms, 'list')
export const loader = action
