import { describe, expect, it } from 'vitest'
import { formatDateRange, formatLongDate } from './dates.ts'

describe('formatLongDate', () => {
	it('uses the long US format in UTC', () => {
		expect(formatLongDate('2026-05-01T00:00:00.000Z')).toBe('May 1, 2026')
		expect(formatLongDate('2026-12-12T23:30:00.000Z')).toBe('December 12, 2026')
	})
	it('gives an empty text for missing or bad dates', () => {
		expect(formatLongDate(null)).toBe('')
		expect(formatLongDate('not a date')).toBe('')
	})
})

describe('formatDateRange', () => {
	it('joins start and end, or shows whichever is known', () => {
		expect(formatDateRange('2026-05-01T00:00:00Z', '2026-06-02T00:00:00Z')).toBe('May 1, 2026 – Jun 2, 2026')
		expect(formatDateRange('2026-05-01T00:00:00Z', null)).toBe('May 1, 2026')
		expect(formatDateRange(null, '2026-06-02T00:00:00Z')).toBe('Jun 2, 2026')
		expect(formatDateRange(null, 'not a date')).toBe('')
	})
})
