import { type LoaderFunctionArgs } from '@remix-run/node'
import { listArtworks } from '#app/data/artworks.server.ts'
import { visibilityFor } from '#app/server/api/access.server.ts'
import { apiResource } from '#app/server/api/api.server.ts'
import { withPublicPrice } from '#app/utils/sales.ts'

/**
 * GET /api/artworks: by year, newest first, then title; hidden ones only with
 * an admin token. Without one, a price shows only while it is public.
 */
function handlers({ request }: LoaderFunctionArgs) {
	return {
		GET: async () => {
			const visibility = await visibilityFor(request)
			const artworks = await listArtworks(visibility)
			return Response.json(visibility === 'all' ? artworks : artworks.map(withPublicPrice))
		},
	}
}

export const loader = (args: LoaderFunctionArgs) => apiResource(args.request, handlers(args))
export const action = loader
