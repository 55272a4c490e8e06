import { describe, expect, test } from 'vitest'
import { pageDescriptionChecks } from './page-description.ts'

const page = (text: string) => ({
	title: 'Artists',
	texts: [],
	images: [],
	pageDescription: { field: 'description', text },
})

describe('page description', () => {
	test('missing, or over 160 characters: a warning', () => {
		expect(pageDescriptionChecks(page(' '))).toEqual([
			{
				code: 'page-description-missing',
				level: 'warning',
				field: 'description',
				message: 'No description: search engines and link previews show one.',
			},
		])
		expect(pageDescriptionChecks(page('x'.repeat(161)))[0]).toMatchObject({
			code: 'page-description-long',
			message: 'The description is 161 characters: search results cut it after about 160.',
		})
	})
	test('1 to 160 characters, or a record without one: nothing', () => {
		expect(pageDescriptionChecks(page('x'.repeat(160)))).toEqual([])
		expect(pageDescriptionChecks({ title: 'x', texts: [], images: [] })).toEqual([])
	})
})
