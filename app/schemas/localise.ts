import { translatableFields, type Fields } from './entity-fields.ts'
import { type RecordEntry } from './record-entries.ts'
import { type Language, type Translations } from '#app/utils/languages.ts'

/**
 * A record as a page or a public answer in `lang` shows it (contract section 21): each translatable field in
 * `lang`, else the default language's text, whose name is then in `fallback` (so the element showing it carries
 * the default language's `lang`, and the API names it). `translations` is left out: the record is in one language.
 */
export type Localised<T> = Omit<T, 'translations'> & { lang: Language; fallback: string[] }

function hasText(value: unknown) {
	if (typeof value === 'string') return value.trim() !== ''
	return Array.isArray(value) && value.some((entry: RecordEntry) => entry.public)
}

/**
 * A list of entries (provenance) in another language: its translation is the texts of the public entries, one a
 * line, in their order (docs/admin.md 'Languages'). A translation of another count than the public entries is
 * none: the lines would be put beside the wrong entries.
 */
function translatedEntries(entries: readonly RecordEntry[], text: string): RecordEntry[] | null {
	const lines = text
		.split('\n')
		.map((line) => line.trim())
		.filter(Boolean)
	const publicCount = entries.filter((entry) => entry.public).length
	if (lines.length !== publicCount) return null
	let next = 0
	return entries.map((entry) => (entry.public ? { ...entry, text: lines[next++]! } : entry))
}

export function localise<T extends { translations?: Translations }>(
	fields: Fields,
	record: T,
	lang: Language,
	defaultLanguage: Language,
): Localised<T> {
	const { translations, ...rest } = record
	const copy = rest as Record<string, unknown>
	const fallback: string[] = []
	if (lang !== defaultLanguage) {
		const texts = translations?.[lang] ?? {}
		for (const name of translatableFields(fields)) {
			const value = copy[name]
			if (!hasText(value)) continue
			const text = texts[name]?.trim() ? texts[name]! : null
			const translated =
				text === null ? null : Array.isArray(value) ? translatedEntries(value as RecordEntry[], text) : text
			if (translated === null) fallback.push(name)
			else copy[name] = translated
		}
	}
	return { ...(copy as Omit<T, 'translations'>), lang, fallback }
}
