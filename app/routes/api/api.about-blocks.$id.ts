import { ABOUT_BLOCK_FIELDS } from '#app/schemas/about-block.ts'
import { getAboutBlock } from '#app/data/about-blocks.server.ts'
import { parseId } from '#app/server/api/api.server.ts'
import { publicItem } from '#app/server/api/public.server.ts'

/** GET /api/about-blocks/{id}: a hidden block answers 404 without an admin token. */
export const loader = publicItem(
	'About block',
	(id, visibility) => getAboutBlock(parseId(id, 'About block'), visibility),
	undefined,
	ABOUT_BLOCK_FIELDS,
)
export const action = loader
