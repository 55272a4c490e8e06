import { describe, expect, it } from 'vitest'
import { convertLength, formatDimensions, formatDimensionsIn } from './dimensions.ts'

describe('dimensions', () => {
	it('converts between centimetres and inches', () => {
		expect(convertLength(2.54, 'cm', 'in')).toBeCloseTo(1)
		expect(convertLength(10, 'in', 'cm')).toBeCloseTo(25.4)
		expect(convertLength(60, 'cm', 'cm')).toBe(60)
	})
	it('shows the stored unit first and the other in brackets, one decimal at most', () => {
		expect(formatDimensions({ height: 60, width: 80, depth: null, dimension_unit: 'cm' }, 'en-US')).toBe(
			'60 × 80 cm (23.6 × 31.5 in)',
		)
		expect(formatDimensions({ height: 24, width: 36, depth: 2, dimension_unit: 'in' }, 'en-US')).toBe(
			'24 × 36 × 2 in (61 × 91.4 × 5.1 cm)',
		)
		expect(formatDimensionsIn({ height: 100, width: 100, depth: null, dimension_unit: 'cm' }, 'in', 'en-US')).toBe(
			'39.4 × 39.4 in',
		)
	})
	it('writes the decimals as the locale does', () => {
		expect(formatDimensions({ height: 60, width: 80, depth: null, dimension_unit: 'cm' }, 'en-GB')).toBe(
			'60 × 80 cm (23.6 × 31.5 in)',
		)
		expect(formatDimensions({ height: 60, width: 1200, depth: null, dimension_unit: 'cm' }, 'fr-FR')).toBe(
			'60 × 1200 cm (23,6 × 472,4 in)',
		)
	})
	it('is empty when nothing is known', () => {
		expect(formatDimensions({ height: null, width: null, depth: null, dimension_unit: 'cm' }, 'en-US')).toBe('')
	})
})
