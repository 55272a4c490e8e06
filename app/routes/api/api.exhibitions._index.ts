import { EXHIBITION_FIELDS } from '#app/schemas/exhibition.ts'
import { listExhibitions } from '#app/data/exhibitions.server.ts'
import { publicList } from '#app/server/api/public.server.ts'

/** GET /api/exhibitions: by start date, newest first; hidden ones only with an admin token. */
export const loader = publicList(listExhibitions, EXHIBITION_FIELDS)
export const action = loader
