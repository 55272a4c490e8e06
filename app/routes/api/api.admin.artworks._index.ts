import { type ActionFunctionArgs } from '@remix-run/node'
import { createArtwork, listArtworks } from '#app/data/artworks.server.ts'
import { ArtworkSchema } from '#app/schemas/artwork.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { listJson, parseInput, readBody } from '#app/server/api/api.server.ts'

/** GET /api/admin/artworks: all, hidden included. POST: create (201); artist_name comes from the artist. */
function handlers({ request }: ActionFunctionArgs) {
	return {
		GET: async () => listJson(await listArtworks('all')),
		POST: async () => {
			const input = parseInput(ArtworkSchema, await readBody(request))
			return Response.json(await createArtwork(input), { status: 201 })
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
