import fsp from 'node:fs/promises'
import { uploadTempPath } from '#app/data/files.server.ts'
import { type ReaderEntry } from '#app/data/newsletter.server.ts'
import { ReaderSchema } from '#app/schemas/newsletter.ts'
import { READERS_IMPORT_LIMITS } from '#app/server/body-limits.server.ts'
import { readMultipart, removeFiles } from '#app/server/framework/multipart.server.ts'
import { readCsvRecords } from '#app/server/import/csv.server.ts'
import { unguardCell } from '#app/utils/csv.ts'

/**
 * Reading a list of newsletter readers (docs/admin.md, 'Adding readers'): one
 * CSV with the columns email, name, consent and consented_at. Every row is
 * checked before anything is written; one bad row refuses the whole file.
 */
export const READER_COLUMNS = ['email', 'name', 'consent', 'consented_at'] as const
/** Readers one file may hold (the header not counted). */
export const MAX_READER_ROWS = 20_000
/** Row errors the page lists; past them it says how many more there are. */
const ERRORS_SHOWN = 20

export const NO_READERS_FILE = 'Choose a CSV file of readers'

export type ReaderSheet = {
	entries: ReaderEntry[]
	/** Rows repeating an address an earlier row has (any case): only the first is taken. */
	repeated: number
}

/** The file's problems, each saying its row as a spreadsheet numbers it (the header is row 1). */
export class ReaderFileError extends Error {
	override name = 'ReaderFileError'
	readonly problems: string[]
	constructor(problems: string[]) {
		const shown = problems.slice(0, ERRORS_SHOWN)
		if (problems.length > ERRORS_SHOWN) shown.push(`… and ${problems.length - ERRORS_SHOWN} more rows with errors`)
		super(shown.join('\n'))
		this.problems = shown
	}
}

/** Reads the upload's `readers` file within its bound; UploadError 413 past it, ReaderFileError when there is none. */
export async function readReadersUpload(request: Request): Promise<Uint8Array> {
	const { files } = await readMultipart(request, READERS_IMPORT_LIMITS, uploadTempPath)
	try {
		const file = files.find((f) => f.field === 'readers' && f.size > 0)
		if (!file) throw new ReaderFileError([NO_READERS_FILE])
		return await fsp.readFile(file.path)
	} finally {
		await removeFiles(files)
	}
}

/**
 * The readers of a CSV: UTF-8 with or without a byte order mark, comma- or
 * semicolon-separated, a header naming the columns (any case and order;
 * `email` required). ReaderFileError with every bad row (up to 20 shown).
 */
export function readReaderSheet(bytes: Uint8Array): ReaderSheet {
	const records = readCsvRecords(bytes, {
		maxRows: MAX_READER_ROWS,
		name: 'The file',
		refuse: (message) => new ReaderFileError([message]),
	})
	const [header = [], ...body] = records
	const columns = header.map((h) => h.trim().toLowerCase())
	const unknown = columns.filter((c) => c !== '' && !(READER_COLUMNS as readonly string[]).includes(c))
	if (unknown.length || !columns.includes('email'))
		throw new ReaderFileError([
			`The first row must name the columns: email, and optionally name, consent, consented_at${
				unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''
			}`,
		])
	if (body.length > MAX_READER_ROWS)
		throw new ReaderFileError([`The file has more than ${MAX_READER_ROWS.toLocaleString('en-US')} readers`])
	const problems: string[] = []
	const entries: ReaderEntry[] = []
	const seen = new Set<string>()
	let repeated = 0
	body.forEach((record, index) => {
		if (record.every((cell) => cell.trim() === '')) return
		const row = index + 2
		const cell = (name: string) => {
			const at = columns.indexOf(name)
			return at === -1 ? '' : unguardCell(record[at] ?? '')
		}
		const parsed = ReaderSchema.safeParse({
			email: cell('email'),
			name: cell('name'),
			consent: cell('consent'),
			consented_at: cell('consented_at'),
		})
		if (!parsed.success) {
			problems.push(`Row ${row}: ${parsed.error.issues.map((i) => i.message).join('; ')}`)
			return
		}
		if (!parsed.data.consent) {
			problems.push(`Row ${row}: no consent recorded for ${parsed.data.email}`)
			return
		}
		const key = parsed.data.email.toLowerCase()
		if (seen.has(key)) {
			repeated++
			return
		}
		seen.add(key)
		entries.push(parsed.data)
	})
	if (problems.length) throw new ReaderFileError(problems)
	if (!entries.length) throw new ReaderFileError(['The file has no readers'])
	return { entries, repeated }
}
