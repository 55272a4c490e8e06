import { exhibitions } from '#app/server/admin/collections/exhibitions.server.ts'
import { revisionsApi } from '#app/server/api/revisions.server.ts'

export const action = revisionsApi(exhibitions, 'restore')
export const loader = action
