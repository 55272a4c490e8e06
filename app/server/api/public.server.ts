import { type LoaderFunctionArgs } from 'react-router'
import { type Visibility } from '#app/data/lookup.ts'
import { visibilityFor } from './access.server.ts'
import { apiResource, listJson, notFound } from './api.server.ts'
import { type Fields } from '#app/schemas/entity-fields.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { type Translations } from '#app/utils/languages.ts'
import { apiLanguage } from '#app/server/page-language.server.ts'

/**
 * An answer's record in the language `?lang=` asks for (contract section 21): its translatable fields in that
 * language, with `lang` and `fallback`. A site of one language answers its records as they are.
 */
export function inApiLanguage(request: Request, fields: Fields | undefined, item: unknown) {
	if (!fields || getEnv().SITE_LANGUAGES.length < 2 || !item || typeof item !== 'object') return item
	return apiLanguage(request).localise(fields, item as { translations?: Translations })
}

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
	fields?: Fields,
) {
	return ({ request, params }: LoaderFunctionArgs) =>
		apiResource(request, {
			GET: async () => {
				const visibility = await visibilityFor(request)
				const item = await get(params.id ?? '', visibility)
				if (!item) throw notFound(label)
				return Response.json(inApiLanguage(request, fields, present(item, visibility)))
			},
		})
}

/** GET /api/{collection}: the whole list in its order; hidden records only with an admin token. */
export function publicList(list: (visibility: Visibility) => Promise<readonly unknown[]>, fields?: Fields) {
	return ({ request }: LoaderFunctionArgs) =>
		apiResource(request, {
			GET: async () => {
				const items = await list(await visibilityFor(request))
				// One language: the list as it is, so a frozen list keeps its cached body (listJson).
				if (!fields || getEnv().SITE_LANGUAGES.length < 2) return listJson(items)
				return listJson(items.map((item) => inApiLanguage(request, fields, item)))
			},
		})
}
