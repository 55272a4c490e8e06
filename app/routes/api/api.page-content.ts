import { type LoaderFunctionArgs } from 'react-router'
import { getPageContent } from '#app/data/pages.server.ts'
import { apiResource } from '#app/server/api/api.server.ts'

/**
 * GET /api/page-content: `{ pages, contactInfo, identity }`, fresh on every call. The identity's accent colour is the
 * one the site applies (a colour too light is not, until an admin publishes it anyway).
 */
function handlers(_args: LoaderFunctionArgs) {
	return {
		GET: async () => {
			const { appliedAccentColor, ...content } = await getPageContent()
			const identity = { ...content.identity, accent_color: appliedAccentColor }
			return Response.json({ ...content, identity }, { headers: { 'Cache-Control': 'no-store' } })
		},
	}
}

export const loader = (args: LoaderFunctionArgs) => apiResource(args.request, handlers(args))
export const action = loader
