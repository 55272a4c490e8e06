import { type LoaderFunctionArgs } from 'react-router'
import { listAboutBlocks } from '#app/data/about-blocks.server.ts'
import { apiResource } from '#app/server/api/api.server.ts'

/** GET /api/about-blocks/visible: the visible blocks by sort_order, whoever asks. */
function handlers(_args: LoaderFunctionArgs) {
	return {
		GET: async () => Response.json(await listAboutBlocks('visible')),
	}
}

export const loader = (args: LoaderFunctionArgs) => apiResource(args.request, handlers(args))
export const action = loader
