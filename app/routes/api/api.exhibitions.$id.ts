import { EXHIBITION_FIELDS } from '#app/schemas/exhibition.ts'
import { getExhibition } from '#app/data/exhibitions.server.ts'
import { publicItem } from '#app/server/api/public.server.ts'

/** GET /api/exhibitions/{id or slug}: a hidden one answers 404 without an admin token. */
export const loader = publicItem('Exhibition', getExhibition, undefined, EXHIBITION_FIELDS)
export const action = loader
