import { type LoaderFunctionArgs } from '@remix-run/node'
import { getArtist } from '#app/data/artists.server.ts'
import { visibilityFor } from '#app/server/api/access.server.ts'
import { apiResource, notFound } from '#app/server/api/api.server.ts'

/** GET /api/artists/{id or slug}: a hidden one answers 404 without an admin token. */
function handlers({ request, params }: LoaderFunctionArgs) {
	return {
		GET: async () => {
			const item = await getArtist(params.id ?? '', await visibilityFor(request))
			if (!item) throw notFound('Artist')
			return Response.json(item)
		},
	}
}

export const loader = (args: LoaderFunctionArgs) => apiResource(args.request, handlers(args))
export const action = loader
