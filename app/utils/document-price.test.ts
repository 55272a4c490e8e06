import { describe, expect, it } from 'vitest'
import { documentPriceLine, pricesAsked } from './document-price.ts'
import { type SalesFields } from './sales.ts'

const work: SalesFields = { availability: 'available', price: 12500, currency: 'EUR', price_display: 'on_request' }

describe('documentPriceLine', () => {
	it('prints a known price of a work for sale only when asked', () => {
		expect(documentPriceLine(work, true, 'en-US')).toBe('€12,500')
		expect(documentPriceLine({ ...work, price_display: 'show' }, true, 'en-US')).toBe('€12,500')
		expect(documentPriceLine({ ...work, availability: 'reserved' }, true, 'en-US')).toBe('€12,500')
		expect(documentPriceLine(work, false, 'en-US')).toBe('')
	})
	it('prints nothing for an unknown or hidden price', () => {
		expect(documentPriceLine({ ...work, price: null }, true, 'en-US')).toBe('')
		expect(documentPriceLine({ ...work, price_display: 'hidden' }, true, 'en-US')).toBe('')
	})
	it('never prints price wording for a sold, not-for-sale or lent work', () => {
		for (const availability of ['sold', 'not_for_sale', 'on_loan'] as const)
			expect(documentPriceLine({ ...work, availability, price_display: 'show' }, true, 'en-US')).toBe('')
	})
})

describe('pricesAsked', () => {
	it('reads price=1 and its spellings', () => {
		expect(pricesAsked('1')).toBe(true)
		expect(pricesAsked('true')).toBe(true)
		expect(pricesAsked('0')).toBe(false)
		expect(pricesAsked('')).toBe(false)
		expect(pricesAsked(null)).toBe(false)
	})
})
