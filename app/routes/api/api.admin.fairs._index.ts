import { fairs } from '#app/server/admin/collections/fairs.server.ts'
import { collectionApi } from '#app/server/api/entities.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** GET /api/admin/fairs: all, hidden included, with their checklists. POST: create (201). */
export const action = collectionApi(fairs, 'list')
export const loader = action
