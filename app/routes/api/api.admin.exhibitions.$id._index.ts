import { exhibitions } from '#app/server/admin/collections/exhibitions.server.ts'
import { collectionApi } from '#app/server/api/entities.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/**
 * GET, PUT, DELETE /api/admin/exhibitions/{id}. A PUT merges the sent fields
 * over the stored exhibition; one that sends only is_visible is a visibility change.
 */
export const action = collectionApi(exhibitions, 'item')
export const loader = action
