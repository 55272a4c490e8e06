import { isShippedLanguage, type Language } from '#app/utils/languages.ts'

/**
 * A page's language is read from its address (docs/decisions/017-language-addresses.md): the default language at
 * the root (`/exhibitions`), any other under its prefix (`/de/exhibitions`). These helpers are shared by the
 * server (loaders, the sitemap) and the pages (links, the switcher).
 */

/** The language prefix of a path (`/de/exhibitions` → 'de'), or null when it starts with no shipped language. */
export function languagePrefixOf(pathname: string): Language | null {
	const first = pathname.split('/')[1] ?? ''
	return isShippedLanguage(first) ? first : null
}

/** The language of the page at `pathname`: its prefix, else the default (the first of the site's languages). */
export function languageOfPath(pathname: string, languages: readonly Language[]): Language {
	return languagePrefixOf(pathname) ?? languages[0] ?? 'en'
}

/** The path without its language prefix: `/de/exhibitions` → `/exhibitions`, `/de` → `/`. */
export function pathWithoutLanguage(pathname: string): string {
	if (!languagePrefixOf(pathname)) return pathname
	const rest = pathname.replace(/^\/[^/]+/, '')
	return rest === '' ? '/' : rest
}

/**
 * The address of a site path (`/exhibitions`, `/`) in `lang`: unchanged for the default language, and for a path
 * that is not the site's own or names a language already.
 */
export function pathInLanguage(path: string, lang: Language, defaultLanguage: Language): string {
	if (lang === defaultLanguage || !path.startsWith('/') || path.startsWith('//') || languagePrefixOf(path)) return path
	return path === '/' ? `/${lang}` : `/${lang}${path}`
}

/**
 * Public routes answer under each shipped language's prefix as copies of the public layout (app/routes.ts); a copy's
 * id is the route's own id and `@` and the language, so code that knows a route by its id asks for its base id.
 */
export function languageRouteId(id: string, lang: Language) {
	return `${id}@${lang}`
}

export function baseRouteId(id: string) {
	const at = id.lastIndexOf('@')
	return at === -1 ? id : id.slice(0, at)
}
