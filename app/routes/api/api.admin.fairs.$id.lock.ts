import { lockFairApi } from '#app/server/api/fairs.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** POST /api/admin/fairs/{id}/lock: the fair with `checklist_locked_at` (docs/api.md, 'Art fairs'). */
export const action = lockFairApi
export const loader = action
