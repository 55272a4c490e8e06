import { useLocation, useRouteLoaderData } from 'react-router'
import { fallbackLang, type Language } from '#app/utils/languages.ts'
import { languageOfPath, pathInLanguage } from './page-language.ts'
import { stringsOf } from './page-strings.ts'
import { translator } from './translate.ts'

type Match = { id: string; loaderData?: unknown } | undefined

/**
 * The language of the page being shown, read from its address with the site's languages that the root loader gives
 * (the default first): `t` gives a fixed text in it and `to` an address in it, so that links keep the page's language.
 */
export function usePageLanguage() {
	const root = useRouteLoaderData('root') as { languages?: Language[] } | undefined
	const languages = root?.languages ?? ['en']
	const { pathname } = useLocation()
	const lang = languageOfPath(pathname, languages)
	const defaultLanguage = languages[0] ?? 'en'
	return {
		lang,
		languages,
		defaultLanguage,
		// The page's language's strings: registered by the server, loaded by the browser before it hydrates.
		t: translator(stringsOf(lang)),
		to: (path: string) => pathInLanguage(path, lang, defaultLanguage),
		/** The `lang` of an element showing a record's field: the default language's when the field fell back. */
		langOf: (item: { fallback?: readonly string[] } | null | undefined, field: string) =>
			fallbackLang(item, field, defaultLanguage),
	}
}

/**
 * The same for a route's `meta` function, which is no component: the language from the page's address and the
 * languages of the root route's data.
 */
export function metaLanguage(args: { location: { pathname: string }; matches: readonly Match[] }) {
	const root = args.matches.find((m) => m?.id === 'root')?.loaderData as { languages?: Language[] } | undefined
	const lang = languageOfPath(args.location.pathname, root?.languages ?? ['en'])
	return { lang, t: translator(stringsOf(lang)) }
}
