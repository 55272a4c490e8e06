import { describe, expect, it } from 'vitest'
import { SHIPPED_LANGUAGES } from '#app/utils/languages.ts'
import { en as pageEnglish, enWritten } from './en.ts'
import { localeForLanguage, pathInLanguage, languageOfPath, pathWithoutLanguage } from './page-language.ts'
import { STRINGS, t } from './strings.ts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

/** The spec's and the contract's own words for the public site, quoted there: English keeps them exactly. */
const SPEC_TEXTS = [
	'Oops! Page not found',
	'Return to Home',
	'Exhibitions',
	'Artists',
	'Gallery',
	'About',
	'Contact',
	'Upcoming Exhibitions',
	'Past Exhibitions',
	'Upcoming Exhibition',
	'Past Exhibition',
	'Artist Not Found',
	'Artwork Not Found',
	'Exhibition Not Found',
	'Back to Artists',
	'Back to Collection',
	'Back to Exhibitions',
	'About Us',
	'Contact Us',
	'Contact Information',
	'Featured Works',
	'Featured Artists',
	'Works in the Exhibition',
	'Exhibition Gallery',
	'Join as an Artist',
	'Join as Artist',
	'Curated by {name}',
	'About This Work',
	'View Artist Profile',
	'Unknown Artist',
	'Unknown Artwork',
	'Untitled',
	'Artwork unavailable',
	'No image available',
	'Image not available',
	'No featured image',
	'All Categories',
	'All Artists',
	'Search artworks, artists, or descriptions...',
	'No artworks found matching your criteria.',
	'Showing {matching} of {total} artworks',
	'Clear Filters',
	'Subscribe to our Newsletter',
	'Full Name',
	'Email Address *',
	'Subscribing...',
	'Success!',
	'Thank you for subscribing to our newsletter!',
	'Already Subscribed',
	'This email is already subscribed to our newsletter.',
	'Error subscribing to newsletter. Please try again.',
	'Gallery Hours',
	'Admin Login',
	'Price on request',
	'Art Fairs',
	'Request an appointment',
	'Exhibitions at the gallery',
	'Enquire',
	'Request to reserve',
]

/** Every English text: a page's and what the server writes to a reader. */
const en = { ...pageEnglish, ...enWritten }

describe('the public site’s fixed texts', () => {
	it('are all there in every shipped language, each with the same {values} as the English', () => {
		const keys = Object.keys(en).sort()
		for (const lang of SHIPPED_LANGUAGES) {
			const strings = STRINGS[lang]
			expect(Object.keys(strings).sort(), lang).toEqual(keys)
			for (const key of keys) {
				const text = strings[key as keyof typeof en]
				expect(text.trim(), `${lang} ${key}`).not.toBe('')
				expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(en[key as keyof typeof en]))
			}
		}
	})

	it('keep the spec’s English wording unchanged', () => {
		const english = new Set(Object.values(pageEnglish))
		for (const text of SPEC_TEXTS) expect(english.has(text as never), text).toBe(true)
	})

	it('are German and French in German and French, not English left in place', () => {
		// Words that are the same in the language (404, Newsletter, Instagram, Contact, Images, Pagination…).
		const alike = {
			de: ['notFound.title', 'contact.instagram', 'newsletter.heading', 'enquiry.name', 'form.field.name'],
			fr: [
				'nav.contact',
				'nav.menu',
				'footer.contact',
				'notFound.title',
				'exhibition.imageCount',
				'fair.dates',
				'artwork.images',
				'pagination.label',
				'contact.instagram',
				'newsletter.heading',
				'room.label',
				'record.provenance',
				'enquiry.message',
				'form.field.message',
			],
		}
		for (const lang of ['de', 'fr'] as const) {
			const same = Object.entries(STRINGS[lang])
				.filter(([key, text]) => text === en[key as keyof typeof en])
				.map(([key]) => key)
			expect(same, lang).toEqual(alike[lang])
		}
	})

	it('fill in their values', () => {
		expect(t('en', 'footer.rights', { year: 2026, name: 'Halde' })).toBe('© 2026 Halde. All rights reserved.')
		expect(t('de', 'collection.showing', { matching: 3, total: 30 })).toBe('3 von 30 Werken')
		expect(t('fr', 'artwork.by', { name: 'Mara Lind' })).toBe('par Mara Lind')
	})
})

describe('a page’s language and address', () => {
	const site = ['en', 'de'] as const
	it('is read from the prefix, else the default', () => {
		expect(languageOfPath('/de/exhibitions', site)).toBe('de')
		expect(languageOfPath('/de', site)).toBe('de')
		expect(languageOfPath('/exhibitions', site)).toBe('en')
		expect(languageOfPath('/designers', site)).toBe('en')
		expect(languageOfPath('/', ['de', 'en'])).toBe('de')
	})

	it('gives each site path in the page’s language, the default at the root', () => {
		expect(pathInLanguage('/artwork/crossing', 'de', 'en')).toBe('/de/artwork/crossing')
		expect(pathInLanguage('/', 'de', 'en')).toBe('/de')
		expect(pathInLanguage('/collection?q=a', 'de', 'en')).toBe('/de/collection?q=a')
		expect(pathInLanguage('/artwork/crossing', 'en', 'en')).toBe('/artwork/crossing')
		// Already in a language, another site's, or a fragment: as it is.
		expect(pathInLanguage('/fr/about', 'de', 'en')).toBe('/fr/about')
		expect(pathInLanguage('//cdn.example/x', 'de', 'en')).toBe('//cdn.example/x')
		expect(pathInLanguage('#gallery', 'de', 'en')).toBe('#gallery')
		expect(pathWithoutLanguage('/de/exhibitions')).toBe('/exhibitions')
		expect(pathWithoutLanguage('/de')).toBe('/')
		expect(pathWithoutLanguage('/exhibitions')).toBe('/exhibitions')
	})

	it('takes dates and numbers in its language’s locale, the gallery’s for the default language', () => {
		expect(localeForLanguage('en', 'en-GB', 'en')).toBe('en-GB')
		expect(localeForLanguage('de', 'en-GB', 'en')).toBe('de-DE')
		expect(localeForLanguage('fr', 'en-US', 'en')).toBe('fr-FR')
		expect(localeForLanguage('de', 'de-AT', 'en')).toBe('de-AT')
		expect(localeForLanguage('en', 'de-DE', 'de')).toBe('en-US')
	})
})
