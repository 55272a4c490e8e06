import { type Language } from '#app/utils/languages.ts'
import { de, deWritten } from './de.ts'
import { en, enWritten, type StringKey, type Strings, type WrittenKey, type WrittenStrings } from './en.ts'
import { fr, frWritten } from './fr.ts'
import { fill, translator } from './translate.ts'

export { type StringKey, type WrittenKey } from './en.ts'
/** Any fixed text the server writes: a page's, or a mail's or document's (`enWritten`). */
export type TextKey = StringKey | WrittenKey

/**
 * Every shipped language's fixed public texts (contract section 21), for the server: loaders, actions, mails and
 * documents (a page's texts and what is written to a reader, `enWritten`). The browser's code never imports this module (it would carry every language): a page's component
 * takes its language's strings from page-strings.ts (`usePageLanguage()`), which loads that language alone.
 */
export const STRINGS: Record<Language, Strings & WrittenStrings> = {
	en: { ...en, ...enWritten },
	de: { ...de, ...deWritten },
	fr: { ...fr, ...frWritten },
}

/** The text of `key` in `lang`, each `{name}` replaced by `vars.name`. */
export function t(lang: Language, key: TextKey, vars?: Record<string, string | number>): string {
	return fill(STRINGS[lang][key], vars)
}

/** `t` for one language, as the browser's components have it (app/utils/i18n/translate.ts). */
export function translatorFor(lang: Language) {
	return translator(STRINGS[lang])
}
