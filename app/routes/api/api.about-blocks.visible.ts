import { ABOUT_BLOCK_FIELDS } from '#app/schemas/about-block.ts'
import { inApiLanguage } from '#app/server/api/public.server.ts'
import { type LoaderFunctionArgs } from 'react-router'
import { listAboutBlocks } from '#app/data/about-blocks.server.ts'
import { apiResource } from '#app/server/api/api.server.ts'

/** GET /api/about-blocks/visible: the visible blocks by sort_order, whoever asks. */
function handlers({ request }: LoaderFunctionArgs) {
	return {
		GET: async () =>
			Response.json(
				(await listAboutBlocks('visible')).map((block) => inApiLanguage(request, ABOUT_BLOCK_FIELDS, block)),
			),
	}
}

export const loader = (args: LoaderFunctionArgs) => apiResource(args.request, handlers(args))
export const action = loader
