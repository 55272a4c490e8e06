import { type ActionFunctionArgs } from '@remix-run/node'
import { deleteSubscriber } from '#app/data/newsletter.server.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { parseId } from '#app/server/api/api.server.ts'

/** DELETE /api/admin/newsletter/{id}: removes one subscriber. */
function handlers({ params }: ActionFunctionArgs) {
	return {
		DELETE: async () => {
			await deleteSubscriber(parseId(params.id, 'Subscriber'))
			return Response.json({ success: true })
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
