import { type LoaderFunctionArgs } from '@remix-run/node'
import { getArtwork } from '#app/data/artworks.server.ts'
import { visibilityFor } from '#app/server/api/access.server.ts'
import { apiResource, notFound } from '#app/server/api/api.server.ts'
import { withoutHold } from '#app/utils/holds.ts'
import { withPublicPrice } from '#app/utils/sales.ts'

/**
 * GET /api/artworks/{id or slug}: a hidden one answers 404 without an admin
 * token; without one, the price shows only while it is public, and never
 * who a work is held for nor until when.
 */
function handlers({ request, params }: LoaderFunctionArgs) {
	return {
		GET: async () => {
			const visibility = await visibilityFor(request)
			const item = await getArtwork(params.id ?? '', visibility)
			if (!item) throw notFound('Artwork')
			return Response.json(visibility === 'all' ? item : withoutHold(withPublicPrice(item)))
		},
	}
}

export const loader = (args: LoaderFunctionArgs) => apiResource(args.request, handlers(args))
export const action = loader
