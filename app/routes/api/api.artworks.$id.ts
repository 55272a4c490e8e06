import { type LoaderFunctionArgs } from '@remix-run/node'
import { getArtwork } from '#app/data/artworks.server.ts'
import { visibilityFor } from '#app/server/api/access.server.ts'
import { apiResource, notFound } from '#app/server/api/api.server.ts'

/** GET /api/artworks/{id or slug}: a hidden one answers 404 without an admin token. */
function handlers({ request, params }: LoaderFunctionArgs) {
	return {
		GET: async () => {
			const item = await getArtwork(params.id ?? '', await visibilityFor(request))
			if (!item) throw notFound('Artwork')
			return Response.json(item)
		},
	}
}

export const loader = (args: LoaderFunctionArgs) => apiResource(args.request, handlers(args))
export const action = loader
