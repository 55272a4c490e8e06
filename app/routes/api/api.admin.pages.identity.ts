import { type ActionFunctionArgs } from 'react-router'
import { getPageContent, updateIdentity } from '#app/data/pages.server.ts'
import { IdentitySchema } from '#app/schemas/page.ts'
import { type Identity } from '#app/schemas/records.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { mergeOver, parseInput } from '#app/server/api/api.server.ts'
import { readPageWrite, versionedPageWrite, withVersion } from '#app/server/api/page-versions.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/**
 * GET, PUT /api/admin/pages/identity `{logo, accent_color, typeface}`
 * (docs/api.md); fields not sent keep their value. A bad colour or typeface is a 400 with `fields`.
 * Answers carry its `version`; a PUT from a stale one is a 409.
 */
function handlers({ request, context }: ActionFunctionArgs) {
	return {
		GET: async () => Response.json(await withVersion('identity', (await getPageContent()).identity)),
		PUT: async () => {
			const { body, options } = await readPageWrite(request, context)
			const update = (current: Identity) => parseInput(IdentitySchema, mergeOver(current, body))
			update((await getPageContent()).identity)
			const identity = await versionedPageWrite(
				() => updateIdentity(update, options),
				async () => withVersion('identity', (await getPageContent()).identity),
			)
			return Response.json(await withVersion('identity', identity))
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
