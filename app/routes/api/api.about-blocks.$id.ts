import { type LoaderFunctionArgs } from '@remix-run/node'
import { getAboutBlock } from '#app/data/about-blocks.server.ts'
import { visibilityFor } from '#app/server/api/access.server.ts'
import { apiResource, notFound, parseId } from '#app/server/api/api.server.ts'

/** GET /api/about-blocks/{id}: a hidden block answers 404 without an admin token. */
function handlers({ request, params }: LoaderFunctionArgs) {
	return {
		GET: async () => {
			const block = await getAboutBlock(parseId(params.id, 'About block'), await visibilityFor(request))
			if (!block) throw notFound('About block')
			return Response.json(block)
		},
	}
}

export const loader = (args: LoaderFunctionArgs) => apiResource(args.request, handlers(args))
export const action = loader
