import { type LoaderFunctionArgs } from 'react-router'
import { getFile } from '#app/data/files.server.ts'
import { getPageContent } from '#app/data/pages.server.ts'
import { apiResource } from '#app/server/api/api.server.ts'

/** GET /api/files/hero-images: the file records named by the home page's heroImageIds, in that order. */
function handlers(_args: LoaderFunctionArgs) {
	return {
		GET: async () => {
			const { heroImageIds } = (await getPageContent()).pages.home
			const files = await Promise.all(heroImageIds.map((id) => getFile(Number(id))))
			return Response.json(files.filter((f) => f !== null))
		},
	}
}

export const loader = (args: LoaderFunctionArgs) => apiResource(args.request, handlers(args))
export const action = loader
