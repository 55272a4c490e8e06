import { isShippedLanguage, type Language } from '#app/utils/languages.ts'

export { baseRouteId, languageRouteId } from '#app/utils/languages.ts'

/**
 * A page's language is read from its address (docs/decisions/017-language-addresses.md): the default language at
 * the root (`/exhibitions`), any other under its prefix (`/de/exhibitions`). These helpers are shared by the
 * server (loaders, the sitemap) and the pages (links, the switcher).
 */

/** The language prefix of a path (`/de/exhibitions` → 'de'), or null when it starts with no shipped language. */
export function languagePrefixOf(pathname: string): Language | null {
	// As the router matches paths: `/DE/exhibitions` is the German page too.
	const first = (pathname.split('/')[1] ?? '').toLowerCase()
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

/** The locale dates and numbers take on a page in a language other than the gallery's (GALLERY_LOCALE's) own. */
const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR' }

/** The locale of a page in `lang`: the gallery's for the default language or one of its own language, else the language's. */
export function localeForLanguage(lang: Language, galleryLocale: string, defaultLanguage: Language): string {
	if (lang === defaultLanguage) return galleryLocale
	if (galleryLocale.toLowerCase().split('-')[0] === lang) return galleryLocale
	return LANGUAGE_LOCALES[lang]
}

/** Each language's name in itself, as the language switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', fr: 'Français' }

/** The same page in each of the site's languages: its address in each, the default's first. */
export function pageInLanguages(pathname: string, languages: readonly Language[]) {
	const path = pathWithoutLanguage(pathname)
	const defaultLanguage = languages[0] ?? 'en'
	return languages.map((lang) => ({ lang, path: pathInLanguage(path, lang, defaultLanguage) }))
}
