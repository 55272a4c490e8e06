import { type ActionFunctionArgs } from '@remix-run/node'
import { listEnquiries } from '#app/data/enquiries.server.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'

/** GET /api/admin/enquiries: every enquiry, newest first. */
function handlers(_args: ActionFunctionArgs) {
	return {
		GET: async () => Response.json(await listEnquiries(), { headers: { 'Cache-Control': 'no-store' } }),
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
