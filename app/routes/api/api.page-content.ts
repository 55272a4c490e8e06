import { type LoaderFunctionArgs } from 'react-router'
import { getPageContent, pagesInLanguage } from '#app/data/pages.server.ts'
import { apiLanguage } from '#app/server/page-language.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { apiResource } from '#app/server/api/api.server.ts'

/** GET /api/page-content: `{ pages, contactInfo }`, fresh on every call. */
function handlers({ request }: LoaderFunctionArgs) {
	return {
		GET: async () => {
			const content = await getPageContent()
			// With more than one language, each page's title and description in `?lang=`'s (docs/api.md).
			const answer =
				getEnv().SITE_LANGUAGES.length < 2 ? content : pagesInLanguage(content, apiLanguage(request).localise)
			return Response.json(answer, { headers: { 'Cache-Control': 'no-store' } })
		},
	}
}

export const loader = (args: LoaderFunctionArgs) => apiResource(args.request, handlers(args))
export const action = loader
