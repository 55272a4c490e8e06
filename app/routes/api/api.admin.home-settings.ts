import { type ActionFunctionArgs } from 'react-router'
import { getPageContent, updatePage } from '#app/data/pages.server.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { HOME_SETTINGS_KEYS, homeSettings, pageUpdate } from '#app/server/api/entities.server.ts'
import { readPageWrite, versionedPageWrite, withVersion } from '#app/server/api/page-versions.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/**
 * GET, PUT /api/admin/home-settings: the home page's title, description,
 * footerDescription, galleryHours, heroImages and heroImageIds (snake_case
 * accepted too). Fields not sent keep their value; other keys are ignored.
 * Answers carry the home page's `version`; a PUT from a stale one is a 409.
 */
function handlers({ request, context }: ActionFunctionArgs) {
	return {
		GET: async () => Response.json(await withVersion('home', homeSettings((await getPageContent()).pages.home))),
		PUT: async () => {
			const { body, options } = await readPageWrite(request, context)
			const allowed = new Set<string>([
				...HOME_SETTINGS_KEYS,
				'footer_description',
				'gallery_hours',
				'hero_images',
				'hero_image_ids',
			])
			const settings = Object.fromEntries(Object.entries(body).filter(([key]) => allowed.has(key)))
			const update = pageUpdate('home', settings)
			update(await getPageContent())
			const content = await versionedPageWrite(
				() => updatePage('home', update, options),
				async () => withVersion('home', homeSettings((await getPageContent()).pages.home)),
			)
			return Response.json(await withVersion('home', homeSettings(content.pages.home)))
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
