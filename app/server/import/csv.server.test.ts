import { describe, expect, it } from 'vitest'
import { MAX_IMPORT_ROWS, readSheet } from './csv.server.ts'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('reading an import CSV', () => {
	it('reads commas, or semicolons when the header has more of them, with or without a BOM', () => {
		expect(readSheet(bytes('Title,Price\nA,"1,5"\n'))).toEqual([
			{ row: 2, cells: { title: 'A', price: '1,5' }, translations: [], extra: false },
		])
		expect(readSheet(bytes('\uFEFFtitle;artist\r\n"B; c";"Line\nbreak"\r\n'))).toEqual([
			{ row: 2, cells: { title: 'B; c', artist: 'Line\nbreak' }, translations: [], extra: false },
		])
	})

	it('skips blank rows, numbers rows as a spreadsheet does, and marks values past the header', () => {
		expect(readSheet(bytes('title\nA\n,\nB,extra\n')).map((r) => [r.row, r.extra])).toEqual([
			[2, false],
			[4, true],
		])
	})

	it('takes off the guard the export puts before a formula', () => {
		expect(readSheet(bytes(`title\n"'=SUM(A1)"\n"'plain"\n`)).map((r) => r.cells.title)).toEqual(['=SUM(A1)', "'plain"])
	})

	it('stops on an unknown or repeated column, a file that is not UTF-8, or too many rows', () => {
		expect(() => readSheet(bytes('title,prize\nA,1\n'))).toThrow(
			/^Unknown column: prize\. The columns are: title, slug/,
		)
		expect(() => readSheet(bytes('title,Title\nA,B\n'))).toThrow('The column title appears more than once')
		expect(() => readSheet(new Uint8Array([0x74, 0xff, 0x0a]))).toThrow(/not UTF-8/)
		expect(() => readSheet(bytes(''))).toThrow('The CSV file is empty')
		const many = `title\n${'A\n'.repeat(MAX_IMPORT_ROWS + 1)}`
		expect(() => readSheet(bytes(many))).toThrow('The CSV file has more than 5,000 rows')
		expect(readSheet(bytes(`title\n${'A\n'.repeat(MAX_IMPORT_ROWS)}`))).toHaveLength(MAX_IMPORT_ROWS)
	})

	it("reads the `title@de` columns of the site's other languages, ignores a language not set and refuses a field not translated", () => {
		const before = process.env.SITE_LANGUAGES
		process.env.SITE_LANGUAGES = 'en,de'
		try {
			const [row] = readSheet(bytes('title,title@de,medium@DE,title@fr\nBlue Hour,Blaue Stunde,,Heure bleue\n'))
			expect(row?.translations).toEqual([
				{ column: 'title@de', field: 'title', language: 'de', value: 'Blaue Stunde' },
				{ column: 'medium@de', field: 'medium', language: 'de', value: '' },
			])
			expect(() => readSheet(bytes('title,price@de\nA,1\n'))).toThrow(/^Unknown column: price@de/)
		} finally {
			if (before === undefined) delete process.env.SITE_LANGUAGES
			else process.env.SITE_LANGUAGES = before
		}
	})
})
