import { getArtwork } from '#app/data/artworks.server.ts'
import { publicItem } from '#app/server/api/public.server.ts'
import { withPublicPrice } from '#app/utils/sales.ts'

/**
 * GET /api/artworks/{id or slug}: a hidden one answers 404 without an admin
 * token; without one, the price shows only while it is public.
 */
export const loader = publicItem('Artwork', getArtwork, (item, visibility) =>
	visibility === 'all' ? item : withPublicPrice(item),
)
export const action = loader
