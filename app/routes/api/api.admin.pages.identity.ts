import { type ActionFunctionArgs } from '@remix-run/node'
import { getPageContent, updateIdentity } from '#app/data/pages.server.ts'
import { IdentitySchema } from '#app/schemas/page.ts'
import { type Identity } from '#app/schemas/records.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { mergeOver, parseInput, readBody } from '#app/server/api/api.server.ts'

/**
 * GET, PUT /api/admin/pages/identity `{logo, accent_color, typeface}`
 * (docs/api.md); fields not sent keep their value. A bad colour or typeface is a 400 with `fields`.
 */
function handlers({ request }: ActionFunctionArgs) {
	return {
		GET: async () => Response.json((await getPageContent()).identity),
		PUT: async () => {
			const body = await readBody(request)
			const update = (current: Identity) => parseInput(IdentitySchema, mergeOver(current, body))
			update((await getPageContent()).identity)
			return Response.json(await updateIdentity(update))
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
