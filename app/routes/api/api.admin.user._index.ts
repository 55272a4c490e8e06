import { type ActionFunctionArgs } from '@remix-run/node'
import { listUsers } from '#app/data/users.server.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'

/** GET /api/admin/user: the admin users, without password hashes. */
function handlers(_args: ActionFunctionArgs) {
	return {
		GET: async () => Response.json(await listUsers(), { headers: { 'Cache-Control': 'no-store' } }),
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
