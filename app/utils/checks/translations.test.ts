import { describe, expect, it } from 'vitest'
import { runChecks } from './index.ts'

const context = { today: '2026-11-29', siteOrigin: 'https://gallery.example.org', missingPages: new Set<string>() }

describe("the check 'a translation missing'", () => {
	it('warns beside each other language field that lacks its text, and never blocks', () => {
		const checks = runChecks(
			{
				title: 'Quiet Rooms',
				texts: [],
				images: [],
				untranslated: [
					{ field: 'title', language: 'de' },
					{ field: 'description', language: 'fr' },
				],
			},
			context,
		)
		expect(checks).toEqual([
			{
				code: 'translation-missing',
				level: 'warning',
				field: 'translations.de.title',
				message: 'No German text: the German page shows this one in the default language.',
			},
			{
				code: 'translation-missing',
				level: 'warning',
				field: 'translations.fr.description',
				message: 'No French text: the French page shows this one in the default language.',
			},
		])
	})

	it('says nothing with one language (no untranslated fields)', () => {
		expect(runChecks({ title: 'Quiet Rooms', texts: [], images: [] }, context)).toEqual([])
	})
})
