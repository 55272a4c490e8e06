import { type ActionFunctionArgs } from 'react-router'
import { eraseSubscriber } from '#app/data/newsletter.server.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { parseId } from '#app/server/api/api.server.ts'
import { requireApiUser } from '#app/server/auth.server.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/**
 * DELETE /api/admin/newsletter/{id}: the reader's erasure (docs/admin.md,
 * "Newsletter: readers"): the record goes, and the activity log keeps only
 * that an erasure happened.
 */
function handlers({ params, request, context }: ActionFunctionArgs) {
	return {
		DELETE: async () => {
			const id = parseId(params.id, 'Subscriber')
			const user = await requireApiUser(request)
			await eraseSubscriber(id, { id: user.id, username: user.username, ip: clientAddressOf(context) })
			return Response.json({ success: true })
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
