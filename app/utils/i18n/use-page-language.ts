import { useLocation, useMatches, useRouteLoaderData } from 'react-router'
import { baseRouteId, fallbackLang, PUBLIC_LAYOUT_ID, type Language } from '#app/utils/languages.ts'
import { languageOfPath, pathInLanguage } from './page-language.ts'
import { type Strings, translator } from './translate.ts'

type Match = { id: string; loaderData?: unknown } | undefined

/**
 * The page's fixed texts, in its language alone: the public layout's data carries them (its loader's `strings`), so
 * a page's script holds no language's strings and ships none it does not show (contract section 8, 'Little script').
 */
function pageStringsOf(matches: readonly Match[]): Strings | undefined {
	const layout = matches.find((match) => match && baseRouteId(match.id) === PUBLIC_LAYOUT_ID)
	return (layout?.loaderData as { strings?: Strings } | undefined)?.strings
}

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
		t: translator(pageStringsOf(useMatches())),
		to: (path: string) => pathInLanguage(path, lang, defaultLanguage),
		/** The `lang` of an element showing a record's field: the default language's when the field fell back. */
		langOf: (item: { fallback?: readonly string[] } | null | undefined, field: string) =>
			fallbackLang(item, field, defaultLanguage),
	}
}

/**
 * The same for a route's `meta` function, which is no component: the language from the page's address and the
 * languages of the root route's data, the texts from the public layout's.
 */
export function metaLanguage(args: { location: { pathname: string }; matches: readonly Match[] }) {
	const root = args.matches.find((m) => m?.id === 'root')?.loaderData as { languages?: Language[] } | undefined
	const lang = languageOfPath(args.location.pathname, root?.languages ?? ['en'])
	return { lang, t: translator(pageStringsOf(args.matches)) }
}
