import { type ActionFunctionArgs } from '@remix-run/node'
import { getPageContent, updateContactInfo } from '#app/data/pages.server.ts'
import { ContactInfoSchema } from '#app/schemas/page.ts'
import { type ContactInfo } from '#app/schemas/records.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { mergeOver, parseInput, readBody } from '#app/server/api/api.server.ts'

/** GET, PUT /api/admin/pages/contact/info `{email, phone, instagram, address}`; fields not sent keep their value. */
function handlers({ request }: ActionFunctionArgs) {
	return {
		GET: async () => Response.json((await getPageContent()).contactInfo),
		PUT: async () => {
			const body = await readBody(request)
			const update = (current: ContactInfo) => parseInput(ContactInfoSchema, mergeOver(current, body))
			update((await getPageContent()).contactInfo)
			return Response.json(await updateContactInfo(update))
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
