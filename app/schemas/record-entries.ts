import { z } from '#app/utils/zod.ts'
import { hasNul, nulMessage } from './fields.ts'

/**
 * The registrar's lists of an artwork (contract section 19): provenance,
 * exhibition history and literature, each an ordered list of entries
 * `{ text, public }`. As text (the spreadsheet's cell, the form's textarea
 * without JavaScript) a list is one entry a line, and an entry that is not
 * public starts with `[private] `: the one spelling both read and write.
 */

export const ENTRY_TEXT_MAX = 2000
export const ENTRIES_MAX = 200
export const PRIVATE_PREFIX = '[private] '

export const recordEntry = z.object({ text: z.string().min(1).max(ENTRY_TEXT_MAX), public: z.boolean() })
export type RecordEntry = z.infer<typeof recordEntry>

/** What the store keeps: the entries in their order, none by default (older records load). */
export const storedEntries = z.array(recordEntry).max(ENTRIES_MAX).default([])

/** An entry's text on one line: a line break inside it would make two entries of one. */
function oneLine(text: string) {
	return text.replace(/\s+/g, ' ').trim()
}

/** A line as an entry: `[private] ` (any case) before its text marks it private. */
export function entryFromLine(line: string): RecordEntry {
	const text = oneLine(line)
	const isPrivate = text.toLowerCase().startsWith(PRIVATE_PREFIX.trim().toLowerCase())
	return isPrivate ? { text: oneLine(text.slice(PRIVATE_PREFIX.trim().length)), public: false } : { text, public: true }
}

/** A list as text: one entry a line, `[private] ` before the private ones. */
export function entriesToText(entries: readonly RecordEntry[]): string {
	return entries.map((entry) => `${entry.public ? '' : PRIVATE_PREFIX}${oneLine(entry.text)}`).join('\n')
}

/** Text as a list: one entry a line; blank lines are no entry. */
export function entriesFromText(text: string): RecordEntry[] {
	return text
		.split(/\r\n|\r|\n/)
		.map(entryFromLine)
		.filter((entry) => entry.text !== '')
}

/**
 * A list of entries as the form and the API send it: an array of `{ text, public }` (an entry without `public`
 * is private: nothing becomes public unless someone said so) or of lines, a JSON-encoded array, or text of one
 * entry a line. Blank entries are dropped; texts are trimmed to one line.
 */
export function entriesInput(label: string) {
	return z.preprocess(
		(value) => {
			if (value === undefined || value === null) return []
			if (typeof value === 'string') {
				const text = value.trim()
				if (text.startsWith('[{') || text === '[]') {
					try {
						return JSON.parse(text)
					} catch {
						return value
					}
				}
				return entriesFromText(text)
			}
			return value
		},
		z
			.array(
				z.preprocess(
					(entry) => {
						if (typeof entry === 'string') return entryFromLine(entry)
						if (entry && typeof entry === 'object' && 'text' in entry) {
							const { text, public: shown } = entry as { text: unknown; public?: unknown }
							return {
								text: typeof text === 'string' ? oneLine(text) : text,
								public: shown === undefined || shown === null ? false : shown,
							}
						}
						return entry
					},
					z.object(
						{
							text: z
								.string({ error: `${label}: each entry needs a text` })
								.max(ENTRY_TEXT_MAX, `${label}: an entry must be at most ${ENTRY_TEXT_MAX} characters`)
								.refine((v) => !hasNul(v), nulMessage(label)),
							public: z.preprocess(
								(v) =>
									v === 'true' || v === 'on' || v === '1' || v === 1
										? true
										: v === 'false' || v === '0' || v === 0
											? false
											: v,
								z.boolean({ error: `${label}: public must be true or false` }),
							),
						},
						{ error: `${label} must be a list of entries with a text` },
					),
				),
				{ error: `${label} must be a list of entries with a text` },
			)
			.transform((entries) => entries.filter((entry) => entry.text !== ''))
			.refine((entries) => entries.length <= ENTRIES_MAX, `${label} may hold at most ${ENTRIES_MAX} entries`),
	)
}

/** The three lists, in the order the artwork page and the form show them, with the page's headings. */
export const RECORD_LISTS = [
	{ field: 'provenance', heading: 'Provenance' },
	{ field: 'exhibition_history', heading: 'Exhibition History' },
	{ field: 'literature', heading: 'Literature' },
] as const
export type RecordListField = (typeof RECORD_LISTS)[number]['field']
