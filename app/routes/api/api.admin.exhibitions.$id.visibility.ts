import { exhibitions } from '#app/server/admin/collections/exhibitions.server.ts'
import { collectionApi } from '#app/server/api/entities.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** PATCH /api/admin/exhibitions/{id}/visibility `{is_visible}`: the updated exhibition. */
export const action = collectionApi(exhibitions, 'visibility')
export const loader = action
