import { type ActionFunctionArgs } from '@remix-run/node'
import { deleteArtist, getArtist, setArtistVisibility, updateArtist } from '#app/data/artists.server.ts'
import { ArtistSchema } from '#app/schemas/artist.ts'
import { adminApiResource } from '#app/utils/api-access.server.ts'
import { assertKnownReferences } from '#app/utils/api-entities.server.ts'
import { isVisibilityOnly, mergeOver, notFound, parseId, parseInput, readBody, VisibilitySchema } from '#app/utils/api.server.ts'

/**
 * GET, PUT, DELETE /api/admin/artists/{id}. The spec's visibility toggle
 * sends a PUT with only is_visible; any other PUT merges over the stored
 * artist. Renaming renames the artist on its artworks; deleting removes it
 * from every exhibition.
 */
function handlers({ request, params }: ActionFunctionArgs) {
	const found = async () => {
		const artist = await getArtist(parseId(params.id, 'Artist'), 'all')
		if (!artist) throw notFound('Artist')
		return artist
	}
	return {
		GET: async () => Response.json(await found()),
		PUT: async () => {
			const existing = await found()
			const body = await readBody(request)
			if (isVisibilityOnly(body)) {
				const { is_visible } = parseInput(VisibilitySchema, body)
				return Response.json(await setArtistVisibility(existing.id, is_visible))
			}
			const input = parseInput(ArtistSchema, mergeOver(existing, body))
			await assertKnownReferences({ assigned_artworks: input.assigned_artworks })
			return Response.json(await updateArtist(existing.id, input))
		},
		DELETE: async () => {
			await deleteArtist((await found()).id)
			return Response.json({ success: true })
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
