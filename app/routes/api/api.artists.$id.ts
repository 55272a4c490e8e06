import { ARTIST_FIELDS } from '#app/schemas/artist.ts'
import { getArtist } from '#app/data/artists.server.ts'
import { publicArtist } from '#app/schemas/artist.ts'
import { publicItem } from '#app/server/api/public.server.ts'

/** GET /api/artists/{id or slug}: a hidden one answers 404 without an admin token; never the stock prefix. */
export const loader = publicItem('Artist', getArtist, publicArtist, ARTIST_FIELDS)
export const action = loader
