import { type ActionFunctionArgs } from '@remix-run/node'
import { createArtist, listArtists } from '#app/data/artists.server.ts'
import { ArtistSchema } from '#app/schemas/artist.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { listJson, parseInput, readBody } from '#app/server/api/api.server.ts'

/** GET /api/admin/artists: all, hidden included. POST: create (201). */
function handlers({ request }: ActionFunctionArgs) {
	return {
		GET: async () => listJson(await listArtists('all')),
		POST: async () => {
			return Response.json(await createArtist(parseInput(ArtistSchema, await readBody(request))), { status: 201 })
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
