import { type LoaderFunctionArgs } from '@remix-run/node'
import { listArtworks } from '#app/data/artworks.server.ts'
import { visibilityFor } from '#app/server/api/access.server.ts'
import { apiResource, listJson } from '#app/server/api/api.server.ts'

/** GET /api/artworks: by year, newest first, then title; hidden ones only with an admin token. */
function handlers({ request }: LoaderFunctionArgs) {
	return {
		GET: async () => listJson(await listArtworks(await visibilityFor(request))),
	}
}

export const loader = (args: LoaderFunctionArgs) => apiResource(args.request, handlers(args))
export const action = loader
