import { listArtists } from '#app/data/artists.server.ts'
import { publicList } from '#app/server/api/public.server.ts'

/** GET /api/artists: by name; hidden ones only with an admin token. */
export const loader = publicList(listArtists)
export const action = loader
