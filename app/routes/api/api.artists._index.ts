import { ARTIST_FIELDS } from '#app/schemas/artist.ts'
import { listArtists } from '#app/data/artists.server.ts'
import { publicArtist } from '#app/schemas/artist.ts'
import { publicList } from '#app/server/api/public.server.ts'

/** GET /api/artists: by name; hidden ones only with an admin token; never the stock prefix. */
export const loader = publicList(async (visibility) => (await listArtists(visibility)).map(publicArtist), ARTIST_FIELDS)
export const action = loader
