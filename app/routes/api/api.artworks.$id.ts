import { ARTWORK_FIELDS } from '#app/schemas/artwork.ts'
import { getArtwork } from '#app/data/artworks.server.ts'
import { publicItem } from '#app/server/api/public.server.ts'
import { withPublicPrice } from '#app/utils/sales.ts'
import { publicArtwork, staffPublicArtwork } from '#app/schemas/artwork.ts'

/**
 * GET /api/artworks/{id or slug}: a hidden one answers 404 without an admin
 * token; without one, the price shows only while it is public, and never a
 * private field (who a work is held for, until when: `public: false` in ARTWORK_FIELDS); with a token the hold
 * shows, never the registrar's private fields (`public: 'never'`).
 */
export const loader = publicItem(
	'Artwork',
	getArtwork,
	(item, visibility) => (visibility === 'all' ? staffPublicArtwork(item) : publicArtwork(withPublicPrice(item))),
	ARTWORK_FIELDS,
)
export const action = loader
