import { z } from '#app/utils/zod.ts'
import { type Language, SHIPPED_LANGUAGES, translationLanguages, type Translations } from '#app/utils/languages.ts'
import { entriesToText, ENTRIES_MAX, ENTRY_TEXT_MAX, type RecordEntry } from './record-entries.ts'
import { hasNul, nulMessage } from './fields.ts'

/**
 * An entity's fields, each declared once (in the spirit of Payload's `fields[]`,
 * docs/architecture.md, 'Adding a collection'): what the form and the API
 * accept (`input`), what the store keeps (`stored`), its CSV column (`csv`)
 * and whether a public answer may carry it (`public`). The input schema, the
 * stored record's schema, the spreadsheet's columns and what the public API
 * leaves out are all made from the one list, so a new field is one entry here
 * and its control in the form.
 */

/** How a value is written in a CSV cell (docs/admin.md, 'Import and export'). */
export type CsvKind =
	/** As it is; null is ''. */
	| 'text'
	/** Plainly, `1200` or `1200.50`; null is ''. The import refuses any other spelling. */
	| 'number'
	/** The entries, separated by `;`. */
	| 'list'
	| 'boolean'
	/** An object as JSON; an empty one is ''. */
	| 'json'
	/** Entries of `{ text, public }`, one a line, `[private] ` before one that is not public (app/schemas/registrar.ts). */
	| 'entries'

export type FieldSpec = {
	/** What the admin form and POST/PUT /api/admin/* accept; absent for a field the server sets (an artwork's `artist_name`). */
	input?: z.ZodType
	/** What the store keeps, checked on load and on every write; its default lets older records load. */
	stored: z.ZodType
	/** Its CSV column: the kind, or the kind under another column name (an artwork's `artist_id` is `artist`, by name). */
	csv?: CsvKind | { kind: CsvKind; column: string }
	/**
	 * Unsaid, public. `false`: no public page or anonymous public /api answer carries it; the public /api shows it
	 * to an admin token, as the staff's view (a hold's `hold_for`). `'never'`: only /api/admin reads it, with or
	 * without a token (the registrar's fields, contract section 19). `'entries'`: a list of `{ text, public }`
	 * whose entries marked public are public, the others never (provenance).
	 */
	public?: false | 'never' | 'entries'
	/**
	 * Staff may give its text in the site's other languages (contract section 21), kept in the record's
	 * `translations` (`withTranslations`), checked by its own `input`. For an `'entries'` list the translation is
	 * the texts of its public entries, one a line, in their order.
	 */
	translatable?: true
}

export type Fields = Record<string, FieldSpec>

/** Keeps the fields' literal types, so the shapes made from them are exact. */
export function defineFields<const F extends Fields>(fields: F): F {
	return fields
}

type InputKey<F extends Fields> = { [K in keyof F]: F[K] extends { input: z.ZodType } ? K : never }[keyof F]
export type InputShape<F extends Fields> = { [K in InputKey<F>]: F[K] extends { input: infer T } ? T : never }
export type StoredShape<F extends Fields> = { [K in keyof F]: F[K]['stored'] }

/** The shape of the input schema: every field the form and the API write, in the list's order. */
export function inputShape<F extends Fields>(fields: F): InputShape<F> {
	return Object.fromEntries(
		Object.entries(fields).flatMap(([name, field]) => (field.input ? [[name, field.input]] : [])),
	) as InputShape<F>
}

/** The shape of the stored record's schema (without `id`, `version` and what every record has). */
export function storedShape<F extends Fields>(fields: F): StoredShape<F> {
	return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.stored])) as StoredShape<F>
}

type ColumnOf<K, S> = S extends { csv: { column: infer C extends string } } ? C : S extends { csv: CsvKind } ? K : never
/** The CSV column names of a field list. */
export type CsvColumn<F extends Fields> = { [K in keyof F]: ColumnOf<K & string, F[K]> }[keyof F]

export type CsvColumnSpec<F extends Fields> = { column: CsvColumn<F>; field: keyof F & string; kind: CsvKind }

/** The CSV columns, in the list's order: the export's header and the columns the import knows. */
export function csvColumns<F extends Fields>(fields: F): readonly CsvColumnSpec<F>[] {
	return Object.entries(fields).flatMap(([field, { csv }]) =>
		csv === undefined
			? []
			: [
					typeof csv === 'string'
						? { column: field as CsvColumn<F>, field, kind: csv }
						: { column: csv.column as CsvColumn<F>, field, kind: csv.kind },
				],
	)
}

/** One value as a CSV cell. */
export function csvCell(kind: CsvKind, value: unknown): string {
	if (value === null || value === undefined) return ''
	if (kind === 'list') return (value as readonly unknown[]).join(';')
	if (kind === 'boolean') return value ? 'true' : 'false'
	if (kind === 'json') return Object.keys(value as object).length ? JSON.stringify(value) : ''
	if (kind === 'entries') return entriesToText(value as readonly RecordEntry[])
	return String(value)
}

/** A record as a row of its CSV columns; `cells` gives the value of a column that is not the field as stored. */
export function csvRow<F extends Fields>(
	columns: readonly CsvColumnSpec<F>[],
	record: object,
	cells: Partial<Record<CsvColumn<F>, string>> = {},
): string[] {
	const values = record as Record<string, unknown>
	return columns.map(({ column, field, kind }) => cells[column] ?? csvCell(kind, values[field]))
}

type PrivateKey<F extends Fields> = {
	[K in keyof F]: F[K] extends { public: false | 'never' } ? K : never
}[keyof F]
type NeverPublicKey<F extends Fields> = { [K in keyof F]: F[K] extends { public: 'never' } ? K : never }[keyof F]

/** The fields no public page or anonymous public answer carries. */
export function privateFields<F extends Fields>(fields: F): readonly PrivateKey<F>[] {
	return Object.keys(fields).filter((name) => {
		const { public: seen } = fields[name]!
		return seen === false || seen === 'never'
	}) as PrivateKey<F>[]
}

/** The fields only /api/admin reads: no public answer carries them, with an admin token or without. */
export function neverPublicFields<F extends Fields>(fields: F): readonly NeverPublicKey<F>[] {
	return Object.keys(fields).filter((name) => fields[name]!.public === 'never') as NeverPublicKey<F>[]
}

/** The public entries of each `'entries'` list, in their order. */
function withPublicEntries<F extends Fields>(fields: F, copy: Record<string, unknown>) {
	for (const [name, field] of Object.entries(fields)) {
		if (field.public === 'entries' && Array.isArray(copy[name])) {
			copy[name] = (copy[name] as RecordEntry[]).filter((entry) => entry.public)
		}
	}
}

/** A record as an anonymous public answer carries it: without the private fields, and only public entries. */
export function withoutPrivate<F extends Fields, T extends object>(
	fields: F,
	record: T,
): Omit<T, PrivateKey<F> & keyof T> {
	const copy = { ...record } as Record<string, unknown>
	for (const name of privateFields(fields)) delete copy[name as string]
	withPublicEntries(fields, copy)
	return copy as Omit<T, PrivateKey<F> & keyof T>
}

/** A record as the public /api shows it to an admin token: everything but what only /api/admin reads. */
export function withoutNeverPublic<F extends Fields, T extends object>(
	fields: F,
	record: T,
): Omit<T, NeverPublicKey<F> & keyof T> {
	const copy = { ...record } as Record<string, unknown>
	for (const name of neverPublicFields(fields)) delete copy[name as string]
	withPublicEntries(fields, copy)
	return copy as Omit<T, NeverPublicKey<F> & keyof T>
}

/** The names of a field list's translatable fields, in the list's order. */
export function translatableFields(fields: Fields): string[] {
	return Object.keys(fields).filter((name) => fields[name]!.translatable)
}

const TRANSLATIONS_MESSAGE = 'Translations must be an object of language to texts, such as {"de": {"title": "…"}}'

/** A translated list of entries: one text a line, each of an entry's length, as many as a list may hold. */
function translatedEntries(label: string) {
	return z
		.string({ error: `${label} must be text` })
		.transform((text) =>
			text
				.split(/\r\n|\r|\n/)
				.map((line) => line.replace(/\s+/g, ' ').trim())
				.join('\n')
				.trim(),
		)
		.refine((text) => text.split('\n').length <= ENTRIES_MAX, `${label} may hold at most ${ENTRIES_MAX} entries`)
		.refine(
			(text) => text.split('\n').every((line) => line.length <= ENTRY_TEXT_MAX),
			`${label}: an entry must be at most ${ENTRY_TEXT_MAX} characters`,
		)
		.refine((text) => !hasNul(text), nulMessage(label))
}

/** How one translated text of a field is checked: as the field's own text, or as a list's entries. */
function translationCheck(name: string, field: FieldSpec): z.ZodType | null {
	if (field.csv === 'entries' || field.public === 'entries') return translatedEntries(name)
	return field.input ?? null
}

/** `translations` with only the texts of `fields`' translatable fields (a language left with none is dropped). */
export function translationsOf(fields: Fields, translations: Translations): Translations {
	const names = new Set(translatableFields(fields))
	const result: Translations = {}
	for (const [language, texts] of Object.entries(translations) as [keyof Translations, Record<string, string>][]) {
		const kept = Object.fromEntries(Object.entries(texts ?? {}).filter(([name]) => names.has(name)))
		if (Object.keys(kept).length) result[language] = kept
	}
	return result
}

/**
 * What the form and the API accept as a record's `translations`: by language, then by field, texts checked as
 * the field's own (its length, no U+0000). Languages not among the site's other languages and fields that are
 * not translatable are dropped, like unknown keys; a blank text is no translation. The form sends
 * `translations.de.title`; JSON sends an object (or that object as a JSON string).
 */
export function translationsInput(fields: Fields) {
	const names = translatableFields(fields)
	return z.preprocess(
		(value) => {
			if (value === undefined || value === null || value === '') return {}
			if (typeof value === 'string') {
				try {
					return JSON.parse(value) as unknown
				} catch {
					return value
				}
			}
			return value
		},
		z.record(z.string(), z.unknown(), { error: TRANSLATIONS_MESSAGE }).transform((byLanguage, ctx) => {
			const result: Translations = {}
			for (const language of translationLanguages()) {
				const texts = byLanguage[language]
				if (texts === undefined || texts === null || texts === '') continue
				if (typeof texts !== 'object' || Array.isArray(texts)) {
					ctx.addIssue({ code: 'custom', message: TRANSLATIONS_MESSAGE, path: [language] })
					continue
				}
				const kept: Record<string, string> = {}
				for (const name of names) {
					const raw = (texts as Record<string, unknown>)[name]
					if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) continue
					const check = translationCheck(name, fields[name]!)
					const parsed = check?.safeParse(raw)
					if (!parsed) continue
					if (!parsed.success) {
						for (const issue of parsed.error.issues)
							ctx.addIssue({ code: 'custom', message: issue.message, path: [language, name] })
						continue
					}
					if (typeof parsed.data === 'string' && parsed.data !== '') kept[name] = parsed.data
				}
				if (Object.keys(kept).length) result[language] = kept
			}
			return result
		}),
	)
}

/** Whether a field holds text in the default language: a text not blank, or a list with public entries. */
function hasText(value: unknown): boolean {
	if (typeof value === 'string') return value.trim() !== ''
	return Array.isArray(value) && value.some((entry) => (entry as RecordEntry | undefined)?.public)
}

/**
 * The translatable fields of a record that hold text in the default language but none in `language` (the lists'
 * untranslated filter and the check 'a translation missing', docs/admin.md 'Languages').
 */
export function missingTranslations(
	fields: Fields,
	record: { translations?: Translations } & object,
	language: Language,
): string[] {
	const texts = record.translations?.[language] ?? {}
	const values = record as Record<string, unknown>
	return translatableFields(fields).filter((name) => hasText(values[name]) && !texts[name]?.trim())
}

/** The `translations.{language}.{field}` inputs of a form without conform, as the object `translationsInput` reads. */
export function translationsFromForm(form: FormData): Record<string, Record<string, unknown>> {
	const byLanguage: Record<string, Record<string, unknown>> = {}
	for (const [key, value] of form) {
		const [prefix, language, field, ...rest] = key.split('.')
		if (prefix !== 'translations' || !language || !field || rest.length || typeof value !== 'string') continue
		;(byLanguage[language] ??= {})[field] = value
	}
	return byLanguage
}

/** A spreadsheet column of a translation: `title@de` (docs/admin.md, 'Import and export'). */
export type TranslationColumn = { column: string; field: string; language: Language }

/** The translation columns, after a list's own: each translatable field with a CSV column, in each other language. */
export function translationColumns(
	fields: Fields,
	languages: readonly Language[] = translationLanguages(),
): TranslationColumn[] {
	const translated = csvColumns(fields).filter(({ field }) => fields[field]!.translatable)
	return languages.flatMap((language) =>
		translated.map(({ column, field }) => ({ column: `${column}@${language}`, field, language })),
	)
}

/** A record's cells of those columns: its texts in each language, '' for none. */
export function translationCells(columns: readonly TranslationColumn[], record: { translations?: Translations }) {
	return columns.map(({ field, language }) => record.translations?.[language]?.[field] ?? '')
}

/**
 * What a header cell `title@de` names: a translation column, `'ignored'` for a translatable field in a shipped
 * language the site does not publish (dropped, as the API drops it), or null for no translation column.
 */
export function readTranslationColumn(fields: Fields, name: string): TranslationColumn | 'ignored' | null {
	const [column, language, ...rest] = name.split('@')
	if (!column || !language || rest.length) return null
	const spec = csvColumns(fields).find((c) => c.column === column)
	if (!spec || !fields[spec.field]!.translatable || !(SHIPPED_LANGUAGES as readonly string[]).includes(language))
		return null
	const found = translationColumns(fields).find((c) => c.column === name)
	return found ?? 'ignored'
}

/** What the store keeps: texts by language, then by field; none by default, so older records load unchanged. */
export const storedTranslations = z
	.partialRecord(z.enum(SHIPPED_LANGUAGES), z.record(z.string(), z.string().max(20_000)))
	.default({})

/**
 * A field list with its `translations` (contract section 21): the texts of its translatable fields in the site's
 * other languages, written by the form and /api/admin, public as the fields themselves are.
 */
export function withTranslations<const F extends Fields>(fields: F) {
	return { ...fields, translations: { input: translationsInput(fields), stored: storedTranslations } } as F & {
		translations: { input: ReturnType<typeof translationsInput>; stored: typeof storedTranslations }
	}
}
