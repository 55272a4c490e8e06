import { type LoaderFunctionArgs } from '@remix-run/node'
import { listArtists } from '#app/data/artists.server.ts'
import { visibilityFor } from '#app/server/api/access.server.ts'
import { apiResource, listJson } from '#app/server/api/api.server.ts'

/** GET /api/artists: by name; hidden ones only with an admin token. */
function handlers({ request }: LoaderFunctionArgs) {
	return {
		GET: async () => listJson(await listArtists(await visibilityFor(request))),
	}
}

export const loader = (args: LoaderFunctionArgs) => apiResource(args.request, handlers(args))
export const action = loader
