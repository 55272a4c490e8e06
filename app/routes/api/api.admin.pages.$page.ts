import { type ActionFunctionArgs } from 'react-router'
import { getPageContent, updatePage } from '#app/data/pages.server.ts'
import { isPageKey } from '#app/schemas/records.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { pageUpdate, withPageRules } from '#app/server/api/entities.server.ts'
import { notFound } from '#app/server/api/api.server.ts'
import { readPageWrite, versionedPageWrite, withVersion } from '#app/server/api/page-versions.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/**
 * GET, PUT /api/admin/pages/{page} (home, exhibitions, artists, gallery,
 * about, contact): title, description, content, is_visible; home also
 * footerDescription, galleryHours, heroImages, heroImageIds. Fields not sent
 * keep their value. Home, Exhibitions and Contact cannot be hidden (400).
 * Answers carry the page's `version`; a PUT from a stale one is a 409.
 */
function handlers({ request, params, context }: ActionFunctionArgs) {
	const pageKey = () => {
		const key = params.page ?? ''
		if (!isPageKey(key)) throw notFound('Page')
		return key
	}
	return {
		GET: async () => Response.json(await withVersion(pageKey(), (await getPageContent()).pages[pageKey()])),
		PUT: async () => {
			const key = pageKey()
			const { body, options } = await readPageWrite(request, context)
			const update = pageUpdate(key, body)
			// A bad body is refused before the write; the merge happens inside it.
			update(await getPageContent())
			const content = await versionedPageWrite(
				() => withPageRules(() => updatePage(key, update, options)),
				async () => withVersion(key, (await getPageContent()).pages[key]),
			)
			return Response.json(await withVersion(key, content.pages[key]))
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
