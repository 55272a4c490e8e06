/**
 * The site's languages (contract section 21). Every public text ships in the languages of
 * `SHIPPED_LANGUAGES`; `SITE_LANGUAGES` picks which of them a gallery publishes, the first being the
 * default, which lives at the root of the site while each other language lives under its prefix (`/de/...`).
 * Records keep their other languages' texts in `translations: { de: { title: '…' } }`.
 */
export const SHIPPED_LANGUAGES = ['en', 'de', 'fr'] as const
export type Language = (typeof SHIPPED_LANGUAGES)[number]

/** A record's texts in other languages than the default, by language, then by field name. */
export type Translations = Partial<Record<Language, Record<string, string>>>

export function isShippedLanguage(value: unknown): value is Language {
	return typeof value === 'string' && (SHIPPED_LANGUAGES as readonly string[]).includes(value)
}

/**
 * Reads `SITE_LANGUAGES` ("en,de"): shipped languages only, no repeats, at least one. Answers the message of
 * the first fault for the configuration's error, or the list.
 */
export function parseSiteLanguages(value: string): { languages: Language[] } | { error: string } {
	const codes = value
		.split(',')
		.map((code) => code.trim().toLowerCase())
		.filter(Boolean)
	if (codes.length === 0) return { error: `must name at least one language of ${SHIPPED_LANGUAGES.join(', ')}` }
	const unknown = codes.find((code) => !isShippedLanguage(code))
	if (unknown) return { error: `"${unknown}" is not a shipped language (${SHIPPED_LANGUAGES.join(', ')})` }
	if (new Set(codes).size !== codes.length) return { error: 'names a language twice' }
	return { languages: codes as Language[] }
}

/** The public site's layout route (`routes/public/_public.tsx`): every visitor page is under it, in each language. */
export const PUBLIC_LAYOUT_ID = 'routes/public/_public'

/**
 * Public routes answer under each shipped language's prefix as copies of the public layout (app/routes.ts, which can import only this file of the app); a copy's
 * id is the route's own id and `@` and the language, so code that knows a route by its id asks for its base id.
 */
export function languageRouteId(id: string, lang: Language) {
	return `${id}@${lang}`
}

export function baseRouteId(id: string) {
	const at = id.lastIndexOf('@')
	return at === -1 ? id : id.slice(0, at)
}

/**
 * The site's languages as `SITE_LANGUAGES` names them, the default first (['en'] when unset). Read where a
 * record's translations are checked, on the server and in the browser (where there is no environment, the
 * default alone: the server checks the form again). A bad value never gets this far: the server refuses to start.
 */
export function siteLanguages(
	source: Record<string, string | undefined> | undefined = globalThis.process?.env,
): Language[] {
	const parsed = parseSiteLanguages(source?.SITE_LANGUAGES ?? '')
	return 'error' in parsed ? ['en'] : parsed.languages
}

/** The languages a record's `translations` may hold: the site's languages but the default. */
export function translationLanguages(source?: Record<string, string | undefined>): Language[] {
	return siteLanguages(source).slice(1)
}

/** The languages' names in the back office (which stays in English). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'German', fr: 'French' }

/**
 * The `lang` attribute of an element showing `field` of a localised record (app/schemas/localise.ts): the default
 * language's when the field fell back, else none (the page's own).
 */
export function fallbackLang(
	item: { fallback?: readonly string[] } | null | undefined,
	field: string,
	defaultLanguage: Language,
): Language | undefined {
	return item?.fallback?.includes(field) ? defaultLanguage : undefined
}
