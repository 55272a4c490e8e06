import { describe, expect, it } from 'vitest'
import { slugify, uniqueSlug } from './slug.ts'

describe('slugify', () => {
	it('lowercases and joins words with single hyphens', () => {
		expect(slugify('Colour as Place')).toBe('colour-as-place')
	})
	it('turns runs of non-alphanumerics into one hyphen and trims the ends', () => {
		expect(slugify('  --Hello,   World!!--  ')).toBe('hello-world')
		expect(slugify('a & b / c')).toBe('a-b-c')
	})
	it('drops accents rather than the letters', () => {
		expect(slugify('Tomás Reyes')).toBe('tomas-reyes')
	})
	it('gives an empty slug for text with no letters or digits', () => {
		expect(slugify('!!!')).toBe('')
	})
})

describe('uniqueSlug', () => {
	it('keeps a free slug', () => {
		expect(uniqueSlug('Blue', ['red'])).toBe('blue')
	})
	it('appends -2, -3 on a clash', () => {
		expect(uniqueSlug('Blue', ['blue'])).toBe('blue-2')
		expect(uniqueSlug('Blue', ['blue', 'blue-2'])).toBe('blue-3')
	})
	it('falls back when the text has no slug', () => {
		expect(uniqueSlug('???', [], 'exhibition')).toBe('exhibition')
		expect(uniqueSlug('???', ['exhibition'], 'exhibition')).toBe('exhibition-2')
	})
})
