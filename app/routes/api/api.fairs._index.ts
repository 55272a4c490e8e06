import { FAIR_FIELDS } from '#app/schemas/fair.ts'
import { listFairsForApi } from '#app/data/fairs.server.ts'
import { publicList } from '#app/server/api/public.server.ts'

/** GET /api/fairs: by start date, newest first; hidden ones, notes and the lock only with an admin token. */
export const loader = publicList(listFairsForApi, FAIR_FIELDS)
export const action = loader
