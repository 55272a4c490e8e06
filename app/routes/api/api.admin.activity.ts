import { type ActionFunctionArgs } from 'react-router'
import { findActivity } from '#app/data/activity.server.ts'
import { readActivityFilter } from '#app/server/admin/activity.server.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { ApiError, pagedJson } from '#app/server/api/api.server.ts'

/**
 * GET /api/admin/activity: the activity log newest first, 100 a page
 * (`?page=`, `?per_page=` up to 1000), filtered by `?user=`, `?kind=`,
 * `?from=` and `?to=` (YYYY-MM-DD, UTC, both included), with `X-Total-Count`
 * and `Link` headers. Admins only.
 */
function handlers({ request }: ActionFunctionArgs) {
	return {
		GET: async () => {
			const read = readActivityFilter(new URL(request.url).searchParams)
			if (!read.filter) throw new ApiError(400, Object.values(read.errors)[0]!, { fields: read.errors })
			return pagedJson(request, await findActivity(read.filter))
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
