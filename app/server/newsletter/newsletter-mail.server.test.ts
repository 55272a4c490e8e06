import { beforeAll, describe, expect, it } from 'vitest'
import { buildConfirmationMail } from './confirmation-mail.server.ts'
import type * as Unsubscribe from './unsubscribe.server.ts'

describe('the confirmation mail', () => {
	const mail = buildConfirmationMail({
		to: 'ada@example.com',
		name: 'Ada <b>Lovelace</b>\r\nBcc: x@example.com',
		galleryName: 'Meridian & Co',
		from: 'gallery@gallery.example.org',
		link: 'https://gallery.example.org/newsletter/confirm/abc_DEF-123',
		origin: 'https://gallery.example.org',
	})
	it('has a plain-text part with the link and the gallery name', () => {
		expect(mail.subject).toBe('Please confirm your subscription to the Meridian & Co newsletter')
		expect(mail.text).toContain('https://gallery.example.org/newsletter/confirm/abc_DEF-123')
		expect(mail.text).toContain('Hello Ada <b>Lovelace</b> Bcc: x@example.com,')
		expect(mail.text).toContain('The link works for 7 days.')
		expect(mail.from).toEqual({ name: 'Meridian & Co', address: 'gallery@gallery.example.org' })
	})
	it('has a simple HTML part, everything typed escaped', () => {
		expect(mail.html).toContain('Meridian &amp; Co')
		expect(mail.html).toContain('href="https://gallery.example.org/newsletter/confirm/abc_DEF-123"')
		expect(mail.html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;')
		expect(mail.html).not.toContain('<b>')
	})
	it("is written in the reader's language, German or French, every text of it", () => {
		const input = {
			to: 'anna@example.com',
			name: 'Anna Berger',
			galleryName: 'Meridian',
			from: 'gallery@gallery.example.org',
			link: 'https://gallery.example.org/newsletter/confirm/abc_DEF-123',
			origin: 'https://gallery.example.org',
		}
		const german = buildConfirmationMail({ ...input, language: 'de' })
		expect(german.subject).toBe('Bitte bestätigen Sie Ihr Abonnement des Newsletters von Meridian')
		expect(german.text).toContain('Guten Tag Anna Berger,')
		expect(german.text).toContain('Der Link ist 7 Tage gültig.')
		expect(german.html).toContain('<html lang="de">')
		expect(german.html).toContain('>Abonnement bestätigen</a>')
		expect(german.text).not.toMatch(/Hello|Please|The link/)
		const french = buildConfirmationMail({ ...input, language: 'fr' })
		expect(french.html).toContain('<html lang="fr">')
		expect(french.subject).toContain('Merci de confirmer')
	})
})

describe('the unsubscribe link and headers', () => {
	let module: typeof Unsubscribe
	beforeAll(async () => {
		process.env.PUBLIC_URL = 'https://gallery.example.org'
		process.env.MAIL_FROM = 'news@gallery.example.org'
		module = await import('./unsubscribe.server.ts')
	})
	it('builds the link from PUBLIC_URL and the RFC 8058 headers', () => {
		const reader = { unsubscribe_token: 'secret_Token-123' }
		expect(module.unsubscribeUrl(reader)).toBe('https://gallery.example.org/newsletter/unsubscribe/secret_Token-123')
		expect(module.listUnsubscribeHeaders(reader)).toEqual({
			'List-Unsubscribe':
				'<https://gallery.example.org/newsletter/unsubscribe/secret_Token-123>, <mailto:news@gallery.example.org?subject=unsubscribe>',
			'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
		})
	})
})
