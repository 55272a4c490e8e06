import { artists } from '#app/server/admin/collections/artists.server.ts'
import { collectionApi } from '#app/server/api/entities.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/**
 * GET, PUT, DELETE /api/admin/artists/{id}. The list's visibility toggle
 * sends a PUT with only is_visible (docs/api.md); any other PUT merges over the stored
 * artist. Renaming renames the artist on its artworks; deleting removes it
 * from every exhibition.
 */
export const action = collectionApi(artists, 'item')
export const loader = action
