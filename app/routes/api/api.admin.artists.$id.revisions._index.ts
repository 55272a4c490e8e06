import { artists } from '#app/server/admin/collections/artists.server.ts'
import { revisionsApi } from '#app/server/api/revisions.server.ts'

export const action = revisionsApi(artists, 'list')
export const loader = action
