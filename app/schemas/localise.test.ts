import { describe, expect, it } from 'vitest'
import { ARTWORK_FIELDS } from './artwork.ts'
import { localise } from './localise.ts'

const work = {
	title: 'Morning Field',
	medium: 'Oil on canvas',
	description: '',
	provenance: [
		{ text: 'The artist', public: true },
		{ text: 'Private collection, Glasgow', public: false },
		{ text: 'Meridian Gallery', public: true },
	],
	exhibition_history: [],
	literature: [],
	translations: { de: { title: 'Morgenfeld', provenance: 'Die Künstlerin\nGalerie Meridian' } },
}

describe('localise', () => {
	it('gives each translatable field in the language, the others falling back to the default', () => {
		const german = localise(ARTWORK_FIELDS, work, 'de', 'en')
		expect(german.title).toBe('Morgenfeld')
		expect(german.medium).toBe('Oil on canvas')
		expect(german.provenance).toEqual([
			{ text: 'Die Künstlerin', public: true },
			{ text: 'Private collection, Glasgow', public: false },
			{ text: 'Galerie Meridian', public: true },
		])
		// An empty field has nothing to fall back to.
		expect(german.fallback).toEqual(['medium'])
		expect(german.lang).toBe('de')
		expect(german).not.toHaveProperty('translations')
	})

	it('leaves the default language as it is, with no fallback', () => {
		const english = localise(ARTWORK_FIELDS, work, 'en', 'en')
		expect(english).toMatchObject({ title: 'Morning Field', lang: 'en', fallback: [] })
		expect(english.provenance).toEqual(work.provenance)
	})

	it('takes a list’s translation only when it has a line for each public entry', () => {
		const short = { ...work, translations: { de: { provenance: 'Die Künstlerin' } } }
		const german = localise(ARTWORK_FIELDS, short, 'de', 'en')
		expect(german.provenance).toEqual(work.provenance)
		expect(german.fallback).toEqual(['title', 'medium', 'provenance'])
	})
})
