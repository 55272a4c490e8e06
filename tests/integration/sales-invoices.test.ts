import crypto from 'node:crypto'
import bcrypt from 'bcryptjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCookie } from '../support/admin.ts'
import { api, signIn } from '../support/api.ts'
import { burst, tally } from '../support/burst.ts'
import { flat, keepPdf, readPdf } from '../support/pdf.ts'
import { postgresAvailable } from '../support/postgres.ts'
import { startTwoServersOnOneDatabase } from '../support/several-servers.ts'
import { startServer, type TestServer } from '../support/server.ts'

const EDITOR = { username: 'sales-editor', password: 'editor-password-1' }

/** A user who may sign in at once (roles.test.ts walks the one-time password). */
function addEditor(db: Record<string, any>) {
	const prehash = crypto.createHash('sha256').update(EDITOR.password, 'utf8').digest('base64')
	const time = new Date().toISOString()
	db.users.push({
		id: db.next_ids.users,
		username: EDITOR.username,
		email: 'sales-editor@example.com',
		role: 'editor',
		password_hash: bcrypt.hashSync(prehash, 4),
		created_at: time,
		updated_at: time,
	})
	db.next_ids.users += 1
}

/**
 * Sales (contract section 20, docs/admin.md 'Sales'): recorded through /api/admin/sales, the work sold in the same
 * change and available again once the sale is cancelled; invoice numbers per year, never given twice, under a
 * same-tick race, after a restart and across two servers on one PostgreSQL.
 */
describe('sales and invoice numbers', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	let artistId: number
	let works: number[] = []

	const newWork = async (title: string) => {
		const res = await client.post('/api/admin/artworks', {
			token,
			json: { title, artist_id: artistId, availability: 'available', price: 12000 },
		})
		expect(res.status, res.text).toBe(201)
		return res.body.id as number
	}
	const newContact = async (name: string, email: string, address = '') => {
		const res = await client.post('/api/admin/contacts', {
			token,
			json: { name, email, address, kinds: ['collector'] },
		})
		expect(res.status, res.text).toBe(201)
		return res.body.id as number
	}
	const availability = async (id: number) =>
		(await client.get(`/api/admin/artworks/${id}`, { token })).body.availability as string

	beforeAll(async () => {
		server = await startServer({ seed: 'demo', scene: addEditor })
		client = api(server)
		token = await client.login()
		const artist = await client.post('/api/admin/artists', { token, json: { name: 'Ada Sold', is_visible: true } })
		expect(artist.status, artist.text).toBe(201)
		artistId = artist.body.id
		works = []
		for (let i = 1; i <= 6; i++) works.push(await newWork(`Sold Work ${i}`))
	})
	afterAll(() => server?.stop())

	it('records a sale: buyer name and address copied, total computed, the work sold, invoice 2030-0001', async () => {
		const buyer = await newContact('Mira Collector', 'mira@example.com', '1 Harbour Road\nLisbon')
		const res = await client.post('/api/admin/sales', {
			token,
			json: {
				artwork_id: works[0],
				contact_id: buyer,
				sold_at: '2030-03-14',
				price: 10000,
				discount_pct: 10,
				tax_pct: 20,
				shipping: 250.5,
				notes: 'Collected by hand',
			},
		})
		expect(res.status, res.text).toBe(201)
		expect(res.body).toMatchObject({
			artwork_id: works[0],
			contact_id: buyer,
			buyer_name: 'Mira Collector',
			buyer_address: '1 Harbour Road\nLisbon',
			sold_at: '2030-03-14',
			currency: 'EUR',
			// 10000 less 10% = 9000, plus 20% tax = 10800, plus 250.50 shipping.
			total: 11050.5,
			status: 'invoiced',
			invoice_number: '2030-0001',
			consignor_owed: null,
			impression_label: '',
			version: 1,
		})
		expect(await availability(works[0]!)).toBe('sold')
		// One change: the sale and the work's new availability are in the same journal line.
		const db = server.readDb()
		// The demo's own two sales are of other years.
		expect(db.sales.filter((sale: { invoice_number: string }) => sale.invoice_number.startsWith('2030-'))).toHaveLength(
			1,
		)
		expect(db.artworks.find((w: { id: number }) => w.id === works[0]).availability).toBe('sold')
	})

	it('a work already sold is refused (409) and nothing is stored; a bad sale is a 400 beside its field', async () => {
		const buyer = (await client.get('/api/admin/contacts?q=mira', { token })).body[0].id
		const again = await client.refused(() =>
			client.post('/api/admin/sales', {
				token,
				json: { artwork_id: works[0], contact_id: buyer, sold_at: '2030-03-15', price: 1 },
			}),
		)
		expect(again.status).toBe(409)
		expect(again.body.fields.artwork_id).toMatch(/already sold/)

		const cases: [Record<string, unknown>, string][] = [
			[{ contact_id: buyer, sold_at: '2030-03-15', price: 1 }, 'artwork_id'],
			[{ artwork_id: works[1], contact_id: buyer, sold_at: '2030-03-15' }, 'price'],
			[{ artwork_id: works[1], contact_id: buyer, sold_at: '14 March', price: 1 }, 'sold_at'],
			[{ artwork_id: works[1], contact_id: buyer, sold_at: '2030-03-15', price: 1, discount_pct: 120 }, 'discount_pct'],
			[{ artwork_id: works[1], sold_at: '2030-03-15', price: 1 }, 'contact_id'],
			[{ artwork_id: works[1], contact_id: 99999, sold_at: '2030-03-15', price: 1 }, 'contact_id'],
			[{ artwork_id: 99999, contact_id: buyer, sold_at: '2030-03-15', price: 1 }, 'artwork_id'],
			[
				{ artwork_id: works[1], contact_id: buyer, sold_at: '2030-03-15', price: 1, impression_label: '3/12' },
				'impression_label',
			],
		]
		for (const [json, field] of cases) {
			const res = await client.refused(() => client.post('/api/admin/sales', { token, json }))
			expect(res.status, `${field}: ${res.text}`).toBe(400)
			expect(res.body.fields, JSON.stringify(json)).toHaveProperty(field)
		}
		expect(await availability(works[1]!)).toBe('available')
	})

	it('a buyer given by email is the contact with that email, or a new one', async () => {
		const res = await client.post('/api/admin/sales', {
			token,
			json: {
				artwork_id: works[1],
				buyer_email: 'new.buyer@example.com',
				buyer_name: 'New Buyer',
				sold_at: '2030-04-01',
				price: 5000,
			},
		})
		expect(res.status, res.text).toBe(201)
		expect(res.body.invoice_number).toBe('2030-0002')
		const contact = (await client.get(`/api/admin/contacts/${res.body.contact_id}`, { token })).body
		expect(contact).toMatchObject({ name: 'New Buyer', email: 'new.buyer@example.com' })
		expect(res.body).toMatchObject({ buyer_name: 'New Buyer', buyer_address: '', total: 5000 })
	})

	it('cancelling (a paid sale too) makes the work available; the number is kept and never given again', async () => {
		const [first] = (await client.get('/api/admin/sales?q=2030-0001', { token })).body
		const paid = await client.put(`/api/admin/sales/${first.id}`, { token, json: { status: 'paid', version: 1 } })
		expect(paid.status, paid.text).toBe(200)
		expect(paid.body).toMatchObject({ status: 'paid', version: 2, invoice_number: '2030-0001', total: 11050.5 })

		const stale = await client.refused(() =>
			client.post(`/api/admin/sales/${first.id}/cancel`, { token, json: { version: 1 } }),
		)
		expect(stale.status).toBe(409)
		const cancelled = await client.post(`/api/admin/sales/${first.id}/cancel`, { token, json: {} })
		expect(cancelled.status, cancelled.text).toBe(200)
		expect(cancelled.body).toMatchObject({ status: 'cancelled', invoice_number: '2030-0001' })
		expect(await availability(works[0]!)).toBe('available')
		const twice = await client.refused(() => client.post(`/api/admin/sales/${first.id}/cancel`, { token, json: {} }))
		expect(twice.status).toBe(409)
		const reopen = await client.refused(() =>
			client.put(`/api/admin/sales/${first.id}`, { token, json: { status: 'invoiced' } }),
		)
		expect(reopen.status).toBe(409)

		// Sold again: the next number of the year, not the cancelled one's.
		const resold = await client.post('/api/admin/sales', {
			token,
			json: { artwork_id: works[0], buyer_email: 'mira@example.com', sold_at: '2030-05-02', price: 9000 },
		})
		expect(resold.status, resold.text).toBe(201)
		expect(resold.body.invoice_number).toBe('2030-0003')
		expect(resold.body.contact_id).toBe(first.contact_id)
		expect(await availability(works[0]!)).toBe('sold')

		// Cancelling through PUT is the same cancel.
		const viaPut = await client.put(`/api/admin/sales/${resold.body.id}`, { token, json: { status: 'cancelled' } })
		expect(viaPut.status, viaPut.text).toBe(200)
		expect(await availability(works[0]!)).toBe('available')
	})

	it('a work with a sale not cancelled cannot be deleted (its invoice names it); once the sale is cancelled it can', async () => {
		const work = await newWork('Named on an Invoice')
		const sold = await client.post('/api/admin/sales', {
			token,
			json: { artwork_id: work, buyer_email: 'mira@example.com', sold_at: '2031-06-01', price: 5000 },
		})
		expect(sold.status, sold.text).toBe(201)
		const refused = await client.refused(() => client.del(`/api/admin/artworks/${work}`, { token }))
		expect(refused.status).toBe(409)
		expect(refused.body.error).toBe('This work has a sale: cancel the sale before deleting the work')
		expect((await client.get(`/api/admin/artworks/${work}`, { token })).status).toBe(200)
		expect((await client.post(`/api/admin/sales/${sold.body.id}/cancel`, { token, json: {} })).status).toBe(200)
		expect((await client.del(`/api/admin/artworks/${work}`, { token })).status).toBeLessThan(300)
		expect((await client.get(`/api/admin/sales/${sold.body.id}`, { token })).body).toMatchObject({
			status: 'cancelled',
			invoice_number: sold.body.invoice_number,
		})
	})

	it('restoring a version of the work from before its sale keeps it sold while the sale stands', async () => {
		const work = await newWork('Sold Since')
		const revisions = async () => (await client.get(`/api/admin/artworks/${work}/revisions`, { token })).body
		const beforeSale = (await revisions()).at(0).id
		const sold = await client.post('/api/admin/sales', {
			token,
			json: { artwork_id: work, buyer_email: 'mira@example.com', sold_at: '2031-07-01', price: 4000 },
		})
		expect(sold.status, sold.text).toBe(201)
		const restored = await client.post(`/api/admin/artworks/${work}/revisions/${beforeSale}/restore`, { token })
		expect(restored.status, restored.text).toBe(200)
		expect(await availability(work)).toBe('sold')
		// Cancelled, the work is available again; a restore then takes the revision's availability as it is.
		await client.post(`/api/admin/sales/${sold.body.id}/cancel`, { token, json: {} })
		expect(await availability(work)).toBe('available')
	})

	it('a PUT may change the amounts (the total follows), not the work or the year; there is no DELETE', async () => {
		const [sale] = (await client.get('/api/admin/sales?q=2030-0002', { token })).body
		const res = await client.put(`/api/admin/sales/${sale.id}`, { token, json: { tax_pct: 10, shipping: 100 } })
		expect(res.status, res.text).toBe(200)
		expect(res.body.total).toBe(5600)
		for (const json of [{ artwork_id: works[5] }, { sold_at: '2029-12-31' }]) {
			const refused = await client.refused(() => client.put(`/api/admin/sales/${sale.id}`, { token, json }))
			expect(refused.status).toBe(400)
		}
		expect((await client.refused(() => client.del(`/api/admin/sales/${sale.id}`, { token }))).status).toBe(405)
		expect((await client.get('/api/admin/sales/99999', { token })).status).toBe(404)
	})

	it('numbers each year on its own: a sale dated 2029 is 2029-0001', async () => {
		const res = await client.post('/api/admin/sales', {
			token,
			json: { artwork_id: works[2], buyer_email: 'mira@example.com', sold_at: '2029-12-30', price: 100 },
		})
		expect(res.status, res.text).toBe(201)
		expect(res.body.invoice_number).toBe('2029-0001')
	})

	it('two sales sent in the same tick get two numbers; two of one work, one sale and a 409', async () => {
		const post = (json: object) => ({
			path: '/api/admin/sales',
			headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
			body: JSON.stringify(json),
		})
		const sale = (artwork_id: number) => ({
			artwork_id,
			buyer_email: 'mira@example.com',
			sold_at: '2030-06-01',
			price: 100,
		})
		expect(tally(await burst(server.url, [post(sale(works[3]!)), post(sale(works[4]!))]))).toEqual({ 201: 2 })
		expect(tally(await burst(server.url, [post(sale(works[5]!)), post(sale(works[5]!))]))).toEqual({ 201: 1, 409: 1 })
		const numbers = server
			.readDb()
			.sales.map((s: { invoice_number: string }) => s.invoice_number)
			.filter((n: string) => n.startsWith('2030-'))
			.sort()
		expect(numbers).toEqual(['2030-0001', '2030-0002', '2030-0003', '2030-0004', '2030-0005', '2030-0006'])
	})

	it('after a restart the numbering goes on', async () => {
		await server.stop()
		server = await startServer({ seed: 'none', dataDir: server.dataDir, uploadsDir: server.uploadsDir })
		client = api(server)
		token = await client.login()
		const work = await newWork('After Restart')
		const res = await client.post('/api/admin/sales', {
			token,
			json: { artwork_id: work, buyer_email: 'mira@example.com', sold_at: '2030-07-01', price: 100 },
		})
		expect(res.status, res.text).toBe(201)
		expect(res.body.invoice_number).toBe('2030-0007')
	})

	it('editors are refused sales (403), and the list pages its results', async () => {
		const editorToken = await client.login(EDITOR.username, EDITOR.password)
		expect((await client.get('/api/admin/sales', { token: editorToken })).status).toBe(403)
		expect((await client.get('/api/admin/sales/1', { token: editorToken })).status).toBe(403)
		const list = await client.get('/api/admin/sales?per_page=2&status=invoiced', { token })
		expect(list.status).toBe(200)
		expect(list.body).toHaveLength(2)
		expect(Number(list.headers.get('x-total-count'))).toBeGreaterThan(2)
		expect(list.body.every((s: { status: string }) => s.status === 'invoiced')).toBe(true)
	})

	it('the screens, without JavaScript: record a sale from a contact, refused beside the field, Mark paid, Cancel', async () => {
		const cookie = await adminCookie(server)
		const page = async (path: string, as = cookie) => {
			const res = await fetch(`${server.url}${path}`, { headers: { Cookie: as }, redirect: 'manual' })
			return { status: res.status, html: (await res.text()).replace(/<!-- -->/g, '') }
		}
		const post = (path: string, fields: Record<string, string>) =>
			fetch(`${server.url}${path}`, {
				method: 'POST',
				headers: { Cookie: cookie },
				body: new URLSearchParams(fields),
				redirect: 'manual',
			})
		const buyer = await newContact('Screen Buyer', 'screen.buyer@example.com', '9 Rue Bleue\nParis')
		const work = await newWork('Screen Work')
		// The contact's page and the artwork's screen offer it; the form opens with the buyer or the work chosen.
		expect((await page(`/admin/contacts/${buyer}`)).html).toContain(`href="/admin/sales/new?contact=${buyer}"`)
		expect((await page(`/admin/artworks/${work}/edit`)).html).toContain(`href="/admin/sales/new?artwork=${work}"`)
		const form = await page(`/admin/sales/new?contact=${buyer}`)
		expect(form.status).toBe(200)
		// The buyer is named by email (the form lists no contacts: app/components/admin/contact-picker.tsx).
		expect(form.html).toMatch(/<input[^>]*name="buyer_email"[^>]*value="screen.buyer@example.com"/)
		expect(form.html).not.toMatch(/<option[^>]*>[^<]*Screen Buyer/)

		const fields = {
			artwork_id: String(work),
			buyer_email: 'screen.buyer@example.com',
			sold_at: '2030-09-09',
			currency: 'EUR',
		}
		const refused = await post('/admin/sales/new', { ...fields, price: 'lots' })
		expect(refused.status).toBe(400)
		expect((await refused.text()).includes('Price must be a number')).toBe(true)
		expect(await availability(work)).toBe('available')

		const saved = await post('/admin/sales/new', { ...fields, price: '4,000', tax_pct: '10' })
		expect(saved.status).toBe(302)
		const at = saved.headers.get('location')!
		expect(at).toMatch(/^\/admin\/sales\/\d+$/)
		expect(await availability(work)).toBe('sold')
		const shown = await page(at)
		expect(shown.html).toContain('Invoice 2030-0008')
		expect(shown.html).toContain('9 Rue Bleue')
		expect(shown.html).toContain('€4,400.00')
		const again = await post('/admin/sales/new', { ...fields, price: '1' })
		expect(again.status).toBe(409)
		expect(await again.text()).toContain('already sold')

		const version = /name="version" value="(\d+)"/.exec(shown.html)![1]!
		expect((await post(at, { intent: 'paid', version })).status).toBe(302)
		expect((await page(at)).html).toMatch(/>Paid</)
		expect((await post(at, { intent: 'cancel', version })).status).toBe(302)
		expect(await availability(work), 'a stale cancel changes nothing').toBe('sold')
		const fresh = /name="version" value="(\d+)"/.exec((await page(at)).html)![1]!
		expect((await post(at, { intent: 'cancel', version: fresh })).status).toBe(302)
		expect(await availability(work)).toBe('available')
		const list = await page('/admin/sales?status=cancelled')
		expect(list.html).toContain('Invoice 2030-0008')
	})

	it('editors get 403 on the sales screens and see no link to them', async () => {
		const editor = (await signIn(server, EDITOR.username, EDITOR.password)).cookie!
		for (const path of ['/admin/sales', '/admin/sales/new', '/admin/sales/1', '/admin/sales/1/edit']) {
			const res = await fetch(`${server.url}${path}`, { headers: { Cookie: editor }, redirect: 'manual' })
			expect(res.status, path).toBe(403)
		}
		// The contact fields' suggestions are theirs too (an artwork's consignor).
		const suggested = await fetch(`${server.url}/admin/contacts/suggest?q=screen`, { headers: { Cookie: editor } })
		expect(suggested.status).toBe(200)
		expect((await suggested.json()).contacts[0]).toMatchObject({ name: 'Screen Buyer' })
		const contact = (await client.get('/api/admin/contacts?q=screen', { token })).body[0].id
		for (const path of [`/admin/contacts/${contact}`, '/admin/artworks']) {
			const html = await (await fetch(`${server.url}${path}`, { headers: { Cookie: editor } })).text()
			expect(html, path).not.toContain('/admin/sales')
		}
	})

	it('the edit screen, without JavaScript: the amounts and details saved, the total worked out again; a stale save is a conflict, "Save mine anyway" merges', async () => {
		const cookie = await adminCookie(server)
		const work = await newWork('Edited Sale Work')
		const recorded = await client.post('/api/admin/sales', {
			token,
			json: { artwork_id: work, buyer_email: 'mira@example.com', sold_at: '2032-02-02', price: 1000 },
		})
		expect(recorded.status, recorded.text).toBe(201)
		const at = `/admin/sales/${recorded.body.id}`
		const open = async () => {
			const res = await fetch(`${server.url}${at}/edit`, { headers: { Cookie: cookie } })
			expect(res.status).toBe(200)
			const html = (await res.text()).replace(/<!-- -->/g, '')
			return { html, version: /name="version" value="(\d+)"/.exec(html)![1]! }
		}
		const post = (fields: Record<string, string>) =>
			fetch(`${server.url}${at}/edit`, {
				method: 'POST',
				headers: { Cookie: cookie },
				body: new URLSearchParams(fields),
				redirect: 'manual',
			})
		const stored = () => server.readDb().sales.find((s: { id: number }) => s.id === recorded.body.id)
		const form = await open()
		expect(
			(await (await fetch(`${server.url}${at}`, { headers: { Cookie: cookie } })).text()).includes(`href="${at}/edit"`),
		).toBe(true)
		expect(form.html).toContain('Edit Invoice 2032-0001')
		// A paid sale is not invoiced again: the statuses offered are where the sale's page can move it.
		expect(form.html).toMatch(
			/<option value="invoiced"[^>]*>Invoiced<\/option><option value="paid">Paid<\/option><option value="cancelled">Cancelled/,
		)
		const fields = {
			intent: 'save',
			version: form.version,
			artwork_id: String(work),
			impression_label: '',
			contact_id: String(recorded.body.contact_id),
			buyer_name: 'Mira Example',
			buyer_address: '1 Harbour Road\nCork',
			sold_at: '2032-02-03',
			price: '1,200',
			currency: 'EUR',
			discount_pct: '10',
			tax_pct: '20',
			shipping: '50',
			status: 'paid',
			notes: 'Paid by transfer',
		}
		const refused = await post({ ...fields, sold_at: '2033-01-01', price: 'lots' })
		expect(refused.status).toBe(400)
		const refusedHtml = await refused.text()
		expect(refusedHtml).toContain('Price must be a number')
		expect(stored().version).toBe(1)
		const wrongYear = await post({ ...fields, sold_at: '2033-01-01' })
		expect(wrongYear.status).toBe(400)
		expect(await wrongYear.text()).toContain('The day of sale stays in 2032')

		const saved = await post(fields)
		expect(saved.status).toBe(302)
		expect(saved.headers.get('location')).toBe(at)
		// 1,200 less 10% is 1,080; 20% tax on that, 216; plus 50 shipping.
		expect(stored()).toMatchObject({
			version: 2,
			artwork_id: work,
			contact_id: recorded.body.contact_id,
			buyer_address: '1 Harbour Road\nCork',
			sold_at: '2032-02-03',
			price: 1200,
			total: 1346,
			status: 'paid',
			invoice_number: '2032-0001',
		})

		// A colleague who opened the form before that save and changed the shipping: refused, their values come back.
		const colleague = {
			...fields,
			buyer_name: recorded.body.buyer_name,
			buyer_address: recorded.body.buyer_address,
			sold_at: '2032-02-02',
			price: '1000',
			discount_pct: '0',
			tax_pct: '0',
			shipping: '80',
			status: 'invoiced',
			notes: '',
		}
		const stale = await post(colleague)
		expect(stale.status).toBe(409)
		const notice = (await stale.text()).replace(/<!-- -->/g, '')
		expect(notice).toMatch(/Changed by admin at .* since you opened it/)
		expect(notice).toContain('Your changes were not saved')
		expect(notice).toMatch(/<legend[^>]*>Shipping<\/legend>/)
		expect(stored().version).toBe(2)
		// "Save mine anyway" writes only what they changed (the shipping, theirs kept), the total worked out again.
		const merged = await post({ ...colleague, merge: '1', 'keep:shipping': 'mine' })
		expect(merged.status).toBe(302)
		expect(stored()).toMatchObject({ version: 3, price: 1200, shipping: 80, status: 'paid', total: 1376 })

		const reopen = await post({ ...fields, version: '3', status: 'invoiced' })
		expect(reopen.status).toBe(400)
		expect(await reopen.text()).toContain('A paid sale stays paid')
		const viaApi = await client.refused(() =>
			client.put(`/api/admin/sales/${recorded.body.id}`, { token, json: { status: 'invoiced' } }),
		)
		expect(viaApi.status).toBe(409)
		expect(stored().status).toBe('paid')
	})

	it('the invoice PDF reads back: letterhead, buyer and address, the work, the amounts, terms and bank details', async () => {
		const terms = await client.put('/api/admin/pages/invoices', {
			token,
			json: {
				payment_terms: 'Payment within 30 days of the invoice date.',
				bank_details: 'IBAN PT50 0002 0123 1234 5678 9015 4',
			},
		})
		expect(terms.status, terms.text).toBe(200)
		expect((await client.get('/api/admin/pages/invoices', { token })).body).toEqual({
			payment_terms: 'Payment within 30 days of the invoice date.',
			bank_details: 'IBAN PT50 0002 0123 1234 5678 9015 4',
		})
		const kept = await client.put('/api/admin/pages/invoices', {
			token,
			json: { payment_terms: 'Payment within 14 days.' },
		})
		expect(kept.body.bank_details).toBe('IBAN PT50 0002 0123 1234 5678 9015 4')
		const tooLong = await client.refused(() =>
			client.put('/api/admin/pages/invoices', { token, json: { bank_details: 'x'.repeat(2001) } }),
		)
		expect(tooLong.body.fields).toHaveProperty('bank_details')

		// A demo work with an image and a stock number, sold to a buyer with an address.
		const demo = (await client.get('/api/admin/artworks', { token })).body.find(
			(w: { availability: string; stock_number: string; images: string[] }) =>
				w.availability === 'available' && w.stock_number && w.images.length,
		)
		const buyer = await newContact('Ines Invoice', 'ines@example.com', '12 Rua Augusta\n1100-053 Lisboa')
		const sale = await client.post('/api/admin/sales', {
			token,
			json: {
				artwork_id: demo.id,
				contact_id: buyer,
				sold_at: '2030-10-01',
				price: 20000,
				discount_pct: 5,
				tax_pct: 6,
				shipping: 300,
			},
		})
		expect(sale.status, sale.text).toBe(201)
		const cookie = await adminCookie(server)
		const res = await fetch(`${server.url}/admin/sales/${sale.body.id}/invoice.pdf`, { headers: { Cookie: cookie } })
		expect(res.status).toBe(200)
		expect(res.headers.get('Content-Type')).toBe('application/pdf')
		expect(res.headers.get('Content-Disposition')).toBe(
			`attachment; filename="invoice-${sale.body.invoice_number}.pdf"`,
		)
		const bytes = new Uint8Array(await res.arrayBuffer())
		keepPdf('invoice.pdf', bytes)
		const pdf = await readPdf(bytes)
		const text = flat(pdf.text)
		expect(pdf.title).toBe(`Invoice ${sale.body.invoice_number}`)
		for (const expected of [
			'Meridian Gallery',
			`Invoice ${sale.body.invoice_number}`,
			'October 1, 2030',
			'Ines Invoice',
			'12 Rua Augusta',
			'1100-053 Lisboa',
			demo.title,
			demo.artist_name,
			`Stock number ${demo.stock_number}`,
			'€20,000.00',
			'Discount 5%',
			'-€1,000.00',
			'€19,000.00',
			'Tax 6%',
			'€1,140.00',
			'€300.00',
			'Total',
			'€20,440.00',
			'Payment within 14 days.',
			'IBAN PT50 0002 0123 1234 5678 9015 4',
		])
			expect(text).toContain(expected)
		expect(pdf.pages).toHaveLength(1)
		// The thumbnail: an image is drawn.
		expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/Subtype \/Image/)

		// Editors get neither the invoice nor its settings.
		const editorToken = await client.login(EDITOR.username, EDITOR.password)
		const editor = (await signIn(server, EDITOR.username, EDITOR.password)).cookie!
		expect(
			(await fetch(`${server.url}/admin/sales/${sale.body.id}/invoice.pdf`, { headers: { Cookie: editor } })).status,
		).toBe(403)
		expect((await client.get('/api/admin/pages/invoices', { token: editorToken })).status).toBe(403)
		const pages = await (await fetch(`${server.url}/admin/pages?tab=home`, { headers: { Cookie: editor } })).text()
		expect(pages).not.toContain('Bank details')
		const refused = await fetch(`${server.url}/admin/pages?tab=home`, {
			method: 'POST',
			headers: { Cookie: editor },
			body: new URLSearchParams({ intent: 'invoices', payment_terms: 'Never', bank_details: '' }),
			redirect: 'manual',
		})
		expect(refused.status).toBe(403)
		// The admin's Page Content shows and saves them, without JavaScript.
		expect(await (await fetch(`${server.url}/admin/pages?tab=home`, { headers: { Cookie: cookie } })).text()).toContain(
			'IBAN PT50 0002 0123 1234 5678 9015 4',
		)
		const saved = await fetch(`${server.url}/admin/pages?tab=home`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: new URLSearchParams({ intent: 'invoices', payment_terms: 'Net 30', bank_details: 'IBAN GB00 TEST' }),
			redirect: 'manual',
		})
		expect(saved.status).toBe(302)
		expect((await client.get('/api/admin/pages/invoices', { token })).body).toEqual({
			payment_terms: 'Net 30',
			bank_details: 'IBAN GB00 TEST',
		})
	})

	it('an impression of an edition is sold on its own: named by its label, once, and free again when cancelled', async () => {
		const made = await client.post('/api/admin/artworks', {
			token,
			json: { title: 'Edition Sold', artist_id: artistId, edition_size: 3, ap_count: 1, price: 900 },
		})
		expect(made.status, made.text).toBe(201)
		const id = made.body.id as number
		const sale = (impression_label: string) =>
			client.post('/api/admin/sales', {
				token,
				json: { artwork_id: id, impression_label, buyer_email: 'mira@example.com', sold_at: '2030-11-01', price: 900 },
			})
		const sold = await sale('2')
		expect(sold.status, sold.text).toBe(201)
		expect(sold.body.impression_label).toBe('2/3')
		const work = async () => (await client.get(`/api/admin/artworks/${id}`, { token })).body
		expect((await work()).impressions.map((i: { availability: string }) => i.availability)).toEqual([
			'available',
			'sold',
			'available',
			'available',
		])
		expect((await work()).availability).toBe('available')

		const twice = await client.refused(() => sale('2/3'))
		expect(twice.status).toBe(409)
		expect(twice.body.fields).toHaveProperty('impression_label')
		for (const label of ['', '9/3']) {
			const refused = await client.refused(() => sale(label))
			expect(refused.status, label).toBe(400)
			expect(refused.body.fields).toHaveProperty('impression_label')
		}
		expect((await sale('AP 1')).body.impression_label).toBe('AP 1/1')

		expect((await client.post(`/api/admin/sales/${sold.body.id}/cancel`, { token, json: {} })).status).toBe(200)
		expect((await work()).impressions[1].availability).toBe('available')
	})

	it('a consigned work owes its consignor their share of the price less the discount, tax and shipping left out', async () => {
		const consignor = await newContact('Olu Consignor', 'olu@example.com')
		const made = await client.post('/api/admin/artworks', {
			token,
			json: {
				title: 'Consigned Sold',
				artist_id: artistId,
				consignment: { consignor_contact_id: consignor, received_at: '2030-01-05', consignor_share_pct: 60 },
			},
		})
		expect(made.status, made.text).toBe(201)
		const sale = await client.post('/api/admin/sales', {
			token,
			json: {
				artwork_id: made.body.id,
				buyer_email: 'mira@example.com',
				sold_at: '2030-11-02',
				price: 10000,
				discount_pct: 10,
				tax_pct: 20,
				shipping: 500,
			},
		})
		expect(sale.status, sale.text).toBe(201)
		expect(sale.body).toMatchObject({ total: 11300, consignor_owed: 5400 })
		const changed = await client.put(`/api/admin/sales/${sale.body.id}`, { token, json: { discount_pct: 0 } })
		expect(changed.body).toMatchObject({ total: 12500, consignor_owed: 6000 })

		// Their statement lists the work sold and what they are owed, and the works of theirs still held.
		const held = await client.post('/api/admin/artworks', {
			token,
			json: {
				title: 'Consigned Held',
				artist_id: artistId,
				consignment: { consignor_contact_id: consignor, received_at: '2030-02-01', consignor_share_pct: 50 },
			},
		})
		expect(held.status, held.text).toBe(201)
		const cookie = await adminCookie(server)
		const res = await fetch(`${server.url}/admin/contacts/${consignor}/statement.pdf`, { headers: { Cookie: cookie } })
		expect(res.status).toBe(200)
		const bytes = new Uint8Array(await res.arrayBuffer())
		keepPdf('statement.pdf', bytes)
		const text = flat((await readPdf(bytes)).text)
		for (const expected of [
			'Consignor statement',
			'Olu Consignor',
			'Consigned Sold',
			sale.body.invoice_number,
			'share 60%',
			'€10,000.00',
			'€6,000.00',
			'Owed in all: €6,000.00',
			'Works held on consignment',
			'Consigned Held',
		])
			expect(text).toContain(expected)
		expect(
			(await fetch(`${server.url}/admin/contacts/99999/statement.pdf`, { headers: { Cookie: cookie } })).status,
		).toBe(404)
		const editor = (await signIn(server, EDITOR.username, EDITOR.password)).cookie!
		expect(
			(await fetch(`${server.url}/admin/contacts/${consignor}/statement.pdf`, { headers: { Cookie: editor } })).status,
		).toBe(403)
		// A consignor of a work the gallery still holds cannot be erased.
		expect((await client.refused(() => client.del(`/api/admin/contacts/${consignor}`, { token }))).status).toBe(409)
	})

	it("a buyer's timeline, interests and export hold their purchases; a merge moves them; erasure keeps the invoice's name and address", async () => {
		const kept = await newContact('Tia Timeline', 'tia@example.com')
		const buyer = await newContact('T. Timeline', 'tia.t@example.com', '3 Quay Street\nGalway')
		const work = await newWork('Timeline Work')
		const sale = await client.post('/api/admin/sales', {
			token,
			json: { artwork_id: work, contact_id: buyer, sold_at: '2030-12-01', price: 700 },
		})
		expect(sale.status, sale.text).toBe(201)
		const timeline = (await client.get(`/api/admin/contacts/${buyer}/timeline`, { token })).body
		expect(timeline.events).toContainEqual(
			expect.objectContaining({
				kind: 'purchase',
				sale_id: sale.body.id,
				invoice_number: sale.body.invoice_number,
				artwork_id: work,
				artwork_title: 'Timeline Work',
				total: 700,
			}),
		)
		expect(timeline.interests).toContainEqual(expect.objectContaining({ artist_id: artistId, count: 1 }))
		const exported = (await client.get(`/api/admin/contacts/${buyer}/export`, { token })).body
		expect(exported.sales.map((s: { id: number }) => s.id)).toEqual([sale.body.id])
		const page = await (
			await fetch(`${server.url}/admin/contacts/${buyer}`, { headers: { Cookie: await adminCookie(server) } })
		).text()
		expect(page.replace(/<!-- -->/g, '')).toContain(`invoice ${sale.body.invoice_number}, €700.00`)

		const merged = await client.post(`/api/admin/contacts/${kept}/merge`, { token, json: { from_id: buyer } })
		expect(merged.status, merged.text).toBe(200)
		expect((await client.get(`/api/admin/sales/${sale.body.id}`, { token })).body.contact_id).toBe(kept)

		expect((await client.del(`/api/admin/contacts/${kept}`, { token })).status).toBe(200)
		const after = (await client.get(`/api/admin/sales/${sale.body.id}`, { token })).body
		expect(after).toMatchObject({ contact_id: null, buyer_name: 'T. Timeline', buyer_address: '3 Quay Street\nGalway' })
		// The sale is still the sale: paid and cancelled as before.
		expect((await client.put(`/api/admin/sales/${sale.body.id}`, { token, json: { status: 'paid' } })).status).toBe(200)
	})

	it('the sales report sums the sales not cancelled by month or by artist between two days; the dashboard shows this month and open invoices', async () => {
		const cookie = await adminCookie(server)
		const csv = async (query: string, as = cookie) => {
			const res = await fetch(`${server.url}/admin/sales/report.csv${query}`, { headers: { Cookie: as } })
			return {
				status: res.status,
				type: res.headers.get('content-type'),
				text: (await res.text()).replace(/^\uFEFF/, ''),
			}
		}
		const all = (await client.get('/api/admin/sales?per_page=1000', { token })).body as {
			sold_at: string
			status: string
			total: number
			artwork_id: number
		}[]
		const rows = (text: string) =>
			text
				.trim()
				.split('\r\n')
				.map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')))
		const byMonth = await csv('?by=month&from=2030-04-01&to=2030-12-31')
		expect(byMonth.status).toBe(200)
		expect(byMonth.type).toBe('text/csv; charset=utf-8')
		// What the API says of the same sales, summed by month: the sales not cancelled, from April on.
		const expected = new Map<string, { count: number; total: number }>()
		for (const sale of all) {
			if (sale.status === 'cancelled' || sale.sold_at < '2030-04-01' || !sale.sold_at.startsWith('2030')) continue
			const month = expected.get(sale.sold_at.slice(0, 7)) ?? { count: 0, total: 0 }
			expected.set(sale.sold_at.slice(0, 7), { count: month.count + 1, total: month.total + sale.total })
		}
		const [header, ...lines] = rows(byMonth.text)
		expect(header).toEqual(['Month', 'Currency', 'Sales', 'Net', 'Total', 'Owed to consignors'])
		expect(lines.map(([month, currency, count, , total]) => [month, currency, Number(count), Number(total)])).toEqual(
			[...expected]
				.sort(([a], [b]) => a.localeCompare(b))
				.map(([month, { count, total }]) => [month, 'EUR', count, Math.round(total * 100) / 100]),
		)
		expect(lines.length).toBeGreaterThan(2)
		const byArtist = await csv('?by=artist&from=2030-01-01&to=2030-12-31')
		expect(rows(byArtist.text)[0]![0]).toBe('Artist')
		expect(rows(byArtist.text).some((row) => row[0] === 'Ada Sold' && row[1] === 'EUR')).toBe(true)
		for (const bad of ['?by=week', '?from=March', '?to=2030-13']) expect((await csv(bad)).status, bad).toBe(400)
		const editor = (await signIn(server, EDITOR.username, EDITOR.password)).cookie!
		expect((await csv('?by=month', editor)).status).toBe(403)

		// The landing page: sales this month (today's month on the server's clock) and the open invoices.
		const today = new Date(server.now()).toISOString().slice(0, 10)
		const work = await newWork('Sold This Month')
		await client.post('/api/admin/sales', {
			token,
			json: { artwork_id: work, buyer_email: 'mira@example.com', sold_at: today, price: 321 },
		})
		const listed = (await client.get('/api/admin/sales?per_page=1000', { token })).body as typeof all
		const open = listed.filter((s) => s.status === 'invoiced').length
		// Sold this month, not cancelled: the demo's open invoice of last week may be one of them; later days are not.
		const thisMonth = listed.filter((s) => s.status !== 'cancelled' && s.sold_at.startsWith(today.slice(0, 7)))
		const monthTotal = thisMonth.reduce((sum, s) => sum + s.total, 0)
		const landing = (
			await (await fetch(`${server.url}/admin/exhibitions`, { headers: { Cookie: cookie } })).text()
		).replace(/<!-- -->/g, '')
		expect(landing).toContain(`>${thisMonth.length}</a>`)
		expect(landing).toMatch(
			new RegExp(
				`Sales this month</dt><dd[^>]*><a[^>]*>${thisMonth.length}</a><span[^>]*>${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(monthTotal).replace('.', '\\.')}<`,
			),
		)
		expect(landing).toMatch(new RegExp(`Open invoices</dt><dd[^>]*><a[^>]*>${open}</a>`))
		const editorLanding = await (await fetch(`${server.url}/admin/exhibitions`, { headers: { Cookie: editor } })).text()
		expect(editorLanding).not.toContain('Sales this month')
	})
})

describe.runIf(postgresAvailable())('invoice numbers on two app servers sharing one PostgreSQL', () => {
	let servers: Awaited<ReturnType<typeof startTwoServersOnOneDatabase>> | undefined
	let first: TestServer
	let second: TestServer

	beforeAll(async () => {
		servers = await startTwoServersOnOneDatabase()
		;({ first, second } = servers)
	})
	afterAll(() => servers?.stop())

	it('sales sent to both servers at once get one number each, in sequence, and a work is sold once', async () => {
		const client = api(first)
		const token = await client.login()
		const artist = await client.post('/api/admin/artists', { token, json: { name: 'Two Servers' } })
		const works: number[] = []
		for (let i = 0; i < 6; i++) {
			const res = await client.post('/api/admin/artworks', {
				token,
				json: { title: `Shared ${i}`, artist_id: artist.body.id },
			})
			works.push(res.body.id)
		}
		const request = (artwork_id: number) => ({
			path: '/api/admin/sales',
			headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
			body: JSON.stringify({ artwork_id, buyer_email: 'both@example.com', sold_at: '2030-02-02', price: 10 }),
		})
		const statuses = await Promise.all([
			burst(first.url, works.slice(0, 3).map(request)),
			burst(second.url, works.slice(3).map(request)),
			// The same work on both servers at once: one sale.
			burst(first.url, [request(works[0]!)]),
			burst(second.url, [request(works[0]!)]),
		])
		const logs = `${first.logs()}\n${second.logs()}`
		expect(tally(statuses.flat()), logs.slice(logs.indexOf('rror') - 200, logs.indexOf('rror') + 2000)).toEqual({
			201: 6,
			409: 2,
		})
		// Each server's list, once the other's changes reached it (they follow by notification).
		for (const server of [first, second]) {
			let numbers: string[] = []
			for (let tries = 0; tries < 50 && numbers.length < 6; tries++) {
				if (tries) await new Promise((r) => setTimeout(r, 100))
				const listed = await api(server).get('/api/admin/sales?per_page=100', { token })
				numbers = listed.body.map((s: { invoice_number: string }) => s.invoice_number).sort()
			}
			expect(numbers).toEqual(['2030-0001', '2030-0002', '2030-0003', '2030-0004', '2030-0005', '2030-0006'])
		}
	})
})
