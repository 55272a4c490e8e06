import { describe, expect, it } from 'vitest'
import { AboutBlockSchema } from '#app/schemas/about-block.ts'
import { ArtworkSchema } from '#app/schemas/artwork.ts'
import { ExhibitionSchema } from '#app/schemas/exhibition.ts'
import { PageSchema } from '#app/schemas/page.ts'
import { adminConstraint, lastValue, listValue } from './admin-form.tsx'

describe('adminConstraint', () => {
	it('marks required only the fields whose blank the schema refuses', () => {
		const required = (schema: Parameters<typeof adminConstraint>[0]) =>
			Object.entries(adminConstraint(schema))
				.filter(([, c]) => c.required)
				.map(([name]) => name)
				.sort()
		expect(required(ExhibitionSchema)).toEqual(['title'])
		expect(required(ArtworkSchema)).toEqual(['artist_id', 'title'])
		expect(required(AboutBlockSchema)).toEqual(['content', 'title'])
		expect(required(PageSchema)).toEqual([])
	})

	it('keeps the rest of what conform reads from the schema', () => {
		expect(adminConstraint(ExhibitionSchema).status).toMatchObject({ pattern: 'upcoming|past|auto' })
		expect(adminConstraint(ExhibitionSchema).gallery_images).toMatchObject({ multiple: true })
	})
})

describe('form values', () => {
	it('reads the last value a switch sent and every value of a list', () => {
		expect(lastValue(['false', 'true'])).toBe('true')
		expect(lastValue(undefined)).toBe('')
		expect(listValue('3')).toEqual(['3'])
		expect(listValue(['3', '4'])).toEqual(['3', '4'])
		expect(listValue('')).toEqual([])
	})
})
