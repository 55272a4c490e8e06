import { describe, expect, it } from 'vitest'
import { ARTIST_FIELDS } from '#app/schemas/artist.ts'
import { ARTWORK_FIELDS } from '#app/schemas/artwork.ts'
import { ABOUT_BLOCK_FIELDS } from '#app/schemas/about-block.ts'
import { translatableFields } from '#app/schemas/entity-fields.ts'
import { EXHIBITION_FIELDS } from '#app/schemas/exhibition.ts'
import { FAIR_FIELDS } from '#app/schemas/fair.ts'
import { HOME_TEXT_FIELDS } from '#app/schemas/page.ts'
import { PAGE_KEYS } from '#app/schemas/records.ts'
import { ARTISTS, FAIRS, SHOWS, WORKS } from './content.ts'
import { GERMAN_ABOUT, GERMAN_ARTISTS, GERMAN_FAIRS, GERMAN_PAGES, GERMAN_SHOWS, GERMAN_WORKS } from './german.ts'

describe("the demo's German texts", () => {
	const sets = [
		{ texts: GERMAN_ARTISTS, names: ARTISTS.map((a) => a.name), fields: translatableFields(ARTIST_FIELDS) },
		{ texts: GERMAN_WORKS, names: WORKS.map((w) => w.title), fields: translatableFields(ARTWORK_FIELDS) },
		{ texts: GERMAN_SHOWS, names: SHOWS.map((s) => s.title), fields: translatableFields(EXHIBITION_FIELDS) },
		{ texts: GERMAN_FAIRS, names: FAIRS.map((f) => f.title), fields: translatableFields(FAIR_FIELDS) },
		{
			texts: GERMAN_ABOUT,
			names: ['Our Story', 'Our Mission', 'The Building', 'Visit Us'],
			fields: translatableFields(ABOUT_BLOCK_FIELDS),
		},
		{ texts: GERMAN_PAGES, names: [...PAGE_KEYS], fields: translatableFields(HOME_TEXT_FIELDS) },
	]

	it('give every artist, work, exhibition, fair, about block and page its German, in translatable fields only', () => {
		for (const { texts, names, fields } of sets) {
			expect(Object.keys(texts).sort()).toEqual([...names].sort())
			for (const [name, byField] of Object.entries(texts)) {
				for (const [field, text] of Object.entries(byField)) {
					expect(fields, `${name}: ${field}`).toContain(field)
					expect(text.trim(), `${name}: ${field}`).not.toBe('')
				}
			}
		}
	})
})
