import { type StringKey, type Strings } from './en.ts'

/**
 * Filling in a fixed text, without the texts themselves: this module is what the browser's code uses, so that a
 * page's script carries no language's strings but its own, which it loads as a module of their own before it
 * hydrates (page-strings.ts, read by `usePageLanguage()` and `metaLanguage()`); the server reads every language's
 * from `strings.ts`.
 */
export type { StringKey, Strings }

/** A fixed text in one language: `key`'s text with each `{name}` replaced by `vars.name`. */
export type Translate = (key: StringKey, vars?: Record<string, string | number>) => string

/** `text` with each `{name}` replaced by `vars.name` (one left as it is when `vars` has no such name). */
export function fill(text: string, vars?: Record<string, string | number>): string {
	if (!vars) return text
	return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}

/** The `Translate` of one language's strings; a key without a text (no strings given) answers itself. */
export function translator(strings: Partial<Strings> | undefined): Translate {
	return (key, vars) => fill(strings?.[key] ?? key, vars)
}
