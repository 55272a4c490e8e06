import { describe, expect, it } from 'vitest'
import { csvStream, csvValue, subscribersCsv, subscribersCsvName, toCsv, unguardCell } from './csv.ts'

describe('csv', () => {
	it('quotes every value and doubles quotes inside', () => {
		expect(csvValue('plain')).toBe('"plain"')
		expect(csvValue('say "hi"')).toBe('"say ""hi"""')
		expect(csvValue('a,b\nc')).toBe('"a,b\nc"')
		expect(csvValue(undefined)).toBe('""')
		expect(csvValue(3)).toBe('"3"')
	})
	it('neutralises values a spreadsheet would run as formulas', () => {
		expect(csvValue('=SUM(A1)')).toBe(`"'=SUM(A1)"`)
		expect(csvValue('+1')).toBe(`"'+1"`)
		expect(csvValue('-2')).toBe(`"'-2"`)
		expect(csvValue('@cmd')).toBe(`"'@cmd"`)
		expect(csvValue('a=b')).toBe('"a=b"')
	})
	it('gives back every value as typed once read again, a leading quote before a formula character included', () => {
		for (const typed of ['=SUM(A1)', "'=SUM(A1)", "''+1", "'plain", 'plain', '-2', "'"]) {
			expect(unguardCell(csvValue(typed).slice(1, -1).replace(/""/g, '"')), typed).toBe(typed)
		}
		expect(csvValue("'=x")).toBe(`"''=x"`)
	})
	it('builds rows with CRLF line ends', () => {
		expect(toCsv(['A', 'B'], [['1', '2']])).toBe('"A","B"\r\n"1","2"\r\n')
	})
	it('exports subscribers with the columns Email, Name, Status, Subscribed At and Source, as a stream', async () => {
		const stream = subscribersCsv([
			{
				email: 'a@b.co',
				name: 'Ann "A"',
				status: 'active',
				subscribed_at: '2025-01-02T03:04:05.000Z',
				source: 'website',
			},
		])
		const csv = await new Response(stream).text()
		expect(csv.split('\r\n')[0]).toBe('"Email","Name","Status","Subscribed At","Source"')
		expect(csv.split('\r\n')[1]).toBe('"a@b.co","Ann ""A""","active","2025-01-02T03:04:05.000Z","website"')
	})
	it('streams long lists in batches, every row once', async () => {
		const rows = Array.from({ length: 2500 }, (_, i) => i)
		const csv = await new Response(csvStream(['N'], rows, (n) => [n], 1000)).text()
		const lines = csv.trimEnd().split('\r\n')
		expect(lines).toHaveLength(2501)
		expect(lines[2500]).toBe('"2499"')
	})
	it('starts every export with the UTF-8 byte order mark, so Excel reads accents', async () => {
		const bytes = new Uint8Array(await new Response(subscribersCsv([])).arrayBuffer())
		expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
		expect(new TextDecoder().decode(bytes)).toBe('"Email","Name","Status","Subscribed At","Source"\r\n')
	})
	it('names the file by date', () => {
		expect(subscribersCsvName(new Date('2025-03-04T10:00:00Z'))).toBe('newsletter-subscribers-2025-03-04.csv')
	})
})
