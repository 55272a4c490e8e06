import { getArtist } from '#app/data/artists.server.ts'
import { publicItem } from '#app/server/api/public.server.ts'

/** GET /api/artists/{id or slug}: a hidden one answers 404 without an admin token. */
export const loader = publicItem('Artist', getArtist)
export const action = loader
