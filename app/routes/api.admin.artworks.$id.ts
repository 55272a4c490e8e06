import { type ActionFunctionArgs } from '@remix-run/node'
import { deleteArtwork, getArtwork, setArtworkVisibility, updateArtwork } from '#app/data/artworks.server.ts'
import { ArtworkSchema } from '#app/schemas/artwork.ts'
import { adminApiResource } from '#app/utils/api-access.server.ts'
import { withKnownArtist } from '#app/utils/api-entities.server.ts'
import { isVisibilityOnly, mergeOver, notFound, parseId, parseInput, readBody, VisibilitySchema } from '#app/utils/api.server.ts'

/**
 * GET, PUT, DELETE /api/admin/artworks/{id}. A PUT with only is_visible is
 * the visibility toggle; any other PUT merges over the stored artwork.
 * Deleting removes it from every exhibition and artist.
 */
function handlers({ request, params }: ActionFunctionArgs) {
	const found = async () => {
		const artwork = await getArtwork(parseId(params.id, 'Artwork'), 'all')
		if (!artwork) throw notFound('Artwork')
		return artwork
	}
	return {
		GET: async () => Response.json(await found()),
		PUT: async () => {
			const existing = await found()
			const body = await readBody(request)
			if (isVisibilityOnly(body)) {
				const { is_visible } = parseInput(VisibilitySchema, body)
				return Response.json(await setArtworkVisibility(existing.id, is_visible))
			}
			const input = parseInput(ArtworkSchema, mergeOver(existing, body))
			return Response.json(await withKnownArtist(() => updateArtwork(existing.id, input)))
		},
		DELETE: async () => {
			await deleteArtwork((await found()).id)
			return Response.json({ success: true })
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
