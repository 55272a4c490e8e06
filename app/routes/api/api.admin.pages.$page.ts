import { type ActionFunctionArgs } from '@remix-run/node'
import { getPageContent, updatePage } from '#app/data/pages.server.ts'
import { isPageKey } from '#app/schemas/records.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { pageUpdate, withPageRules } from '#app/server/api/entities.server.ts'
import { notFound, readBody } from '#app/server/api/api.server.ts'

/**
 * GET, PUT /api/admin/pages/{page} (home, exhibitions, artists, gallery,
 * about, contact): title, description, content, is_visible; home also
 * footerDescription, galleryHours, heroImages, heroImageIds. Fields not sent
 * keep their value. Home, Exhibitions and Contact cannot be hidden (400).
 */
function handlers({ request, params }: ActionFunctionArgs) {
	const pageKey = () => {
		const key = params.page ?? ''
		if (!isPageKey(key)) throw notFound('Page')
		return key
	}
	return {
		GET: async () => Response.json((await getPageContent()).pages[pageKey()]),
		PUT: async () => {
			const key = pageKey()
			const update = pageUpdate(key, await readBody(request))
			// A bad body is refused before the write; the merge happens inside it.
			update(await getPageContent())
			const content = await withPageRules(() => updatePage(key, update))
			return Response.json(content.pages[key])
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
