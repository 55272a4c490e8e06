import { getArtwork } from '#app/data/artworks.server.ts'
import { publicItem } from '#app/server/api/public.server.ts'
import { withoutHold } from '#app/utils/holds.ts'
import { withPublicPrice } from '#app/utils/sales.ts'

/**
 * GET /api/artworks/{id or slug}: a hidden one answers 404 without an admin
 * token; without one, the price shows only while it is public, and never
 * who a work is held for nor until when.
 */
export const loader = publicItem('Artwork', getArtwork, (item, visibility) =>
	visibility === 'all' ? item : withoutHold(withPublicPrice(item)),
)
export const action = loader
