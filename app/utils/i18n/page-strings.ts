import { type Language } from '#app/utils/languages.ts'
import { type Strings } from './translate.ts'

/**
 * The fixed texts the page's components read (`usePageLanguage().t`), by language. The server registers every
 * shipped language at start (entry.server.tsx, from strings.ts); the browser loads the page's language alone, as a
 * module of its own, before it hydrates (entry.client.tsx): a page's script carries no other language's strings, and
 * its HTML none at all.
 */
const loaded: Partial<Record<Language, Strings>> = {}

export function registerStrings(lang: Language, strings: Strings) {
	loaded[lang] = strings
}

export function stringsOf(lang: Language): Strings | undefined {
	return loaded[lang]
}

/** Each language's strings as a module of its own, which the browser's bundler makes one chunk. */
const MODULES: Record<Language, () => Promise<Strings>> = {
	en: () => import('./en.ts').then((m) => m.en),
	de: () => import('./de.ts').then((m) => m.de),
	fr: () => import('./fr.ts').then((m) => m.fr),
}

/** Loads `lang`'s strings in the browser (once), before the page hydrates. */
export async function loadStrings(lang: Language) {
	if (!loaded[lang]) registerStrings(lang, await MODULES[lang]())
}
