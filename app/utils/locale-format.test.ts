import { describe, expect, it } from 'vitest'
import {
	formatDateTime,
	formatDay,
	formatDayRange,
	formatExhibitionDates,
	formatNumber,
	formatOpeningHours,
	formatPrice,
	formatTimeRange,
	knownLocale,
} from './locale-format.ts'

const feb11 = '2027-02-11T00:00:00.000Z'
const apr2 = '2027-04-02T00:00:00.000Z'

describe('en-US, the default: the spec’s forms', () => {
	it('writes calendar days in the long US form, in UTC', () => {
		expect(formatDay('2026-05-01T00:00:00.000Z', 'en-US')).toBe('May 1, 2026')
		expect(formatDay('2026-12-12T23:30:00.000Z', 'en-US')).toBe('December 12, 2026')
		expect(formatDay('2026-06-02T00:00:00Z', 'en-US', 'short')).toBe('Jun 2, 2026')
	})
	it('gives an exhibition’s dates as its page does: start “to” end, long', () => {
		expect(formatExhibitionDates(feb11, apr2, 'en-US')).toBe('February 11, 2027 to April 2, 2027')
		expect(formatExhibitionDates(feb11, null, 'en-US')).toBe('February 11, 2027')
		expect(formatExhibitionDates(null, apr2, 'en-US')).toBe('April 2, 2027')
		expect(formatExhibitionDates(null, 'not a date', 'en-US')).toBe('')
	})
	it('writes date-times as the back office always has', () => {
		expect(formatDateTime('2099-06-01T17:00:00Z', 'Europe/London', 'en-US')).toBe('Jun 1, 2099, 6:00 PM GMT+1')
	})
	it('writes prices, numbers and opening hours', () => {
		expect(formatPrice(12500, 'EUR', 'en-US')).toBe('€12,500')
		expect(formatNumber(12500, 'en-US')).toBe('12,500')
		expect(formatTimeRange('10:00', '18:00', 'en-US')).toBe('10:00 AM – 6:00 PM')
	})
})

describe('en-GB', () => {
	it('writes an exhibition’s dates as one span, day before month', () => {
		expect(formatExhibitionDates(feb11, apr2, 'en-GB')).toBe('11 February – 2 April 2027')
		expect(formatExhibitionDates('2026-12-20T00:00:00Z', '2027-01-10T00:00:00Z', 'en-GB')).toBe(
			'20 December 2026 – 10 January 2027',
		)
		expect(formatExhibitionDates(feb11, '2027-02-28T00:00:00Z', 'en-GB')).toBe('11 – 28 February 2027')
		expect(formatExhibitionDates(feb11, null, 'en-GB')).toBe('11 February 2027')
		expect(formatDay(feb11, 'en-GB')).toBe('11 February 2027')
	})
	it('keeps an end before the start as two days rather than a span that reads backwards', () => {
		expect(formatDayRange(apr2, feb11, 'en-GB')).toBe('2 April 2027')
	})
	it('writes times on the 24-hour clock', () => {
		expect(formatTimeRange('10:00', '18:00', 'en-GB')).toBe('10:00–18:00')
		expect(formatOpeningHours([{ days: 'Tue–Fri', from: '10:00', to: '18:00' }], 'en-GB')).toBe('Tue–Fri: 10:00–18:00')
		expect(formatTimeRange('9:30', '25:00', 'en-GB')).toBe('')
		expect(formatDateTime('2099-06-01T17:00:00Z', 'Europe/London', 'en-GB')).toBe('1 Jun 2099, 18:00 BST')
	})
	it('writes prices and numbers', () => {
		expect(formatPrice(41000, 'GBP', 'en-GB')).toBe('£41,000')
		expect(formatNumber(23.62, 'en-GB', 1)).toBe('23.6')
	})
})

describe('knownLocale', () => {
	it('gives the canonical tag of a locale the runtime knows, null for anything else', () => {
		expect(knownLocale('en-GB')).toBe('en-GB')
		expect(knownLocale('en-gb')).toBe('en-GB')
		expect(knownLocale('fr-FR')).toBe('fr-FR')
		expect(knownLocale('xx-YY')).toBeNull()
		expect(knownLocale('English')).toBeNull()
		expect(knownLocale('')).toBeNull()
	})
})
