import { type Fields } from '#app/schemas/entity-fields.ts'
import { isShippedLanguage, type Language, type Translations } from '#app/utils/languages.ts'
import { localise } from '#app/schemas/localise.ts'
import { languageOfPath } from '#app/utils/i18n/page-language.ts'
import { t as translate, translatorFor, type StringKey } from '#app/utils/i18n/strings.ts'
import { formMessage } from '#app/utils/i18n/form-messages.ts'
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

/** Localises records into one language, falling back to the site's default (app/utils/localise.ts). */
function localiserFor(lang: Language) {
	const defaultLanguage = getEnv().SITE_LANGUAGES[0] ?? 'en'
	return {
		lang,
		defaultLanguage,
		localise: <T extends { translations?: Translations }>(fields: Fields, record: T) =>
			localise(fields, record, lang, defaultLanguage),
	}
}

/** The records of the page a request is for, in its language (its loader's content). */
export function pageContent(request: Request) {
	return localiserFor(pageLanguage(request))
}

/**
 * The public API's language: `?lang=de` when the site publishes it, else the default language (contract
 * section 21: a language not set answers in the default).
 */
export function apiLanguage(request: Request) {
	const asked = new URL(request.url).searchParams.get('lang')?.toLowerCase()
	const languages = getEnv().SITE_LANGUAGES
	return localiserFor(isShippedLanguage(asked) && languages.includes(asked) ? asked : (languages[0] ?? 'en'))
}

/**
 * The messages of a public form's API route (POST /api/enquiries, /api/newsletter/subscribe): the schema's English,
 * as every API answer, unless `?lang=` names a language the site publishes (docs/api.md 'Languages'); then as the
 * form on a page in that language says them. The body's `language` is the reader's, not the answer's.
 */
export function apiFormMessages(request: Request) {
	const asked = new URL(request.url).searchParams.get('lang')?.toLowerCase()
	if (!isShippedLanguage(asked) || !getEnv().SITE_LANGUAGES.includes(asked)) return undefined
	const t = translatorFor(asked)
	return (field: string, message: string) => formMessage(field, message, t, asked)
}
