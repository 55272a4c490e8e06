import { ARTWORK_FIELDS } from '#app/schemas/artwork.ts'
import { viewArtworks } from '#app/data/artworks.server.ts'
import { publicList } from '#app/server/api/public.server.ts'
import { withPublicPrice } from '#app/utils/sales.ts'
import { publicArtwork, staffPublicArtwork } from '#app/schemas/artwork.ts'

/**
 * GET /api/artworks: by year, newest first, then title; hidden ones only with
 * an admin token. Without one, a price shows only while it is public, and
 * never a private field (who a work is held for, until when: `public: false` in ARTWORK_FIELDS). With a
 * token the hold shows too, never the registrar's private fields (`public: 'never'`, contract section 19).
 */
export const loader = publicList(
	(visibility) =>
		visibility === 'all'
			? viewArtworks('all', 'staff-public', (list) => Object.freeze(list.map(staffPublicArtwork)))
			: viewArtworks('visible', 'public-prices', (list) =>
					Object.freeze(list.map((w) => publicArtwork(withPublicPrice(w)))),
				),
	ARTWORK_FIELDS,
)
export const action = loader
