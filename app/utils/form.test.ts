import { describe, expect, it } from 'vitest'
import { ExhibitionSchema } from '#app/schemas/exhibition.ts'
import { NewsletterSchema } from '#app/schemas/newsletter.ts'
import { parseForm } from './form.ts'

function form(entries: [string, string][]) {
	const data = new FormData()
	for (const [k, v] of entries) data.append(k, v)
	return data
}

describe('parseForm', () => {
	it('accepts blank optional fields', () => {
		const result = parseForm(
			form([
				['email', 'a@b.co'],
				['name', ''],
			]),
			NewsletterSchema,
		)
		expect(result.status).toBe('success')
		expect(result.status === 'success' && result.value).toMatchObject({ email: 'a@b.co', name: '' })
	})
	it('gives the required message for a blank required field and keeps the hidden-false checkbox rule', () => {
		const failed = parseForm(form([['title', '  ']]), ExhibitionSchema)
		expect(failed.status).toBe('error')
		expect(failed.status === 'error' && failed.error?.title).toEqual(['Title is required'])
		const ok = parseForm(
			form([
				['title', 'Show'],
				['description', ''],
				['is_visible', 'false'],
				['is_visible', 'true'],
				['assigned_artists', '2'],
				['assigned_artists', '3'],
			]),
			ExhibitionSchema,
		)
		expect(ok.status === 'success' && ok.value).toMatchObject({
			title: 'Show',
			description: '',
			is_visible: true,
			assigned_artists: ['2', '3'],
		})
	})
})
