import { type Language } from '#app/utils/languages.ts'
import { type Strings } from './translate.ts'

/**
 * The fixed texts the page's components read (`usePageLanguage().t`), by language. The server registers every
 * shipped language at start (entry.server.tsx, from strings.ts); the browser loads the page's language alone, as a
 * module of its own, before it hydrates (load-strings.ts, from entry.client.tsx): a page's script carries no other
 * language's strings, and its HTML none at all.
 */
const loaded: Partial<Record<Language, Strings>> = {}

export function registerStrings(lang: Language, strings: Strings) {
	loaded[lang] = strings
}

export function stringsOf(lang: Language): Strings | undefined {
	return loaded[lang]
}
