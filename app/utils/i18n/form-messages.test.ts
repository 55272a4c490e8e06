import { describe, expect, it } from 'vitest'
import { AppointmentSchema, EnquirySchema } from '#app/schemas/enquiry.ts'
import { NewsletterSchema } from '#app/schemas/newsletter.ts'
import { parseForm } from '#app/utils/form.ts'
import { formMessage, inPageLanguage } from './form-messages.ts'
import { translatorFor } from './strings.ts'

/** What the form is answered with: the messages by field. */
const errors = (submission: { reply: () => { error?: unknown } }) => submission.reply().error

const form = (fields: Record<string, string>) => {
	const data = new FormData()
	for (const [name, value] of Object.entries(fields)) data.set(name, value)
	return data
}

describe('the public forms’ messages', () => {
	it('are the schema’s own on an English page, and the page language’s on a German or French one', () => {
		const bad = { name: '', email: 'nope', phone: 'x', message: 'y'.repeat(5001) }
		const english = parseForm(form(bad), EnquirySchema)
		const before = structuredClone(errors(english))
		expect(errors(inPageLanguage(english, translatorFor('en'), 'en'))).toEqual(before)
		expect(before).toMatchObject({ name: ['Name is required'], email: ['Please enter a valid email address'] })

		const german = inPageLanguage(parseForm(form(bad), EnquirySchema), translatorFor('de'), 'de')
		expect(errors(german)).toEqual({
			name: ['Bitte geben Sie Ihren Namen an'],
			email: ['Bitte geben Sie eine gültige E-Mail-Adresse an'],
			phone: ['Bitte geben Sie eine gültige Telefonnummer an'],
			message: ['Nachricht: höchstens 5000 Zeichen'],
		})

		const french = inPageLanguage(parseForm(form({ email: '' }), NewsletterSchema), translatorFor('fr'), 'fr')
		expect(errors(french)).toEqual({ email: ['Veuillez indiquer votre adresse e-mail'] })
		const day = inPageLanguage(
			parseForm(form({ name: 'A', email: 'a@example.com', message: 'Hi' }), AppointmentSchema),
			translatorFor('de'),
			'de',
		)
		expect(errors(day)).toEqual({ preferred_date: ['Bitte wählen Sie einen Tag'] })
	})

	it('say a message no key says as a plea to check the field, never in English on a German page', () => {
		const t = translatorFor('de')
		expect(formMessage('name', 'Name must not contain the character U+0000', t, 'de')).toBe(
			'Bitte prüfen Sie diese Angabe',
		)
		expect(formMessage('name', 'Name must not contain the character U+0000', t, 'en')).toBe(
			'Name must not contain the character U+0000',
		)
	})
})
