import { aboutBlocks } from '#app/server/admin/collections/about-blocks.server.ts'
import { collectionApi } from '#app/server/api/entities.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** PATCH /api/admin/about-blocks/{id}/visibility `{is_visible}`: the updated block. */
export const action = collectionApi(aboutBlocks, 'visibility')
export const loader = action
