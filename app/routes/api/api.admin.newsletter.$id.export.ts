import { type ActionFunctionArgs } from 'react-router'
import { exportSubscriber } from '#app/data/newsletter.server.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { parseId } from '#app/server/api/api.server.ts'

/**
 * GET /api/admin/newsletter/{id}/export: everything held about one reader
 * (record without its secrets, consent, deliveries) as JSON, for their right of access.
 */
function handlers({ params }: ActionFunctionArgs) {
	return {
		GET: async () => {
			const body = await exportSubscriber(parseId(params.id, 'Subscriber'))
			return Response.json(body, { headers: { 'Cache-Control': 'no-store' } })
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
