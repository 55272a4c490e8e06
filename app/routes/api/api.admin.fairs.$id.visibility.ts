import { fairs } from '#app/server/admin/collections/fairs.server.ts'
import { collectionApi } from '#app/server/api/entities.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** PATCH /api/admin/fairs/{id}/visibility `{is_visible}`: the updated fair. */
export const action = collectionApi(fairs, 'visibility')
export const loader = action
