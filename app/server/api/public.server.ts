import { type LoaderFunctionArgs } from 'react-router'
import { type Visibility } from '#app/data/lookup.ts'
import { visibilityFor } from './access.server.ts'
import { apiResource, listJson, notFound } from './api.server.ts'

/**
 * The read-only resources of the public API (docs/api.md): anonymous callers
 * see visible records only, a valid admin token sees everything. Each route
 * file is `export const loader = …; export const action = loader`, so every
 * other method answers 405.
 */

/**
 * GET /api/{collection}/{id or slug}: a hidden record answers 404 (`{label}
 * not found`) without an admin token. `present` shapes what the caller sees.
 */
export function publicItem<T>(
	label: string,
	get: (key: string, visibility: Visibility) => Promise<T | null>,
	present: (item: T, visibility: Visibility) => unknown = (item) => item,
) {
	return ({ request, params }: LoaderFunctionArgs) =>
		apiResource(request, {
			GET: async () => {
				const visibility = await visibilityFor(request)
				const item = await get(params.id ?? '', visibility)
				if (!item) throw notFound(label)
				return Response.json(present(item, visibility))
			},
		})
}

/** GET /api/{collection}: the whole list in its order; hidden records only with an admin token. */
export function publicList(list: (visibility: Visibility) => Promise<readonly unknown[]>) {
	return ({ request }: LoaderFunctionArgs) =>
		apiResource(request, { GET: async () => listJson(await list(await visibilityFor(request))) })
}
