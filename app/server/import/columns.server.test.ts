import { describe, expect, it } from 'vitest'
import { impressionsCell, readImpressionsCell } from './columns.server.ts'

describe("an artwork sheet's impressions cell", () => {
	it('writes label|availability|location entries separated by ; and reads them back', () => {
		const impressions = [
			{ label: '1/3', availability: 'sold' as const, location: '' },
			{ label: '2/3', availability: 'reserved' as const, location: 'Rack C; shelf 2|left' },
			{ label: 'AP 1/1', availability: 'available' as const, location: 'Plan chest' },
		]
		const cell = impressionsCell(impressions)
		expect(cell).toBe('1/3|sold|;2/3|reserved|Rack C; shelf 2|left;AP 1/1|available|Plan chest')
		expect(readImpressionsCell(cell)).toEqual(impressions)
	})

	it('reads an entry without its location or availability, trims labels, and skips empty entries', () => {
		expect(readImpressionsCell(' 4/12 |sold; ;5/12')).toEqual([
			{ label: '4/12', availability: 'sold', location: '' },
			{ label: '5/12', availability: '', location: '' },
		])
		expect(readImpressionsCell('')).toEqual([])
	})
})
