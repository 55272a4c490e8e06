import { type ActionFunctionArgs } from 'react-router'
import { getPageContent, updateContactInfo } from '#app/data/pages.server.ts'
import { ContactInfoSchema } from '#app/schemas/page.ts'
import { type ContactInfo } from '#app/schemas/records.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { mergeOver, parseInput } from '#app/server/api/api.server.ts'
import { readPageWrite, versionedPageWrite, withVersion } from '#app/server/api/page-versions.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/**
 * GET, PUT /api/admin/pages/contact/info `{email, phone, instagram, address}`; fields not sent keep their value.
 * Answers carry its `version`; a PUT from a stale one is a 409.
 */
function handlers({ request, context }: ActionFunctionArgs) {
	return {
		GET: async () => Response.json(await withVersion('contact-info', (await getPageContent()).contactInfo)),
		PUT: async () => {
			const { body, options } = await readPageWrite(request, context)
			const update = (current: ContactInfo) => parseInput(ContactInfoSchema, mergeOver(current, body))
			update((await getPageContent()).contactInfo)
			const info = await versionedPageWrite(
				() => updateContactInfo(update, options),
				async () => withVersion('contact-info', (await getPageContent()).contactInfo),
			)
			return Response.json(await withVersion('contact-info', info))
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
