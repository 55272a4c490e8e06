import { fairs } from '#app/server/admin/collections/fairs.server.ts'
import { revisionsApi } from '#app/server/api/revisions.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

export const action = revisionsApi(fairs, 'one')
export const loader = action
