import { type Language } from '#app/utils/languages.ts'
import { de } from './de.ts'
import { en, type StringKey, type Strings } from './en.ts'
import { fr } from './fr.ts'
import { fill, translator } from './translate.ts'

export { type StringKey } from './en.ts'

/**
 * Every shipped language's fixed public texts (contract section 21), for the server: loaders, actions, mails and
 * documents. The browser's code never imports this module (it would carry every language): a page's component
 * takes its language's strings from page-strings.ts (`usePageLanguage()`), which loads that language alone.
 */
export const STRINGS: Record<Language, Strings> = { en, de, fr }

/** The text of `key` in `lang`, each `{name}` replaced by `vars.name`. */
export function t(lang: Language, key: StringKey, vars?: Record<string, string | number>): string {
	return fill(STRINGS[lang][key], vars)
}

/** `t` for one language, as the browser's components have it (app/utils/i18n/translate.ts). */
export function translatorFor(lang: Language) {
	return translator(STRINGS[lang])
}
