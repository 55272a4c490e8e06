import { type Language } from '#app/utils/languages.ts'
import { registerStrings, stringsOf } from './page-strings.ts'
import { type Strings } from './translate.ts'

/**
 * The browser's side of page-strings.ts: each language's strings as a module of their own, which the bundler makes
 * one chunk, loaded before the page hydrates. Each takes the page's texts alone (`en`): named in the destructuring,
 * they let the bundler leave out what only the server writes (`enWritten`, mails and documents). Only entry.client.tsx imports this module, so the server's bundle,
 * which imports every language statically (strings.ts), has no dynamic import of them.
 */
const MODULES: Record<Language, () => Promise<Strings>> = {
	en: () => import('./en.ts').then(({ en }) => en),
	de: () => import('./de.ts').then(({ de }) => de),
	fr: () => import('./fr.ts').then(({ fr }) => fr),
}

/** Loads `lang`'s strings in the browser (once), before the page hydrates. */
export async function loadStrings(lang: Language) {
	if (!stringsOf(lang)) registerStrings(lang, await MODULES[lang]())
}
