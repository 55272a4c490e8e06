import { describe, expect, it } from 'vitest'
import { roomPriceLine } from './room-price.ts'

const work = { availability: 'available' as const, price: 1000, currency: 'EUR', price_display: 'on_request' as const }
const none = { price: null, currency: null, price_display: null }

describe('a work’s price in a viewing room', () => {
	it('keeps the artwork’s own price and display when the room sets none', () => {
		expect(roomPriceLine(work, none, true, 'en-US')).toBe('Price on request')
		expect(roomPriceLine({ ...work, price_display: 'show' }, none, true, 'en-US')).toBe('€1,000')
	})
	it('shows the room’s price, in the room’s currency, even where the public sees none', () => {
		expect(roomPriceLine(work, { ...none, price: 900 }, true, 'en-US')).toBe('€900')
		expect(
			roomPriceLine({ ...work, price_display: 'hidden' }, { ...none, price: 900, currency: 'GBP' }, true, 'en-US'),
		).toBe('£900')
	})
	it('follows a display the room sets, and says nothing of prices when the room hides them', () => {
		expect(roomPriceLine(work, { ...none, price: 900, price_display: 'hidden' }, true, 'en-US')).toBe('')
		expect(roomPriceLine(work, { ...none, price: 900 }, false, 'en-US')).toBe('')
	})
	it('has no price wording for a sold work, whatever the room says', () => {
		expect(roomPriceLine({ ...work, availability: 'sold' }, { ...none, price: 900 }, true, 'en-US')).toBe('')
	})
})
