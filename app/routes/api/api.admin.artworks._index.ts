import { artworks } from '#app/server/admin/collections/artworks.server.ts'
import { collectionApi } from '#app/server/api/entities.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** GET /api/admin/artworks: all, hidden included. POST: create (201); artist_name comes from the artist. */
export const action = collectionApi(artworks, 'list')
export const loader = action
