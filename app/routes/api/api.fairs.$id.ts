import { FAIR_FIELDS } from '#app/schemas/fair.ts'
import { getFairForApi } from '#app/data/fairs.server.ts'
import { publicItem } from '#app/server/api/public.server.ts'

/** GET /api/fairs/{id or slug}: a hidden one answers 404 without an admin token. */
export const loader = publicItem('Fair', getFairForApi, undefined, FAIR_FIELDS)
export const action = loader
