import { type ActionFunctionArgs } from 'react-router'
import { getPageContent } from '#app/data/pages.server.ts'
import { isPageKey } from '#app/schemas/records.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { pageUpdate, withPageRules } from '#app/server/api/entities.server.ts'
import { isVisibilityOnly, notFound } from '#app/server/api/api.server.ts'
import { setPageVisibilityChecked, updatePageChecked } from '#app/server/checks/page-guard.server.ts'
import { readPageWrite, versionedPageWrite, withVersion } from '#app/server/api/page-versions.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/**
 * GET, PUT /api/admin/pages/{page} (home, exhibitions, artists, gallery,
 * about, contact): title, description, content, is_visible; home also
 * footerDescription, galleryHours, heroImages, heroImageIds. Fields not sent
 * keep their value. Home, Exhibitions and Contact cannot be hidden (400).
 * Answers carry the page's `version`; a PUT from a stale one is a 409. The checks before publishing stand in
 * front (docs/admin.md): a save asking a page shown with problems saves it hidden, and `{is_visible: true}` alone on
 * a hidden page with problems is a 409 with the reason.
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
			const asked = update(await getPageContent())
			const showOnly = isVisibilityOnly(body) && asked.is_visible
			const content = await versionedPageWrite(
				() =>
					withPageRules(() =>
						showOnly ? setPageVisibilityChecked(key, true, options) : updatePageChecked(key, update, options),
					),
				async () => withVersion(key, (await getPageContent()).pages[key]),
			)
			return Response.json(await withVersion(key, content.pages[key]))
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
