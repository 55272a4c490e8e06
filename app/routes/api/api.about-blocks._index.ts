import { type LoaderFunctionArgs } from '@remix-run/node'
import { listAboutBlocks } from '#app/data/about-blocks.server.ts'
import { visibilityFor } from '#app/server/api/access.server.ts'
import { apiResource } from '#app/server/api/api.server.ts'

/** GET /api/about-blocks: by sort_order; hidden ones only with an admin token. */
function handlers({ request }: LoaderFunctionArgs) {
	return {
		GET: async () => Response.json(await listAboutBlocks(await visibilityFor(request))),
	}
}

export const loader = (args: LoaderFunctionArgs) => apiResource(args.request, handlers(args))
export const action = loader
