import { artworks } from '#app/server/admin/collections/artworks.server.ts'
import { collectionApi } from '#app/server/api/entities.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/**
 * GET, PUT, DELETE /api/admin/artworks/{id}. A PUT with only is_visible is
 * the visibility toggle; any other PUT merges over the stored artwork.
 * Deleting removes it from every exhibition and artist.
 */
export const action = collectionApi(artworks, 'item')
export const loader = action
