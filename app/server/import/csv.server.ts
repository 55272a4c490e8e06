import { parse } from 'csv-parse/sync'
import { unguardCell } from '#app/utils/csv.ts'
import { ARTWORK_FIELDS } from '#app/schemas/artwork.ts'
import { readTranslationColumn, type TranslationColumn } from '#app/schemas/entity-fields.ts'
import { ARTWORK_COLUMNS, type ArtworkColumn, isArtworkColumn } from './columns.server.ts'
import { ImportStopped } from './errors.server.ts'

/** Rows an import takes at most (the header not counted). */
export const MAX_IMPORT_ROWS = 5000

/** One row of the spreadsheet: its number as a spreadsheet shows it (the header is row 1) and its cells by column. */
export type SheetRow = {
	row: number
	cells: Partial<Record<ArtworkColumn, string>>
	/** Its texts in the site's other languages, from the `title@de` columns. */
	translations: { field: string; language: TranslationColumn['language']; value: string }[]
	/** The row has values past the last named column. */
	extra: boolean
}

/**
 * The rows of a spreadsheet saved as CSV (UTF-8, a byte order mark allowed, comma or semicolon), read up to
 * `maxRows` rows past the header and one more, which tells that there were too many. A file that cannot be read
 * throws `refuse(message)`, the message naming the file as `name` does ("The CSV file").
 */
export function readCsvRecords(
	bytes: Uint8Array,
	{ maxRows, name, refuse }: { maxRows: number; name: string; refuse: (message: string) => Error },
): string[][] {
	let text: string
	try {
		text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
	} catch {
		throw refuse(`${name} is not UTF-8 text: save it as "CSV UTF-8" and try again`)
	}
	if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
	if (text.trim() === '') throw refuse(`${name} is empty`)
	try {
		return parse(text, {
			delimiter: separatorOf(text),
			relax_column_count: true,
			skip_empty_lines: true,
			// Past the limit the rest is not read: one row more tells that there were too many.
			to: maxRows + 2,
		}) as string[][]
	} catch (error) {
		throw refuse(`${name} could not be read: ${(error as Error).message}`)
	}
}

/**
 * Reads an import's CSV (docs/admin.md, 'Import and export'): UTF-8 with or
 * without a byte order mark, comma- or semicolon-separated (whichever the
 * header row uses more of), quoted fields may hold separators, quotes and line
 * breaks. The header names the columns (any case, spaces around ignored; blank
 * header cells are ignored). An unknown or repeated column, more than 5,000
 * rows or a file that is not CSV stops the import with one reason.
 */
export function readSheet(bytes: Uint8Array): SheetRow[] {
	const records = readCsvRecords(bytes, {
		maxRows: MAX_IMPORT_ROWS,
		name: 'The CSV file',
		refuse: (message) => new ImportStopped(message),
	})
	const [header = [], ...body] = records
	const columns = header.map((h) => h.trim().toLowerCase())
	const translationColumns = columns.map((c) => readTranslationColumn(ARTWORK_FIELDS, c))
	const unknown = columns.filter((c, i) => c !== '' && !isArtworkColumn(c) && translationColumns[i] === null)
	if (unknown.length)
		throw new ImportStopped(
			`Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. The columns are: ${ARTWORK_COLUMNS.join(', ')}`,
		)
	const repeated = columns.filter((c, i) => c !== '' && columns.indexOf(c) !== i)
	if (repeated.length) throw new ImportStopped(`The column ${repeated[0]} appears more than once`)
	if (!columns.includes('title') && !columns.includes('slug'))
		throw new ImportStopped('The header row must name the columns, with at least title or slug')
	const rows: SheetRow[] = []
	body.forEach((record, index) => {
		if (record.every((cell) => cell.trim() === '')) return
		const cells: SheetRow['cells'] = {}
		const translations: SheetRow['translations'] = []
		columns.forEach((column, i) => {
			if (isArtworkColumn(column)) cells[column] = unguardCell(record[i] ?? '')
			const translation = translationColumns[i]
			if (translation && translation !== 'ignored')
				translations.push({ ...translation, value: unguardCell(record[i] ?? '') })
		})
		rows.push({
			row: index + 2,
			cells,
			translations,
			extra: record.slice(columns.length).some((cell) => cell.trim() !== ''),
		})
	})
	if (rows.length > MAX_IMPORT_ROWS)
		throw new ImportStopped(`The CSV file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows`)
	return rows
}

/** The header row's separator: a semicolon when it has more of them than commas. */
export function separatorOf(text: string) {
	const end = text.search(/\r?\n/)
	const header = (end === -1 ? text : text.slice(0, end)).replace(/"[^"]*"/g, '')
	const count = (c: string) => header.split(c).length - 1
	return count(';') > count(',') ? ';' : ','
}
