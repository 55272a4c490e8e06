import { type ActionFunctionArgs } from '@remix-run/node'
import { listSubscribers } from '#app/data/newsletter.server.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { pagedJson } from '#app/server/api/api.server.ts'

/**
 * GET /api/admin/newsletter: the subscribers newest first, 100 a page
 * (`?page=`, `?per_page=` up to 1000, `?q=` searches email and name), with
 * `X-Total-Count` and `Link` headers.
 */
function handlers({ request }: ActionFunctionArgs) {
	return {
		GET: async () => pagedJson(request, await listSubscribers(new URL(request.url).searchParams.get('q') ?? '')),
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
