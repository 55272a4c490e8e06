import { type LoaderFunctionArgs } from '@remix-run/node'
import { getExhibition } from '#app/data/exhibitions.server.ts'
import { visibilityFor } from '#app/server/api/access.server.ts'
import { apiResource, notFound } from '#app/server/api/api.server.ts'

/** GET /api/exhibitions/{id or slug}: a hidden one answers 404 without an admin token. */
function handlers({ request, params }: LoaderFunctionArgs) {
	return {
		GET: async () => {
			const exhibition = await getExhibition(params.id ?? '', await visibilityFor(request))
			if (!exhibition) throw notFound('Exhibition')
			return Response.json(exhibition)
		},
	}
}

export const loader = (args: LoaderFunctionArgs) => apiResource(args.request, handlers(args))
export const action = loader
