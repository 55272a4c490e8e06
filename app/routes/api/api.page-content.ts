import { type LoaderFunctionArgs } from 'react-router'
import { getPageContent, pagesInLanguage } from '#app/data/pages.server.ts'
import { apiLanguage } from '#app/server/page-language.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { apiResource } from '#app/server/api/api.server.ts'

/**
 * GET /api/page-content: `{ pages, contactInfo, identity }`, fresh on every call. The identity's accent colour is the
 * one the site applies (a colour too light is not, until an admin publishes it anyway). With more than one
 * language, each page's title and description are in `?lang=`'s (docs/api.md).
 */
function handlers({ request }: LoaderFunctionArgs) {
	return {
		GET: async () => {
			const { appliedAccentColor, ...stored } = await getPageContent()
			const content = { ...stored, identity: { ...stored.identity, accent_color: appliedAccentColor } }
			const answer =
				getEnv().SITE_LANGUAGES.length < 2 ? content : pagesInLanguage(content, apiLanguage(request).localise)
			return Response.json(answer, { headers: { 'Cache-Control': 'no-store' } })
		},
	}
}

export const loader = (args: LoaderFunctionArgs) => apiResource(args.request, handlers(args))
export const action = loader
