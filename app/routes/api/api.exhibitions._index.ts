import { type LoaderFunctionArgs } from '@remix-run/node'
import { listExhibitions } from '#app/data/exhibitions.server.ts'
import { visibilityFor } from '#app/server/api/access.server.ts'
import { apiResource, listJson } from '#app/server/api/api.server.ts'

/** GET /api/exhibitions: by start date, newest first; hidden ones only with an admin token. */
function handlers({ request }: LoaderFunctionArgs) {
	return {
		GET: async () => listJson(await listExhibitions(await visibilityFor(request))),
	}
}

export const loader = (args: LoaderFunctionArgs) => apiResource(args.request, handlers(args))
export const action = loader
