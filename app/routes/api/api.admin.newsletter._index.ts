import { type ActionFunctionArgs } from '@remix-run/node'
import { listSubscribers } from '#app/data/newsletter.server.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'

/** GET /api/admin/newsletter: every subscriber, newest first. */
function handlers(_args: ActionFunctionArgs) {
	return {
		GET: async () => Response.json(await listSubscribers(), { headers: { 'Cache-Control': 'no-store' } }),
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
