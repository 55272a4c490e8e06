import { languageOfPath } from '#app/utils/i18n/page-language.ts'
import { t as translate, type StringKey } from '#app/utils/i18n/strings.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { pageUrlOf } from './page-url.server.ts'

/** The language of the page a request is for, read from its address (its prefix, else the site's default). */
export function pageLanguage(request: Request) {
	return languageOfPath(pageUrlOf(request).pathname, getEnv().SITE_LANGUAGES)
}

/** The fixed texts of the page a request is for, in its language (loaders' and actions' words). */
export function pageStrings(request: Request) {
	const lang = pageLanguage(request)
	return { lang, t: (key: StringKey, vars?: Record<string, string | number>) => translate(lang, key, vars) }
}
