import { type LoaderFunctionArgs } from 'react-router'
import { getPageContent } from '#app/data/pages.server.ts'
import { apiResource } from '#app/server/api/api.server.ts'

/** GET /api/page-content: `{ pages, contactInfo }`, fresh on every call. */
function handlers(_args: LoaderFunctionArgs) {
	return {
		GET: async () => Response.json(await getPageContent(), { headers: { 'Cache-Control': 'no-store' } }),
	}
}

export const loader = (args: LoaderFunctionArgs) => apiResource(args.request, handlers(args))
export const action = loader
