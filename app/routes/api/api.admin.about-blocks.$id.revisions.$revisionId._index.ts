import { aboutBlocks } from '#app/server/admin/collections/about-blocks.server.ts'
import { revisionsApi } from '#app/server/api/revisions.server.ts'

export const action = revisionsApi(aboutBlocks, 'one')
export const loader = action
