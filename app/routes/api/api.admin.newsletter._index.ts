import { type ActionFunctionArgs } from 'react-router'
import { listSubscribers, subscriberView } from '#app/data/newsletter.server.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { pagedJson } from '#app/server/api/api.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/**
 * GET /api/admin/newsletter: the subscribers newest first, 100 a page
 * (`?page=`, `?per_page=` up to 1000, `?q=` searches email and name,
 * `?status=` one of pending, active, unsubscribed, bounced), with
 * `X-Total-Count` and `Link` headers; never a reader's link secrets.
 */
function handlers({ request }: ActionFunctionArgs) {
	return {
		GET: async () => {
			const params = new URL(request.url).searchParams
			return pagedJson(request, await listSubscribers(params.get('q') ?? '', statusParam(params.get('status'))), {
				view: subscriberView,
			})
		},
	}
}

function statusParam(value: string | null) {
	return value && ['pending', 'active', 'unsubscribed', 'bounced'].includes(value) ? value : ''
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
