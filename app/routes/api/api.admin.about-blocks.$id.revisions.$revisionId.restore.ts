import { aboutBlocks } from '#app/server/admin/collections/about-blocks.server.ts'
import { revisionsApi } from '#app/server/api/revisions.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

export const action = revisionsApi(aboutBlocks, 'restore')
export const loader = action
