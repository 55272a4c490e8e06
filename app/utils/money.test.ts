import { describe, expect, it } from 'vitest'
import { formatPrice } from './locale-format.ts'
import { galleryCurrency, isCurrencyCode } from './money.ts'

describe('prices', () => {
	it('formats whole units in the currency with Intl.NumberFormat', () => {
		expect(formatPrice(12500, 'EUR', 'en-US')).toBe('€12,500')
		expect(formatPrice(900, 'GBP', 'en-US')).toBe('£900')
		expect(formatPrice(4000, 'USD', 'en-US')).toBe('$4,000')
		expect(formatPrice(150000, 'JPY', 'en-US')).toBe('¥150,000')
		expect(formatPrice(0, 'EUR', 'en-US')).toBe('€0')
		expect(formatPrice(1200, 'CHF', 'en-US')).toBe(
			new Intl.NumberFormat('en-US', { style: 'currency', currency: 'CHF', maximumFractionDigits: 0 }).format(1200),
		)
	})
	it('knows ISO 4217 codes', () => {
		expect(isCurrencyCode('EUR')).toBe(true)
		expect(isCurrencyCode('SEK')).toBe(true)
		expect(isCurrencyCode('eur')).toBe(false)
		expect(isCurrencyCode('EURO')).toBe(false)
		expect(isCurrencyCode('XYZ')).toBe(false)
		expect(isCurrencyCode(undefined)).toBe(false)
	})
	it('takes the gallery currency from GALLERY_CURRENCY, EUR when unset or unknown', () => {
		expect(galleryCurrency({})).toBe('EUR')
		expect(galleryCurrency({ GALLERY_CURRENCY: 'gbp' })).toBe('GBP')
		expect(galleryCurrency({ GALLERY_CURRENCY: 'nope' })).toBe('EUR')
	})
})
