import { type Fields } from '#app/schemas/entity-fields.ts'
import { isShippedLanguage, type Language, type Translations } from '#app/utils/languages.ts'
import { localise } from '#app/schemas/localise.ts'
import { languageOfPath, localeForLanguage, pathInLanguage } from '#app/utils/i18n/page-language.ts'
import { t as translate, translatorFor, type StringKey, type TextKey } from '#app/utils/i18n/strings.ts'
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

/**
 * Writing in one language (app/schemas/localise.ts): records localised into it, falling back to the site's default,
 * its fixed texts, its locale for dates and numbers (app/server/locale.server.ts), and a site path in it.
 */
function localiserFor(lang: Language) {
	const env = getEnv()
	const defaultLanguage = env.SITE_LANGUAGES[0] ?? 'en'
	return {
		lang,
		defaultLanguage,
		localise: <T extends { translations?: Translations }>(fields: Fields, record: T) =>
			localise(fields, record, lang, defaultLanguage),
		t: (key: TextKey, vars?: Record<string, string | number>) => translate(lang, key, vars),
		locale: localeForLanguage(lang, env.GALLERY_LOCALE, defaultLanguage),
		path: (path: string) => pathInLanguage(path, lang, defaultLanguage),
	}
}
export type Localiser = ReturnType<typeof localiserFor>

/**
 * The language a reader is written to in (a mail, a document's `?lang=`, a room's language): theirs when the site
 * publishes it, else the site's default (contract section 21: a language not set answers in the default).
 */
export function siteLanguageOr(language: string | null | undefined): Language {
	const languages = getEnv().SITE_LANGUAGES
	const code = language?.toLowerCase()
	return isShippedLanguage(code) && languages.includes(code) ? code : (languages[0] ?? 'en')
}

/** Writing to a reader in their language (`siteLanguageOr`): a mail or a document. */
export function writingIn(language: string | null | undefined) {
	return localiserFor(siteLanguageOr(language))
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
	return writingIn(new URL(request.url).searchParams.get('lang'))
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
