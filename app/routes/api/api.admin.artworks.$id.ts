import { type ActionFunctionArgs } from '@remix-run/node'
import { deleteArtwork, getArtwork, setArtworkVisibility, updateArtwork } from '#app/data/artworks.server.ts'
import { ArtworkSchema } from '#app/schemas/artwork.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { itemHandlers } from '#app/server/api/entities.server.ts'

/**
 * GET, PUT, DELETE /api/admin/artworks/{id}. A PUT with only is_visible is
 * the visibility toggle; any other PUT merges over the stored artwork.
 * Deleting removes it from every exhibition and artist.
 */
export const action = ({ request, params }: ActionFunctionArgs) =>
	adminApiResource(
		request,
		itemHandlers(request, params.id, {
			label: 'Artwork',
			get: getArtwork,
			schema: ArtworkSchema,
			update: updateArtwork,
			setVisibility: setArtworkVisibility,
			remove: deleteArtwork,
		}),
	)
export const loader = action
