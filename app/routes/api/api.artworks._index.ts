import { type LoaderFunctionArgs } from '@remix-run/node'
import { listArtworks, viewArtworks } from '#app/data/artworks.server.ts'
import { visibilityFor } from '#app/server/api/access.server.ts'
import { apiResource, listJson } from '#app/server/api/api.server.ts'
import { withoutHold } from '#app/utils/holds.ts'
import { withPublicPrice } from '#app/utils/sales.ts'

/**
 * GET /api/artworks: by year, newest first, then title; hidden ones only with
 * an admin token. Without one, a price shows only while it is public, and
 * never who a work is held for nor until when.
 */
function handlers({ request }: LoaderFunctionArgs) {
	return {
		GET: async () => {
			const visibility = await visibilityFor(request)
			const artworks =
				visibility === 'all'
					? await listArtworks('all')
					: await viewArtworks('visible', 'public-prices', (list) =>
							Object.freeze(list.map((w) => withoutHold(withPublicPrice(w)))),
						)
			return listJson(artworks)
		},
	}
}

export const loader = (args: LoaderFunctionArgs) => apiResource(args.request, handlers(args))
export const action = loader
