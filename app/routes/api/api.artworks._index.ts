import { listArtworks, viewArtworks } from '#app/data/artworks.server.ts'
import { publicList } from '#app/server/api/public.server.ts'
import { withoutHold } from '#app/utils/holds.ts'
import { withPublicPrice } from '#app/utils/sales.ts'

/**
 * GET /api/artworks: by year, newest first, then title; hidden ones only with
 * an admin token. Without one, a price shows only while it is public, and
 * never who a work is held for nor until when.
 */
export const loader = publicList((visibility) =>
	visibility === 'all'
		? listArtworks('all')
		: viewArtworks('visible', 'public-prices', (list) =>
				Object.freeze(list.map((w) => withoutHold(withPublicPrice(w)))),
			),
)
export const action = loader
