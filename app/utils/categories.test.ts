import { describe, expect, it } from 'vitest'
import { categoryKey, distinctCategories, normalizeCategory } from './categories.ts'

describe('normalizeCategory', () => {
	it('trims, collapses spaces and upper-cases the first letter', () => {
		expect(normalizeCategory('  oil   painting ')).toBe('Oil painting')
		expect(normalizeCategory('painting')).toBe('Painting')
		expect(normalizeCategory('Painting')).toBe('Painting')
		expect(normalizeCategory('   ')).toBe('')
		expect(normalizeCategory('émail')).toBe('Émail')
	})
	it('compares case-insensitively', () => {
		expect(categoryKey('PAINTING')).toBe(categoryKey(' painting'))
	})
})

describe('distinctCategories', () => {
	it('keeps one spelling per category, the most used, sorted', () => {
		expect(distinctCategories(['painting', 'Painting', 'PAINTING', 'Painting', 'textile', '', 'Ceramics'])).toEqual([
			'Ceramics',
			'Painting',
			'Textile',
		])
	})
})
