import { type ActionFunctionArgs } from '@remix-run/node'
import { deleteArtist, getArtist, setArtistVisibility, updateArtist } from '#app/data/artists.server.ts'
import { ArtistSchema } from '#app/schemas/artist.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { itemHandlers } from '#app/server/api/entities.server.ts'

/**
 * GET, PUT, DELETE /api/admin/artists/{id}. The spec's visibility toggle
 * sends a PUT with only is_visible; any other PUT merges over the stored
 * artist. Renaming renames the artist on its artworks; deleting removes it
 * from every exhibition.
 */
export const action = ({ request, params }: ActionFunctionArgs) =>
	adminApiResource(
		request,
		itemHandlers(request, params.id, {
			label: 'Artist',
			get: getArtist,
			schema: ArtistSchema,
			update: updateArtist,
			setVisibility: setArtistVisibility,
			remove: deleteArtist,
		}),
	)
export const loader = action
