import { artworks } from '#app/server/admin/collections/artworks.server.ts'
import { revisionsApi } from '#app/server/api/revisions.server.ts'

export const action = revisionsApi(artworks, 'list')
export const loader = action
