import { aboutBlocks } from '#app/server/admin/collections/about-blocks.server.ts'
import { collectionApi } from '#app/server/api/entities.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** GET, PUT, DELETE /api/admin/about-blocks/{id}. A PUT merges over the stored block. */
export const action = collectionApi(aboutBlocks, 'item')
export const loader = action
