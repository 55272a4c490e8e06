import { fairs } from '#app/server/admin/collections/fairs.server.ts'
import { collectionApi } from '#app/server/api/entities.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/**
 * GET, PUT, DELETE /api/admin/fairs/{id}. A PUT merges the sent fields over
 * the stored fair; one that sends only is_visible is a visibility change.
 */
export const action = collectionApi(fairs, 'item')
export const loader = action
