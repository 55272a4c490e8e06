import { type Fields, missingTranslations } from '#app/schemas/entity-fields.ts'
import { type FilterSelect } from '#app/utils/admin-list.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { isShippedLanguage, type Language, LANGUAGE_NAMES } from '#app/utils/languages.ts'

/**
 * The lists' "Translation" filter (docs/admin.md, 'Languages'): `?untranslated=de` keeps the records whose
 * translatable fields hold text in the default language but not in German. Only when the site has more than one
 * language; otherwise the parameter is ignored and the select is not offered.
 */
export const UNTRANSLATED = 'untranslated'

type Filtered<R> = { filtered: R[]; filters: Record<string, string> & { q: string }; active: boolean }

/** The language `?untranslated=` names, when it is one of the site's other languages. */
function untranslatedLanguage(params: URLSearchParams): Language | null {
	const value = params.get(UNTRANSLATED) ?? ''
	return isShippedLanguage(value) && getEnv().SITE_LANGUAGES.slice(1).includes(value) ? value : null
}

/** A list's filter with the untranslated filter after it. */
export function withUntranslatedFilter<R extends object>(
	fields: Fields,
	filter: (all: readonly R[], params: URLSearchParams) => Filtered<R>,
) {
	return (all: readonly R[], params: URLSearchParams): Filtered<R> => {
		const result = filter(all, params)
		const language = untranslatedLanguage(params)
		if (!language) return result
		return {
			filtered: result.filtered.filter((record) => missingTranslations(fields, record, language).length > 0),
			filters: { ...result.filters, [UNTRANSLATED]: language },
			active: true,
		}
	}
}

/** The filter bar's "Translation" select, or none with one language. */
export function untranslatedSelects(): FilterSelect[] {
	const others = getEnv().SITE_LANGUAGES.slice(1)
	if (!others.length) return []
	return [
		{
			name: UNTRANSLATED,
			label: 'Translation',
			options: [
				{ value: '', label: 'All' },
				...others.map((language) => ({ value: language, label: `Lacking ${LANGUAGE_NAMES[language]}` })),
			],
		},
	]
}
