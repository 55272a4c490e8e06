import { type ActionFunctionArgs } from 'react-router'
import { listEnquiries } from '#app/data/enquiries.server.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { pagedJson } from '#app/server/api/api.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/**
 * GET /api/admin/enquiries: the enquiries newest first, 100 a page (`?page=`,
 * `?per_page=` up to 1000), with `X-Total-Count` and `Link` headers, as the
 * newsletter's list.
 */
function handlers({ request }: ActionFunctionArgs) {
	return {
		GET: async () => pagedJson(request, await listEnquiries()),
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
