import { getFairForApi } from '#app/data/fairs.server.ts'
import { publicItem } from '#app/server/api/public.server.ts'

/** GET /api/fairs/{id or slug}: a hidden one answers 404 without an admin token. */
export const loader = publicItem('Fair', getFairForApi)
export const action = loader
