import { artworks } from '#app/server/admin/collections/artworks.server.ts'
import { revisionsApi } from '#app/server/api/revisions.server.ts'

export const action = revisionsApi(artworks, 'one')
export const loader = action
