import { describe, expect, it } from 'vitest'
import { initialOf, pluralize } from './text.ts'

describe('pluralize', () => {
	it('uses the singular only for one', () => {
		expect(pluralize(1, 'artwork')).toBe('1 artwork')
		expect(pluralize(0, 'artwork')).toBe('0 artworks')
		expect(pluralize(4, 'artwork')).toBe('4 artworks')
	})
})

describe('initialOf', () => {
	it('takes the first letter, upper-cased', () => {
		expect(initialOf(' amara')).toBe('A')
		expect(initialOf('Éva')).toBe('É')
		expect(initialOf('')).toBe('?')
		expect(initialOf(undefined)).toBe('?')
	})
})
