import { ABOUT_BLOCK_FIELDS } from '#app/schemas/about-block.ts'
import { listAboutBlocks } from '#app/data/about-blocks.server.ts'
import { publicList } from '#app/server/api/public.server.ts'

/** GET /api/about-blocks: by sort_order; hidden ones only with an admin token. */
export const loader = publicList(listAboutBlocks, ABOUT_BLOCK_FIELDS)
export const action = loader
