import { describe, expect, it } from 'vitest'
import { initials, pluralize } from './text.ts'

describe('pluralize', () => {
	it('uses the singular only for one', () => {
		expect(pluralize(1, 'artwork')).toBe('1 artwork')
		expect(pluralize(0, 'artwork')).toBe('0 artworks')
		expect(pluralize(4, 'artwork')).toBe('4 artworks')
	})
})

describe('initials', () => {
	it('takes the first letter, upper-cased', () => {
		expect(initials(' amara')).toBe('A')
		expect(initials('Éva')).toBe('É')
		expect(initials('')).toBe('?')
		expect(initials(undefined)).toBe('?')
		expect(initials('amara ngozi okafor', 2)).toBe('AN')
		expect(initials('Cher', 2)).toBe('C')
	})
})
