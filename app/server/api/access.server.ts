import { type Visibility } from '#app/data/lookup.ts'
import { apiResource, type ApiHandlers, type ApiMethod } from './api.server.ts'
import { optionalApiUser, requireApiUser } from '#app/server/auth.server.ts'

/** Public /api reads: anonymous callers see visible items only; a valid admin token sees everything. */
export async function visibilityFor(request: Request): Promise<Visibility> {
	return (await optionalApiUser(request)) ? 'all' : 'visible'
}

/**
 * An /api/admin/* resource (or a file write): every method first needs a
 * valid Bearer token, else the 401 UNAUTHORIZED / TOKEN_EXPIRED of docs/api.md.
 */
export function adminApiResource(request: Request, handlers: ApiHandlers): Promise<Response> {
	const guarded: ApiHandlers = {}
	for (const [method, handler] of Object.entries(handlers) as [ApiMethod, () => Promise<Response>][]) {
		guarded[method] = async () => {
			await requireApiUser(request)
			return handler()
		}
	}
	return apiResource(request, guarded)
}
