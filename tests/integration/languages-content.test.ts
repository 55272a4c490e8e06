import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../support/api.ts'
import { adminCookie, startServer, type TestServer } from '../support/server.ts'
import { flat, readPdf } from '../support/pdf.ts'
import { partsOf, startSmtp } from '../support/smtp.ts'

/**
 * Content in the site's other languages (contract section 21, docs/admin.md 'Languages'), on one demo server
 * publishing English and German: what /api/admin reads and writes of `translations`, what the back office's forms
 * show and save without JavaScript, the lists' untranslated filter, and the mails and documents written in a
 * reader's language (through a real SMTP server; sign-ups are active at once).
 */
const ORIGIN = 'https://gallery.example.org'

describe('translations with SITE_LANGUAGES=en,de', () => {
	let smtp: Awaited<ReturnType<typeof startSmtp>>
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	let cookie: string

	beforeAll(async () => {
		smtp = await startSmtp()
		server = await startServer({
			seed: 'demo',
			env: {
				SITE_LANGUAGES: 'en,de',
				SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
				PUBLIC_URL: ORIGIN,
				NEWSLETTER_SEND_PER_MINUTE: '6000',
				NEWSLETTER_DOUBLE_OPT_IN: 'off',
			},
		})
		client = api(server)
		token = await client.login()
		cookie = (await adminCookie(server))!
	})
	afterAll(async () => {
		await server?.stop()
		await smtp?.stop()
	})

	describe('/api/admin', () => {
		it("writes and reads an artwork's translations, dropping languages not set and fields not translatable", async () => {
			const created = await client.post('/api/admin/artworks', {
				token,
				json: {
					title: 'Blue Hour',
					artist_id: 1,
					medium: 'Oil on linen',
					provenance: 'The artist\n[private] A collector\nGalerie Nord, Berlin',
					translations: {
						de: {
							title: ' Blaue Stunde ',
							medium: 'Öl auf Leinen',
							provenance: 'Der Künstler\nGalerie Nord, Berlin',
							location: 'Lager',
							description: '',
						},
						fr: { title: 'Heure bleue' },
					},
				},
			})
			expect(created.status, created.text).toBe(201)
			const expected = {
				de: { title: 'Blaue Stunde', medium: 'Öl auf Leinen', provenance: 'Der Künstler\nGalerie Nord, Berlin' },
			}
			expect(created.body.translations).toEqual(expected)
			const read = await client.get(`/api/admin/artworks/${created.body.id}`, { token })
			expect(read.body.translations).toEqual(expected)

			// A PUT without translations keeps them; one with them replaces them.
			const renamed = await client.put(`/api/admin/artworks/${created.body.id}`, { token, json: { year: 2020 } })
			expect(renamed.body.translations).toEqual(expected)
			const replaced = await client.put(`/api/admin/artworks/${created.body.id}`, {
				token,
				json: { translations: { de: { title: 'Die blaue Stunde' } } },
			})
			expect(replaced.status, replaced.text).toBe(200)
			expect(replaced.body.translations).toEqual({ de: { title: 'Die blaue Stunde' } })

			// Revisions keep them, and a restore brings them back.
			const revisions = await client.get(`/api/admin/artworks/${created.body.id}/revisions`, { token })
			const first = revisions.body.find((r: { version: number }) => r.version === 1)
			const one = await client.get(`/api/admin/artworks/${created.body.id}/revisions/${first.id}`, { token })
			expect(one.body.record.translations).toEqual(expected)
			const restored = await client.post(`/api/admin/artworks/${created.body.id}/revisions/${first.id}/restore`, {
				token,
			})
			expect(restored.status, restored.text).toBeLessThan(300)
			expect((await client.get(`/api/admin/artworks/${created.body.id}`, { token })).body.translations).toEqual(
				expected,
			)
		})

		it('refuses a translation longer than its field, or not text, with the field named, and stores nothing', async () => {
			const tooLong = await client.refused(() =>
				client.post('/api/admin/exhibitions', {
					token,
					json: { title: 'Night Garden', translations: { de: { title: 'x'.repeat(201) } } },
				}),
			)
			expect(tooLong.status).toBe(400)
			expect(tooLong.body.fields).toEqual({ 'translations.de.title': 'Title must be at most 200 characters' })
			const notText = await client.refused(() =>
				client.post('/api/admin/artists', { token, json: { name: 'Ann Ode', translations: { de: 'Malerin' } } }),
			)
			expect(notText.status).toBe(400)
			expect(Object.keys(notText.body.fields)).toEqual(['translations.de'])
		})

		it('keeps the translations of about blocks, fairs, viewing rooms and pages', async () => {
			const block = await client.post('/api/admin/about-blocks', {
				token,
				json: {
					title: 'Press',
					content: '<p>Write to us.</p>',
					translations: { de: { title: 'Presse', content: '<p>Schreiben Sie uns.</p>' } },
				},
			})
			expect(block.status, block.text).toBe(201)
			expect(block.body.translations).toEqual({ de: { title: 'Presse', content: '<p>Schreiben Sie uns.</p>' } })

			const room = await client.post('/api/admin/viewing-rooms', {
				token,
				json: { title: 'For Ms Berger', intro: 'A few works', translations: { de: { intro: 'Einige Arbeiten' } } },
			})
			expect(room.status, room.text).toBe(201)
			expect(room.body.translations).toEqual({ de: { intro: 'Einige Arbeiten' } })

			const fairs = await client.get('/api/admin/fairs', { token })
			const fair = fairs.body[0] ?? fairs.body.fairs?.[0]
			const put = await client.put(`/api/admin/fairs/${fair.id}`, {
				token,
				json: { translations: { de: { description: 'Unser Stand zeigt neue Arbeiten.' } } },
			})
			expect(put.status, put.text).toBe(200)
			expect(put.body.translations).toEqual({ de: { description: 'Unser Stand zeigt neue Arbeiten.' } })

			const campaign = await client.post('/api/admin/campaigns', {
				token,
				json: {
					subject: 'Autumn',
					intro: 'New shows.',
					translations: { de: { subject: 'Herbst', intro: 'Neue Ausstellungen.' } },
				},
			})
			expect(campaign.status, campaign.text).toBe(201)
			expect(campaign.body.translations).toEqual({ de: { subject: 'Herbst', intro: 'Neue Ausstellungen.' } })
			const kept = await client.put(`/api/admin/campaigns/${campaign.body.id}`, { token, json: { subject: 'Autumn!' } })
			expect(kept.status, kept.text).toBe(200)
			expect(kept.body.translations).toEqual({ de: { subject: 'Herbst', intro: 'Neue Ausstellungen.' } })

			const page = await client.put('/api/admin/pages/about', {
				token,
				json: { translations: { de: { title: 'Über uns', description: 'Eine Galerie für alle.', content: 'x' } } },
			})
			expect(page.status, page.text).toBe(200)
			expect(page.body.translations).toEqual({ de: { title: 'Über uns', description: 'Eine Galerie für alle.' } })
			expect((await client.get('/api/admin/pages/about', { token })).body.translations).toEqual({
				de: { title: 'Über uns', description: 'Eine Galerie für alle.' },
			})
		})
	})

	describe('checks before publishing', () => {
		it('warn of a translation missing, beside the German field, and not where the German is there', async () => {
			const made = await client.post('/api/admin/exhibitions', {
				token,
				json: { title: 'Half Told', description: 'Only in English.', translations: { de: { title: 'Halb erzählt' } } },
			})
			const checks = await client.get(`/api/admin/checks?entity=exhibitions&id=${made.body.id}`, { token })
			expect(checks.status, checks.text).toBe(200)
			const missing = checks.body.checks.filter((c: { code: string }) => c.code === 'translation-missing')
			expect(missing).toEqual([
				{
					code: 'translation-missing',
					level: 'warning',
					field: 'translations.de.description',
					message: 'No German text: the German page shows this one in the default language.',
				},
			])
			const form = await (
				await fetch(`${server.url}/admin/exhibitions/${made.body.id}/edit`, { headers: { Cookie: cookie } })
			).text()
			expect(form).toContain('No German text: the German page shows this one in the default language.')
		})
		it("warn of a footer text lacking its German on the home page's settings, beside its German field", async () => {
			const home = await client.put('/api/admin/pages/home', {
				token,
				json: {
					footer_description: 'A gallery of our time.',
					gallery_hours: 'Tue–Sat 11–18',
					translations: { de: { title: 'Start', description: 'Eine Galerie.', gallery_hours: 'Di–Sa 11–18' } },
				},
			})
			expect(home.status, home.text).toBe(200)
			const checks = await client.get('/api/admin/checks?entity=pages&id=home', { token })
			expect(checks.status, checks.text).toBe(200)
			const missing = checks.body.checks.filter((c: { code: string }) => c.code === 'translation-missing')
			expect(missing.map((c: { field: string }) => c.field)).toEqual(['translations.de.footer_description'])
			const tab = await (await fetch(`${server.url}/admin/pages?tab=home`, { headers: { Cookie: cookie } })).text()
			expect(tab).toContain('No German text: the German page shows this one in the default language.')

			const told = await client.put('/api/admin/pages/home', {
				token,
				json: {
					translations: {
						de: {
							title: 'Start',
							description: 'Eine Galerie.',
							gallery_hours: 'Di–Sa 11–18',
							footer_description: 'Eine Galerie unserer Zeit.',
						},
					},
				},
			})
			expect(told.status, told.text).toBe(200)
			const after = await client.get('/api/admin/checks?entity=pages&id=home', { token })
			expect(after.body.checks.map((c: { code: string }) => c.code)).not.toContain('translation-missing')
		})
	})

	describe("readers' language", () => {
		it('keeps the language of a sign-up, an enquiry and a room with its recipients; one not set is the default', async () => {
			const german = await client.post('/api/newsletter/subscribe', {
				json: { email: 'anna@example.com', name: 'Anna', language: 'de' },
			})
			expect(german.status, german.text).toBe(201)
			const french = await client.post('/api/newsletter/subscribe', {
				json: { email: 'claire@example.com', language: 'fr' },
			})
			expect(french.status, french.text).toBe(201)
			await client.post('/api/newsletter/subscribe', { json: { email: 'sam@example.com' } })
			const readers = server.readDb().subscribers as { email: string; language?: string }[]
			const languageOf = (email: string) => readers.find((r) => r.email === email)?.language
			expect([languageOf('anna@example.com'), languageOf('claire@example.com'), languageOf('sam@example.com')]).toEqual(
				// None given: none kept, which is the default language.
				['de', 'en', undefined],
			)

			const enquiry = await client.post('/api/enquiries', {
				json: {
					artwork_id: 1,
					name: 'Jonas',
					email: 'jonas@example.com',
					message: 'Ist das Werk noch da?',
					language: 'de',
				},
			})
			expect(enquiry.status, enquiry.text).toBe(201)
			expect(server.readDb().enquiries.find((e: { id: number }) => e.id === enquiry.body.enquiry.id).language).toBe(
				'de',
			)

			const room = await client.post('/api/admin/viewing-rooms', {
				token,
				json: { title: 'Für Jonas', language: 'de' },
			})
			expect(room.status, room.text).toBe(201)
			expect(room.body.language).toBe('de')
			const added = await client.post(`/api/admin/viewing-rooms/${room.body.id}/recipients`, {
				token,
				json: { name: 'Jonas', email: 'jonas@example.com' },
			})
			expect(added.status, added.text).toBeLessThan(300)
			const stored = server.readDb().viewing_rooms.find((r: { id: number }) => r.id === room.body.id)
			expect(stored.recipients[0].language).toBe('de')
		})
	})

	describe('a campaign composed per language', () => {
		it("is composed in the form, previewed and tested in each language, and sent in each reader's", async () => {
			const post = (path: string, body: URLSearchParams) =>
				fetch(`${server.url}${path}`, { method: 'POST', headers: { Cookie: cookie }, body, redirect: 'manual' })
			// The works and shows it names, in German too.
			for (const [path, title] of [
				['/api/admin/exhibitions/1', 'Farbe als Ort'],
				['/api/admin/artworks/1', 'Morgenfeld'],
			] as const)
				expect((await client.put(path, { token, json: { translations: { de: { title } } } })).status).toBe(200)
			const form = await (
				await fetch(`${server.url}/admin/newsletter/campaigns/new`, { headers: { Cookie: cookie } })
			).text()
			expect(form).toContain('Subject (German)')
			expect(form).toMatch(/<textarea[^>]*name="translations\.de\.intro"/)

			const made = await post(
				'/admin/newsletter/campaigns/new',
				new URLSearchParams({
					subject: 'Colour in autumn',
					intro: 'The season opens.',
					'translations.de.subject': 'Farbe im Herbst',
					'translations.de.preheader': '',
					'translations.de.intro': 'Die Saison beginnt.',
					exhibition_id: '1',
					artwork_ids: '1',
				}),
			)
			expect(made.status).toBe(302)
			const id = Number(made.headers.get('location')!.split('/').at(-1))
			const stored = server.readDb().campaigns.find((c: { id: number }) => c.id === id)
			expect(stored.translations).toEqual({ de: { subject: 'Farbe im Herbst', intro: 'Die Saison beginnt.' } })

			const page = async (query: string) =>
				(await fetch(`${server.url}/admin/newsletter/campaigns/${id}${query}`, { headers: { Cookie: cookie } })).text()
			const english = await page('')
			expect(english).toContain('value="Farbe im Herbst"')
			expect(english).toContain('See the exhibition')
			expect(english).toMatch(/href="[^"]*\?lang=de"/)
			const german = await page('?lang=de')
			expect(german).toContain('Zur Ausstellung')
			expect(german).toContain('Die Saison beginnt.')
			expect(german).not.toContain('See the exhibition')

			const test = await client.post(`/api/admin/campaigns/${id}/test`, {
				token,
				json: { email: 'staff@example.com', language: 'de' },
			})
			expect(test.status, test.text).toBe(200)
			await expect.poll(() => smtp.messages.some((m) => m.to[0] === 'staff@example.com')).toBe(true)
			expect(smtp.messages.find((m) => m.to[0] === 'staff@example.com')!.headers['subject']).toBe(
				'[Test] Farbe im Herbst',
			)

			for (const json of [
				{ email: 'greta@example.com', name: 'Greta', language: 'de' },
				{ email: 'tom@example.com', name: 'Tom' },
				{ email: 'remy@example.com', name: 'Rémy', language: 'fr' },
			])
				expect((await client.post('/api/newsletter/subscribe', { json })).status).toBe(201)
			const sent = await client.post(`/api/admin/campaigns/${id}/send`, { token, json: {} })
			expect(sent.status, sent.text).toBe(200)
			await expect
				.poll(async () => (await client.get(`/api/admin/campaigns/${id}`, { token })).body.status, { timeout: 30_000 })
				.toBe('sent')

			const mailTo = (email: string) => {
				const mails = smtp.messages.filter((m) => m.to[0] === email && !m.headers['subject']!.startsWith('[Test]'))
				expect(mails, email).toHaveLength(1)
				const parts = partsOf(mails[0]!)
				return { subject: mails[0]!.headers['subject'], html: parts['text/html']!, text: parts['text/plain']! }
			}
			const greta = mailTo('greta@example.com')
			const readers = server.readDb().subscribers as { email: string; unsubscribe_token: string }[]
			const gretaToken = readers.find((r) => r.email === 'greta@example.com')!.unsubscribe_token
			expect(greta.subject).toBe('Farbe im Herbst')
			expect(greta.html).toMatch(/<html[^>]* lang="de"/)
			expect(greta.html).toContain(`${ORIGIN}/de/exhibition/colour-as-place`)
			expect(greta.text).toContain('Die Saison beginnt.')
			expect(greta.text).toContain('Farbe als Ort')
			expect(greta.text).toContain('Morgenfeld')
			expect(greta.text).toContain(`Zur Ausstellung: ${ORIGIN}/de/exhibition/colour-as-place`)
			expect(greta.text).toContain('weil Sie den Newsletter von')
			expect(greta.text).toContain(`Abmelden: ${ORIGIN}/de/newsletter/unsubscribe/${gretaToken}`)
			expect(greta.text).not.toContain('The season opens.')

			// No language, or one the site does not publish: the default language's version.
			for (const email of ['tom@example.com', 'remy@example.com']) {
				const mail = mailTo(email)
				expect(mail.subject, email).toBe('Colour in autumn')
				expect(mail.html, email).toMatch(/<html[^>]* lang="en"/)
				expect(mail.text, email).toContain('The season opens.')
				expect(mail.text, email).toContain(`See the exhibition: ${ORIGIN}/exhibition/colour-as-place`)
				expect(mail.text, email).toContain(`Unsubscribe: ${ORIGIN}/newsletter/unsubscribe/`)
				expect(mail.text, email).toContain('Morning Field')
			}
		})
	})

	describe('documents with ?lang=', () => {
		it("print the records' texts, the fixed texts, dates and numbers in the language asked, else the default", async () => {
			for (const [path, texts] of [
				['/api/admin/exhibitions/1', { title: 'Farbe als Ort' }],
				['/api/admin/artworks/1', { title: 'Morgenfeld', medium: 'Öl auf Leinwand' }],
			] as const)
				expect((await client.put(path, { token, json: { translations: { de: texts } } })).status).toBe(200)
			const pdf = async (query: string) => {
				const res = await fetch(`${server.url}/admin/exhibitions/1/price-list.pdf${query}`, {
					headers: { Authorization: `Bearer ${token}` },
				})
				expect(res.status, query).toBe(200)
				const read = await readPdf(new Uint8Array(await res.arrayBuffer()))
				return { title: read.title, text: flat(read.text) }
			}
			const german = await pdf('?lang=de')
			expect(german.title).toBe('Farbe als Ort')
			expect(german.text).toMatch(/Preisliste, \d{1,2}\. [A-Z][a-zä]+ \d{4}/)
			expect(german.text).toContain('Morgenfeld')
			expect(german.text).toContain('Öl auf Leinwand')
			expect(german.text).toContain('6.500 €')
			expect(german.text).toMatch(/Verfügbar|Reserviert|Verkauft/)
			expect(german.text).not.toContain('Morning Field')

			// Unset, or a language the site does not publish: the default language, as before.
			for (const query of ['', '?lang=fr']) {
				const english = await pdf(query)
				expect(english.title, query).toBe('Colour as Place')
				expect(english.text, query).toMatch(/Price list, [A-Z][a-z]+ \d{1,2}, \d{4}/)
				expect(english.text, query).toContain('Morning Field')
				expect(english.text, query).toContain('€6,500')
			}

			// The tear sheet too: the work's texts, its stock number's line, its records' headings, the price and the
			// address of its German page.
			const work = server.readDb().artworks.find((a: { id: number }) => a.id === 1)
			const sheet = async (query: string) => {
				const res = await fetch(`${server.url}/admin/artworks/1/tear-sheet.pdf?price=1&details=1${query}`, {
					headers: { Authorization: `Bearer ${token}` },
				})
				expect(res.status, query).toBe(200)
				return flat((await readPdf(new Uint8Array(await res.arrayBuffer()))).text)
			}
			const germanSheet = await sheet('&lang=de')
			for (const text of ['Morgenfeld', 'Öl auf Leinwand', '6.500 €', `/de/artwork/${work.slug}`])
				expect(germanSheet, text).toContain(text)
			if (work.stock_number) expect(germanSheet).toContain(`Inventarnummer ${work.stock_number}`)
			if (work.provenance.some((entry: { public: boolean }) => entry.public))
				expect(germanSheet).toContain('Provenienz')
			expect(germanSheet).not.toContain('Morning Field')
			const englishSheet = await sheet('')
			for (const text of ['Morning Field', '€6,500', `/artwork/${work.slug}`])
				expect(englishSheet, text).toContain(text)
			expect(englishSheet).not.toContain('/de/artwork')
			expect(englishSheet).toContain(`Stock number ${work.stock_number}`)
			expect(englishSheet).toContain('Provenance')
		})
		it("print the back office's papers in the language asked: invoice, consignment receipt, statement, stock and booth lists", async () => {
			const get = async (path: string) => {
				const res = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } })
				expect(res.status, path).toBe(200)
				const read = await readPdf(new Uint8Array(await res.arrayBuffer()))
				return { title: read.title, text: flat(read.text) }
			}
			const works = (await client.get('/api/admin/artworks', { token })).body as {
				id: number
				title: string
				consignment: { consignor_contact_id: number } | null
			}[]
			const consigned = works.find((w) => w.title === 'Soft Wall')!
			const put = await client.put(`/api/admin/artworks/${consigned.id}`, {
				token,
				json: { translations: { de: { title: 'Weiche Wand' } } },
			})
			expect(put.status, put.text).toBe(200)

			const receipt = await get(`/admin/artworks/${consigned.id}/consignment.pdf?lang=de`)
			expect(receipt.title).toBe('Kommissionsbeleg: Weiche Wand')
			for (const text of [
				'Kommittent',
				'Eingegangen: ',
				'Rückgabe bis: ',
				'60 % des Verkaufspreises',
				'Unterschrift und Datum',
			])
				expect(receipt.text, text).toContain(text)
			expect(receipt.text).toMatch(/Eingegangen: \d{1,2}\. [A-Z][a-zä]+ \d{4}/)
			const englishReceipt = await get(`/admin/artworks/${consigned.id}/consignment.pdf`)
			expect(englishReceipt.title).toBe('Consignment receipt: Soft Wall')
			expect(englishReceipt.text).toContain('60% of the sale price, less any discount')

			const statement = await get(
				`/admin/contacts/${consigned.consignment!.consignor_contact_id}/statement.pdf?lang=de`,
			)
			for (const text of ['Kommissionsabrechnung', 'In Kommission gehaltene Werke', 'Weiche Wand', 'eingegangen am'])
				expect(statement.text, text).toContain(text)

			const stock = await get('/admin/reports/stock.pdf?q=Soft%20Wall&lang=de')
			expect(stock.title).toBe('Bestandsliste')
			expect(stock.text).toContain('1 Werk, Suche „Soft Wall“')
			expect(stock.text).toContain('Weiche Wand')
			expect((await get('/admin/reports/stock.pdf?q=Soft%20Wall')).text).toContain('1 work, search "Soft Wall"')

			const booth = await get('/admin/fairs/1/booth-list.pdf?lang=de')
			expect(booth.title).toMatch(/: Standliste$/)
			expect(booth.text).toMatch(/\d+ Werke/)
			expect((await get('/admin/fairs/1/booth-list.pdf')).title).toMatch(/: booth list$/)

			const sales = (await client.get('/api/admin/sales', { token })).body as {
				id: number
				invoice_number: string
				tax_pct: number
			}[]
			const sale = sales.find((one) => one.tax_pct > 0)!
			const invoice = await get(`/admin/sales/${sale.id}/invoice.pdf?lang=de`)
			expect(invoice.title).toBe(`Rechnung ${sale.invoice_number}`)
			for (const text of ['Rechnung an', 'Preis', `MwSt. ${sale.tax_pct} %`, 'Versand', 'Gesamtbetrag'])
				expect(invoice.text, text).toContain(text)
			expect(invoice.text).toMatch(/\d\.\d{3},\d{2} €|\d{1,3},\d{2} €/)
			const english = await get(`/admin/sales/${sale.id}/invoice.pdf?lang=fr`)
			expect(english.title).toBe(`Invoice ${sale.invoice_number}`)
			expect(english.text).toContain(`Tax ${sale.tax_pct}%`)
		})

		it("mails an invoice in the buyer's language, mail and PDF; in the default language when theirs is not published", async () => {
			const sales = (await client.get('/api/admin/sales', { token })).body as {
				id: number
				contact_id: number | null
				invoice_number: string
				buyer_name: string
			}[]
			const sale = sales.find((one) => one.contact_id !== null)!
			const send = async (language: string) => {
				const contact = (await client.get(`/api/admin/contacts/${sale.contact_id}`, { token })).body
				const put = await client.put(`/api/admin/contacts/${sale.contact_id}`, {
					token,
					json: { ...contact, language },
				})
				expect(put.status, put.text).toBe(200)
				const before = smtp.messages.length
				const sent = await fetch(`${server.url}/admin/sales/${sale.id}`, {
					method: 'POST',
					headers: { Cookie: cookie },
					body: new URLSearchParams({ intent: 'send' }),
					redirect: 'manual',
				})
				expect(sent.status).toBe(302)
				await expect.poll(() => smtp.messages.length, { timeout: 15_000 }).toBe(before + 1)
				const mail = smtp.messages.at(-1)!
				const attached = /Content-Type: application\/pdf[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/i.exec(mail.raw)![1]!
				const pdf = await readPdf(Buffer.from(attached.replace(/\r\n/g, ''), 'base64'))
				return { subject: mail.headers['subject'], text: partsOf(mail)['text/plain'] ?? mail.text, pdf }
			}
			const german = await send('de')
			expect(german.subject).toBe(`Rechnung ${sale.invoice_number} von Meridian Gallery`)
			expect(german.text).toContain(`Guten Tag ${sale.buyer_name},`)
			expect(german.text).toContain(`anbei erhalten Sie die Rechnung ${sale.invoice_number}.`)
			expect(german.pdf.title).toBe(`Rechnung ${sale.invoice_number}`)
			expect(flat(german.pdf.text)).toContain('Gesamtbetrag')

			for (const language of ['fr', '']) {
				const english = await send(language)
				expect(english.subject, language).toBe(`Invoice ${sale.invoice_number} from Meridian Gallery`)
				expect(english.text, language).toContain(`Dear ${sale.buyer_name},`)
				expect(english.pdf.title, language).toBe(`Invoice ${sale.invoice_number}`)
			}
		})
	})

	describe('a viewing room in its language', () => {
		it("opens its links at its language's address, in that language, and invites its recipients in it", async () => {
			expect(
				(
					await client.put('/api/admin/artworks/1', {
						token,
						json: { translations: { de: { title: 'Morgenfeld' } } },
					})
				).status,
			).toBe(200)
			const expires = new Date(server.now() + 7 * 86_400_000).toISOString()
			const made = await client.post('/api/admin/viewing-rooms', {
				token,
				json: {
					title: 'For Mr Weber',
					intro: 'A few works for you.',
					translations: { de: { title: 'Für Herrn Weber', intro: 'Einige Werke für Sie.' } },
					language: 'de',
					status: 'open',
					expires_at: expires,
					items: [{ artwork_id: 1, note: '' }],
				},
			})
			expect(made.status, made.text).toBe(201)
			const added = await client.post(`/api/admin/viewing-rooms/${made.body.id}/recipients`, {
				token,
				json: { name: 'Jonas Weber', email: 'weber@example.com' },
			})
			expect(added.status, added.text).toBe(201)
			const link = `/viewing-room/${added.body.token}`

			// Its link, which names no language, opens the German address with the room's headers.
			const root = await fetch(`${server.url}${link}`, { redirect: 'manual' })
			expect(root.status).toBe(302)
			expect(root.headers.get('location')).toBe(`/de${link}`)
			expect(root.headers.get('referrer-policy')).toBe('no-referrer')
			expect(root.headers.get('cache-control')).toContain('no-store')
			const page = await fetch(`${server.url}/de${link}`)
			expect(page.status).toBe(200)
			const html = await page.text()
			expect(html).toMatch(/<html[^>]* lang="de"/)
			for (const text of ['Für Herrn Weber', 'Einige Werke für Sie.', 'Morgenfeld', 'Als PDF herunterladen'])
				expect(html, text).toContain(text)
			expect(html).toContain('Zusammengestellt für Jonas Weber')
			expect(html).toMatch(/Geöffnet bis \d{1,2}\. [A-Z]/)
			expect(html).toContain(`action="/de${link}"`)
			expect(html).not.toContain('Download as PDF')
			expect(page.headers.get('referrer-policy')).toBe('no-referrer')

			// With a password, the form is German too, and its cookie opens the German address.
			const locked = await client.put(`/api/admin/viewing-rooms/${made.body.id}`, {
				token,
				json: { password: 'Kunsthalle-2026' },
			})
			expect(locked.status, locked.text).toBe(200)
			const form = await (await fetch(`${server.url}/de${link}`)).text()
			expect(form).toContain('Den Raum betreten')
			const wrong = await fetch(`${server.url}/de${link}`, {
				method: 'POST',
				body: new URLSearchParams({ intent: 'password', password: 'Falsch' }),
			})
			expect(wrong.status).toBe(400)
			expect(await wrong.text()).toContain('Das Passwort stimmt nicht.')
			const entered = await fetch(`${server.url}/de${link}`, {
				method: 'POST',
				body: new URLSearchParams({ intent: 'password', password: 'Kunsthalle-2026' }),
				redirect: 'manual',
			})
			const roomCookie = entered.headers.get('set-cookie')!
			expect(roomCookie).toContain('Path=/de/viewing-room/')
			const opened = await fetch(`${server.url}/de${link}`, { headers: { Cookie: roomCookie.split(';')[0]! } })
			expect(await opened.text()).toContain('Einige Werke für Sie.')
			// A work's page in the room: German headings, and the texts without German marked as English.
			const slug = server.readDb().artworks.find((a: { id: number }) => a.id === 1).slug
			const workPage = await (
				await fetch(`${server.url}/de${link}/${slug}`, { headers: { Cookie: roomCookie.split(';')[0]! } })
			).text()
			expect(workPage).toContain('Über das Werk')
			expect(workPage).not.toContain('About This Work')
			expect(workPage).toMatch(/<span class="italic">Morgenfeld<\/span>/)
			expect(workPage).toMatch(/<p class="mt-3 whitespace-pre-line" lang="en">/)
			// The room's enquiry form answers in German: the message beside a field, and the toast once sent.
			const enquire = (fields: Record<string, string>) =>
				fetch(`${server.url}/de${link}`, {
					method: 'POST',
					headers: { Cookie: roomCookie.split(';')[0]! },
					body: new URLSearchParams({ artwork_id: '1', name: 'Jonas Weber', message: 'Bitte mehr dazu.', ...fields }),
					redirect: 'manual',
				})
			const refused = await enquire({ email: 'keine-adresse' })
			expect(refused.status).toBe(400)
			const refusedHtml = await refused.text()
			expect(refusedHtml).toContain('Bitte geben Sie eine gültige E-Mail-Adresse an')
			expect(refusedHtml).toContain('Bitte korrigieren Sie')
			expect(refusedHtml).not.toContain('Please enter a valid email address')
			const mailed = smtp.messages.length
			const sent = await enquire({ email: 'weber@example.com' })
			expect(sent.status).toBe(302)
			// The gallery is told of it by mail; counted here, before the invitation below.
			await expect.poll(() => smtp.messages.length, { timeout: 15_000 }).toBe(mailed + 1)
			const toast = sent.headers
				.getSetCookie()
				.find((c) => c.startsWith('gallery_toast='))!
				.split(';')[0]!
			const thanked = await fetch(`${server.url}/de${link}`, {
				headers: { Cookie: `${roomCookie.split(';')[0]!}; ${toast}` },
			})
			expect(await thanked.text()).toContain('Anfrage gesendet')
			// A room without a language is the default language's, at its own address.
			const english = await client.post('/api/admin/viewing-rooms', {
				token,
				json: { title: 'For Ms Hart', status: 'open', expires_at: expires, items: [{ artwork_id: 1, note: '' }] },
			})
			const hart = await fetch(`${server.url}/viewing-room/${english.body.token}`, { redirect: 'manual' })
			expect(hart.status).toBe(200)
			expect(await hart.text()).toContain('Download as PDF')

			const before = smtp.messages.length
			const invite = await fetch(`${server.url}/admin/viewing-rooms/${made.body.id}/edit`, {
				method: 'POST',
				headers: { Cookie: cookie },
				body: new URLSearchParams({ intent: `invite:${added.body.id}`, note: '' }),
				redirect: 'manual',
			})
			expect(invite.status).toBe(302)
			await expect.poll(() => smtp.messages.length, { timeout: 15_000 }).toBe(before + 1)
			const mail = smtp.messages.at(-1)!
			expect(mail.to).toEqual(['weber@example.com'])
			const parts = partsOf(mail)
			expect(parts['text/html']).toContain('<html lang="de">')
			expect(parts['text/plain']).toContain('Guten Tag Jonas Weber,')
			expect(parts['text/plain']).toContain('lädt Sie in einen privaten Viewing Room ein: Für Herrn Weber.')
			expect(parts['text/plain']).toContain('Dieser Link gilt nur für Sie')
			expect(parts['text/plain']).toContain(`${ORIGIN}${link}`)
		})
	})

	describe('import and export', () => {
		const exported = async (path: string) =>
			(await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } })).text()
		const importCsv = (csv: string) => {
			const form = new FormData()
			form.append('csv', new Blob([csv], { type: 'text/csv' }), 'works.csv')
			return client.post('/api/admin/import', { token, body: form })
		}
		const translationsBySlug = () =>
			Object.fromEntries(
				server.readDb().artworks.map((a: { slug: string; translations: object }) => [a.slug, a.translations]),
			)

		it('writes a title@de column for each translatable field, and an export imports back unchanged', async () => {
			await client.post('/api/admin/artworks', {
				token,
				json: {
					title: 'Salt Flats',
					artist_id: 1,
					description: 'Wide, "white" and quiet,\nin two parts.',
					provenance: 'The artist\nGalerie Nord, Berlin',
					translations: {
						de: {
							title: 'Salzebenen',
							description: 'Weit, „weiß“ und still,\nin zwei Teilen.',
							provenance: 'Der Künstler\nGalerie Nord, Berlin',
						},
					},
				},
			})
			const csv = await exported('/admin/artworks/export.csv')
			const header = csv.replace(/^\uFEFF/, '').split('\r\n')[0]
			expect(header).toMatch(
				/"consignor_share_pct","title@de","medium@de","description@de","provenance@de","exhibition_history@de","literature@de"$/,
			)
			expect(csv).toContain('"Salzebenen"')
			const before = translationsBySlug()
			const res = await importCsv(csv)
			expect(res.status, res.text).toBe(200)
			expect(res.body.refused).toBe(0)
			expect(res.body.created).toBe(0)
			expect(translationsBySlug()).toEqual(before)
			expect(before['salt-flats']).toEqual({
				de: {
					title: 'Salzebenen',
					description: 'Weit, „weiß“ und still,\nin zwei Teilen.',
					provenance: 'Der Künstler\nGalerie Nord, Berlin',
				},
			})

			// A file of some columns sets the texts it names, a blank cell removes one; French is not set, so ignored.
			const partial = await importCsv('slug,title@de,description@de,title@fr\nsalt-flats,Die Salzebenen,,Salines\n')
			expect(partial.status, partial.text).toBe(200)
			expect(translationsBySlug()['salt-flats']).toEqual({
				de: { title: 'Die Salzebenen', provenance: 'Der Künstler\nGalerie Nord, Berlin' },
			})

			for (const path of ['/admin/artists/export.csv', '/admin/exhibitions/export.csv']) {
				const first = (await exported(path)).replace(/^\uFEFF/, '').split('\r\n')[0]
				expect(first, path).toMatch(/@de"$/)
			}
		})
	})

	describe('the back office, without JavaScript', () => {
		const page = async (path: string) => {
			const res = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } })
			expect(res.status).toBe(200)
			return res.text()
		}
		const post = (path: string, body: URLSearchParams) =>
			fetch(`${server.url}${path}`, { method: 'POST', headers: { Cookie: cookie }, body, redirect: 'manual' })
		const tag = (html: string, name: string) =>
			new RegExp(`<(?:input|textarea)[^>]*name="${name.replace(/\./g, '\\.')}"[^>]*>`).exec(html)?.[0] ?? ''

		it('shows each translatable field with its German beside it, as plain inputs, with the text stored', async () => {
			const form = await page('/admin/exhibitions/new')
			expect(tag(form, 'translations.de.title')).toContain('lang="de"')
			expect(form).toContain('Title (German)')
			expect(tag(form, 'translations.de.description')).toMatch(/^<textarea/)
			expect(tag(form, 'translations.de.opening')).toContain('maxLength="200"')
			// Fields that are not translated have no German.
			expect(tag(form, 'translations.de.curator')).toBe('')
			expect(tag(form, 'translations.fr.title')).toBe('')

			for (const path of [
				'/admin/artists/new',
				'/admin/artworks/new',
				'/admin/fairs/new',
				'/admin/viewing-rooms/new',
			]) {
				const html = await page(path)
				expect(html, path).toContain('(German)')
			}
			const artworks = (await client.get('/api/admin/artworks', { token })).body
			const work = await page(`/admin/artworks/${artworks[0].id}/edit`)
			for (const field of ['title', 'medium', 'description', 'provenance', 'exhibition_history', 'literature'])
				expect(tag(work, `translations.de.${field}`), field).not.toBe('')
			expect(await page('/admin/pages?tab=about&edit=about')).toContain('Page Title (German)')
		})

		it("offers each record's documents in German too, but a CSV, whose columns are the back office's", async () => {
			const work = await page('/admin/artworks/8/edit')
			expect(work).toContain('In German')
			expect(work).toContain('href="/admin/artworks/8/tear-sheet.pdf?price=1&amp;details=1&amp;lang=de"')
			// The demo's Soft Wall is on consignment: its receipt in German too.
			expect(work).toContain('href="/admin/artworks/8/consignment.pdf"')
			expect(work).toContain('href="/admin/artworks/8/consignment.pdf?lang=de"')
			const show = await page('/admin/exhibitions/1/edit')
			expect(show).toContain('href="/admin/exhibitions/1/price-list.pdf?lang=de"')
			expect(show).toContain('href="/admin/exhibitions/1/labels.pdf?price=0&amp;lang=de"')
			const fair = await page('/admin/fairs/1/checklist')
			expect(fair).toContain('href="/admin/fairs/1/booth-list.pdf?lang=de"')
			expect(fair).not.toContain('booth-list.csv?lang=de')
			const sale = ((await client.get('/api/admin/sales', { token })).body as { id: number }[])[0]!
			expect(await page(`/admin/sales/${sale.id}`)).toContain(`href="/admin/sales/${sale.id}/invoice.pdf?lang=de"`)
			expect(await page('/admin/artworks?location=store')).toContain(
				'href="/admin/reports/stock.pdf?location=store&amp;lang=de"',
			)
			const consignor = server.readDb().artworks.find((a: { id: number }) => a.id === 8)
				.consignment.consignor_contact_id
			expect(await page(`/admin/contacts/${consignor}`)).toContain(
				`href="/admin/contacts/${consignor}/statement.pdf?lang=de"`,
			)
		})

		it('saves the German texts the form sends, and shows a refused one beside its field', async () => {
			const res = await post(
				'/admin/exhibitions/new',
				new URLSearchParams({
					intent: 'save',
					title: 'Tidewater',
					'translations.de.title': 'Gezeiten',
					'translations.de.description': 'Neue Bilder vom Meer.',
					'translations.de.opening': '',
					'translations.fr.title': 'Marées',
					is_visible: 'true',
				}),
			)
			expect(res.status).toBe(302)
			const stored = server.readDb().exhibitions.find((e: { title: string }) => e.title === 'Tidewater')
			expect(stored.translations).toEqual({ de: { title: 'Gezeiten', description: 'Neue Bilder vom Meer.' } })
			const edit = await page(`/admin/exhibitions/${stored.id}/edit`)
			expect(tag(edit, 'translations.de.title')).toContain('value="Gezeiten"')

			const refused = await post(
				'/admin/exhibitions/new',
				new URLSearchParams({ intent: 'save', title: 'Long', 'translations.de.title': 'x'.repeat(201) }),
			)
			expect(refused.status).toBe(400)
			const html = await refused.text()
			expect(html).toContain('Title must be at most 200 characters')
			expect(tag(html, 'translations.de.title')).toContain('aria-invalid="true"')
		})

		it("answers an enquiry in the enquirer's language: the reply's subject, the work's title and a greeting", async () => {
			const put = await client.put('/api/admin/artworks/2', {
				token,
				json: { translations: { de: { title: 'Stille Stunde' } } },
			})
			expect(put.status, put.text).toBe(200)
			const english = server.readDb().artworks.find((a: { id: number }) => a.id === 2).title as string
			const reply = async (language: string | undefined, name: string) => {
				const sent = await client.post('/api/enquiries', {
					json: { artwork_id: 2, name, email: `${name.toLowerCase()}@example.com`, message: 'Hello', language },
				})
				expect(sent.status, sent.text).toBe(201)
				const inbox = await page(`/admin/enquiries?q=${name}`)
				const card = inbox.slice(inbox.indexOf(`data-enquiry="${sent.body.enquiry.id}"`))
				return /href="(mailto:[^"]+)"[^>]*>Reply by email/.exec(card)![1]!.replace(/&amp;/g, '&')
			}
			const german = new URL(await reply('de', 'Lotte'))
			expect(german.searchParams.get('subject')).toBe('AW: Stille Stunde')
			expect(german.searchParams.get('body')).toBe('Guten Tag Lotte,\n\nvielen Dank für Ihre Anfrage.\n\n')
			// No language, or one the site does not publish: the default language's.
			for (const language of [undefined, 'fr']) {
				const mail = new URL(await reply(language as string, `Ben${language ?? ''}`))
				expect(mail.searchParams.get('subject'), language).toBe(`Re: ${english}`)
				expect(mail.searchParams.get('body'), language).toMatch(/^Dear Ben\w*,\n\nThank you for your enquiry\./)
			}
		})

		it('lists the records lacking a German text with ?untranslated=de', async () => {
			const all = await page('/admin/exhibitions')
			expect(all).toContain('Lacking German')
			const lacking = await page('/admin/exhibitions?untranslated=de')
			expect(lacking).not.toContain('>Tidewater<')
			const demo = (await client.get('/api/admin/exhibitions', { token })).body as {
				title: string
				translations: object
			}[]
			const untranslated = demo.filter((e) => Object.keys(e.translations).length === 0)
			for (const e of untranslated.slice(0, 3)) expect(lacking).toContain(e.title)
		})
	})
})

describe('translations with English alone (SITE_LANGUAGES unset)', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	beforeAll(async () => {
		server = await startServer({ seed: 'demo' })
		client = api(server)
		token = await client.login()
	})
	afterAll(() => server?.stop())

	it('shows no other language in the forms or the lists', async () => {
		const cookie = (await adminCookie(server))!
		const form = await fetch(`${server.url}/admin/exhibitions/new`, { headers: { Cookie: cookie } })
		const html = await form.text()
		expect(html).not.toContain('translations.')
		expect(html).not.toContain('(German)')
		const list = await (await fetch(`${server.url}/admin/artworks`, { headers: { Cookie: cookie } })).text()
		expect(list).not.toContain('Translation')
	})

	it("answers an enquiry as before: 'Re:' and the work's title, no greeting", async () => {
		const sent = await client.post('/api/enquiries', {
			json: { artwork_id: 2, name: 'Ben', email: 'ben@example.com', message: 'Hello', language: 'de' },
		})
		expect(sent.status, sent.text).toBe(201)
		const cookie = (await adminCookie(server))!
		const inbox = await (await fetch(`${server.url}/admin/enquiries`, { headers: { Cookie: cookie } })).text()
		const title = server.readDb().artworks.find((a: { id: number }) => a.id === 2).title as string
		expect(inbox).toContain(`href="mailto:ben@example.com?subject=${encodeURIComponent(`Re: ${title}`)}"`)
	})

	it('drops every translation sent, as unknown keys, and answers records with none', async () => {
		const created = await client.post('/api/admin/exhibitions', {
			token,
			json: { title: 'Night Garden', translations: { de: { title: 'Nachtgarten' } } },
		})
		expect(created.status, created.text).toBe(201)
		expect(created.body.translations).toEqual({})
		const checks = await client.get(`/api/admin/checks?entity=exhibitions&id=${created.body.id}`, { token })
		expect(checks.body.checks.map((c: { code: string }) => c.code)).not.toContain('translation-missing')
		const demo = await client.get('/api/admin/exhibitions', { token })
		expect(demo.body.every((e: { translations: object }) => Object.keys(e.translations).length === 0)).toBe(true)
	})
})
