import { type ActionFunctionArgs } from 'react-router'
import { mergeContacts } from '#app/data/contacts.server.ts'
import { ContactMergeSchema } from '#app/schemas/contact.ts'
import { apiActor } from '#app/server/actor.server.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { parseId, parseInput, readBody } from '#app/server/api/api.server.ts'
import { conflictAnswer, expectedVersion } from '#app/server/api/entities.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/**
 * POST /api/admin/contacts/{id}/merge `{ from_id, version? }`: the contact `from_id` merged into this one (every
 * link moves, its emails join `other_emails`, it is deleted); answers the kept contact. An unknown or the same
 * `from_id` is a 400 beside it, a stale `version` a 409.
 */
function handlers({ request, params, context }: ActionFunctionArgs) {
	return {
		POST: async () => {
			const id = parseId(params.id, 'Contact')
			const { version: sent, ...body } = await readBody(request)
			const { from_id } = parseInput(ContactMergeSchema, body)
			const version = expectedVersion(request.headers.get('If-Match'), sent)
			const actor = await apiActor(request, context)
			try {
				return Response.json(await mergeContacts(id, from_id, { actor, version }))
			} catch (error) {
				throw conflictAnswer(error, request)
			}
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
