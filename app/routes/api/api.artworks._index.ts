import { listArtworks, viewArtworks } from '#app/data/artworks.server.ts'
import { publicList } from '#app/server/api/public.server.ts'
import { withPublicPrice } from '#app/utils/sales.ts'
import { publicArtwork } from '#app/schemas/artwork.ts'

/**
 * GET /api/artworks: by year, newest first, then title; hidden ones only with
 * an admin token. Without one, a price shows only while it is public, and
 * never a private field (who a work is held for, until when: `public: false` in ARTWORK_FIELDS).
 */
export const loader = publicList((visibility) =>
	visibility === 'all'
		? listArtworks('all')
		: viewArtworks('visible', 'public-prices', (list) =>
				Object.freeze(list.map((w) => publicArtwork(withPublicPrice(w)))),
			),
)
export const action = loader
