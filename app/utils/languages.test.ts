import { describe, expect, it } from 'vitest'
import { parseSiteLanguages } from './languages.ts'

describe('SITE_LANGUAGES', () => {
	it('keeps the order, the first being the default', () => {
		expect(parseSiteLanguages('de, EN')).toEqual({ languages: ['de', 'en'] })
	})
	it('refuses a language the product does not ship, a repeat and an empty list', () => {
		expect(parseSiteLanguages('en,xx')).toEqual({ error: expect.stringContaining('"xx"') })
		expect(parseSiteLanguages('en,en')).toEqual({ error: 'names a language twice' })
		expect(parseSiteLanguages(' , ')).toEqual({ error: expect.stringContaining('at least one') })
	})
})
