import { aboutBlocks } from '#app/server/admin/collections/about-blocks.server.ts'
import { collectionApi } from '#app/server/api/entities.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** GET /api/admin/about-blocks: all, by sort_order. POST: create (201); without sort_order it goes last (max + 1). */
export const action = collectionApi(aboutBlocks, 'list')
export const loader = action
