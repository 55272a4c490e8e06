import { describe, expect, it } from 'vitest'
import { availabilityMark, isPricePublic, priceLine, type SalesFields, withPublicPrice } from './sales.ts'

const work = (over: Partial<SalesFields> = {}): SalesFields => ({
	availability: 'available',
	price: 12000,
	currency: 'EUR',
	price_display: 'show',
	...over,
})

describe('the public price', () => {
	it('shows the formatted price only when shown and the work is available or reserved', () => {
		expect(priceLine(work(), 'en-US')).toBe('€12,000')
		expect(priceLine(work({ availability: 'reserved', currency: 'GBP' }), 'en-US')).toBe('£12,000')
		for (const availability of ['sold', 'not_for_sale', 'on_loan'] as const) {
			expect(priceLine(work({ availability }), 'en-US')).toBe('')
			expect(isPricePublic(work({ availability }))).toBe(false)
		}
	})
	it("says 'Price on request' when on request and nothing when hidden", () => {
		expect(priceLine(work({ price_display: 'on_request' }), 'en-US')).toBe('Price on request')
		expect(priceLine(work({ price_display: 'on_request', price: null }), 'en-US')).toBe('Price on request')
		expect(priceLine(work({ price_display: 'hidden' }), 'en-US')).toBe('')
		// A sold or not-for-sale work shows no price wording at all.
		expect(priceLine(work({ price_display: 'on_request', availability: 'sold' }), 'en-US')).toBe('')
		expect(priceLine(work({ price_display: 'on_request', availability: 'not_for_sale' }), 'en-US')).toBe('')
		expect(priceLine(work({ price_display: 'on_request', availability: 'on_loan' }), 'en-US')).toBe('Price on request')
		expect(isPricePublic(work({ price_display: 'hidden' }))).toBe(false)
		expect(isPricePublic(work({ price: null }))).toBe(false)
	})
	it('marks only sold and reserved works', () => {
		expect(availabilityMark('sold')).toBe('Sold')
		expect(availabilityMark('reserved')).toBe('Reserved')
		expect(availabilityMark('available')).toBeNull()
		expect(availabilityMark('on_loan')).toBeNull()
	})
	it('hides a price that is not public from anonymous readers', () => {
		expect(withPublicPrice(work()).price).toBe(12000)
		expect(withPublicPrice(work({ price_display: 'on_request' })).price).toBeNull()
		expect(withPublicPrice(work({ availability: 'sold' }))).toMatchObject({ price: null, availability: 'sold' })
	})
})
