import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dayIn } from '#app/utils/time-zone.ts'
import { flat, readPdf } from '../support/pdf.ts'
import { adminCookie } from '../support/admin.ts'
import { api } from '../support/api.ts'
import { startServer, type TestServer } from '../support/server.ts'
import { SMTP_PASS, SMTP_USER, startSmtp } from '../support/smtp.ts'

/**
 * The gallery's time zone (docs/admin.md, 'Viewing rooms'; docs/public-site.md,
 * 'The gallery's today'): a viewing room's open and close times are entered and
 * shown in GALLERY_TIMEZONE and stored as UTC instants, and which day is
 * "today" for the exhibitions is the gallery's day, not the day in UTC. The
 * same server reads in en-GB (GALLERY_LOCALE, docs/operations.md): public
 * pages, documents and mails write dates, times and prices the British way,
 * while the back office keeps the spec's en-US forms.
 */

const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, '')

describe('viewing rooms in the gallery time zone (America/New_York), read in en-GB', () => {
	let server: TestServer
	let smtp: Awaited<ReturnType<typeof startSmtp>>
	let client: ReturnType<typeof api>
	let token: string
	let cookie: string
	let works: Record<string, any>[]
	const adminPost = (path: string, fields: Record<string, string> | URLSearchParams) =>
		fetch(`${server.url}${path}`, {
			method: 'POST',
			body: fields instanceof URLSearchParams ? fields : new URLSearchParams(fields),
			headers: { Cookie: cookie },
			redirect: 'manual',
		})
	const adminPage = async (path: string) => text(await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } }))
	const stored = (id: number) =>
		(server.readDb().viewing_rooms as Record<string, any>[]).find((r) => r.id === id) as Record<string, any>
	const idOf = (res: Response) => Number(/\/admin\/viewing-rooms\/(\d+)\/edit/.exec(res.headers.get('location')!)![1])

	beforeAll(async () => {
		smtp = await startSmtp()
		server = await startServer({
			seed: 'demo',
			env: {
				GALLERY_TIMEZONE: 'America/New_York',
				GALLERY_LOCALE: 'en-GB',
				SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${smtp.port}`,
				PUBLIC_URL: 'http://127.0.0.1',
			},
		})
		client = api(server)
		token = await client.login()
		cookie = await adminCookie(server)
		works = (await client.get('/api/admin/artworks', { token })).body as Record<string, any>[]
	})
	afterAll(async () => {
		await server?.stop()
		await smtp?.stop()
	})

	it('takes Opens and Expires as New York wall-clock times, stores the UTC instants and shows them back in the zone', async () => {
		const form = await adminPage('/admin/viewing-rooms/new')
		expect(form).toContain('Opens (America/New_York)')
		expect(form).toContain('Expires (America/New_York)')
		expect(form).toContain('Date and time in America/New_York.')

		const res = await adminPost('/admin/viewing-rooms/new', {
			title: 'Evening preview',
			status: 'open',
			show_prices: 'true',
			// 6 pm in New York in May is 22:00 UTC (EDT, UTC-4); noon in January is 17:00 UTC (EST, UTC-5).
			opens_at: '2099-05-01T18:00',
			expires_at: '2100-01-15T12:00',
		})
		expect(res.status).toBe(302)
		const id = idOf(res)
		expect(stored(id)).toMatchObject({ opens_at: '2099-05-01T22:00:00.000Z', expires_at: '2100-01-15T17:00:00.000Z' })

		// The editor shows the same wall-clock times it was given.
		const editor = await adminPage(`/admin/viewing-rooms/${id}/edit`)
		expect(editor).toMatch(/name="opens_at"[^>]*value="2099-05-01T18:00"|value="2099-05-01T18:00"[^>]*name="opens_at"/)
		expect(editor).toMatch(
			/name="expires_at"[^>]*value="2100-01-15T12:00"|value="2100-01-15T12:00"[^>]*name="expires_at"/,
		)

		// The list names the zone's times.
		const list = await adminPage('/admin/viewing-rooms')
		const row = list.slice(list.indexOf(`data-room="${id}"`))
		expect(row).toContain('May 1, 2099, 6:00 PM EDT')
		expect(row).toContain('Jan 15, 2100, 12:00 PM EST')

		// The API keeps ISO instants in UTC.
		const one = await client.get(`/api/admin/viewing-rooms/${id}`, { token })
		expect(one.body).toMatchObject({ opens_at: '2099-05-01T22:00:00.000Z', expires_at: '2100-01-15T17:00:00.000Z' })

		// The room's link says when it opens, in the gallery's time, written as the gallery's locale writes it.
		const waiting = await text(await fetch(`${server.url}/viewing-room/${stored(id).token}`))
		expect(waiting).toContain('This viewing room opens on 1 May 2099, 18:00 GMT-4.')
	})

	it('keeps ISO instants with an offset as they are through the API, and says the closing time in the zone on the room and in the invitation', async () => {
		const created = await client.post('/api/admin/viewing-rooms', {
			token,
			json: {
				title: 'Collectors only',
				status: 'open',
				expires_at: '2099-07-04T01:30:00.000Z',
				items: [{ artwork_id: works[0]!.id, note: '' }],
			},
		})
		expect(created.status, created.text).toBe(201)
		expect(created.body.expires_at).toBe('2099-07-04T01:30:00.000Z')
		const id = created.body.id as number

		// 01:30 UTC on July 4 is 9:30 pm on July 3 in New York.
		const room = await text(await fetch(`${server.url}/viewing-room/${stored(id).token}`))
		expect(room).toContain('Open until 3 Jul 2099, 21:30 GMT-4')
		const pdf = await fetch(`${server.url}/viewing-room/${stored(id).token}/room.pdf`)
		expect(pdf.status).toBe(200)
		expect(flat((await readPdf(new Uint8Array(await pdf.arrayBuffer()))).text)).toContain(
			'Open until 3 Jul 2099, 21:30 GMT-4',
		)

		const add = await adminPost(`/admin/viewing-rooms/${id}/edit`, {
			intent: 'add-recipient',
			name: 'Ada Lovelace',
			email: 'ada@example.com',
		})
		expect(add.status).toBe(302)
		const recipient = stored(id).recipients[0]
		const before = smtp.messages.length
		const invite = await adminPost(`/admin/viewing-rooms/${id}/edit`, { intent: `invite:${recipient.id}` })
		expect(invite.status).toBe(302)
		await expect.poll(() => smtp.messages.length, { timeout: 15_000 }).toBe(before + 1)
		expect(smtp.messages.at(-1)!.text).toContain('The room is open until 3 Jul 2099, 21:30 GMT-4.')
	})

	it('writes an exhibition’s dates in one en-GB form on its card, its page and its artist’s page, and prices in documents', async () => {
		const artist = await client.post('/api/admin/artists', {
			token,
			json: { name: 'Isla Marchbank', is_visible: true },
		})
		expect(artist.status, artist.text).toBe(201)
		const show = await client.post('/api/admin/exhibitions', {
			token,
			json: {
				title: 'Salt Light',
				start_date: '2099-02-11',
				end_date: '2099-04-02',
				status: 'auto',
				assigned_artists: [String(artist.body.id)],
				is_visible: true,
			},
		})
		expect(show.status, show.text).toBe(201)
		const dates = '11 February – 2 April 2099'
		const page = await text(await fetch(`${server.url}/exhibition/${show.body.slug}`))
		expect(page).toContain(dates)
		const list = await text(await fetch(`${server.url}/exhibitions`))
		const card = list.slice(list.indexOf('Salt Light'))
		expect(card.slice(0, card.indexOf('</article>'))).toContain(dates)
		expect(await text(await fetch(`${server.url}/artist/${artist.body.slug}`))).toContain(dates)
		expect(page).not.toContain('February 11')

		// A price list: the date under its title and the prices, as the locale writes them.
		const priced = works.find((w) => w.price !== null && ['available', 'reserved'].includes(w.availability))!
		const res = await adminPost('/admin/documents/price-list', { ids: String(priced.id) })
		expect(res.status).toBe(200)
		const pdf = flat((await readPdf(new Uint8Array(await res.arrayBuffer()))).text)
		const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
			new Date(`${dayIn('America/New_York', server.now())}T12:00:00Z`),
		)
		expect(pdf).toContain(today)
		expect(pdf).toContain(
			new Intl.NumberFormat('en-GB', { style: 'currency', currency: priced.currency, maximumFractionDigits: 0 }).format(
				priced.price,
			),
		)
	})

	it("shows every time of the back office's lists and histories in the zone, never in UTC", async () => {
		const inZone = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T/
		const work = works[0]!
		const saved = await client.put(`/api/admin/artworks/${work.id}`, {
			token,
			json: { ...work, title: `${work.title} (revised)` },
		})
		expect(saved.status).toBe(200)
		const pages = {
			users: await adminPage('/admin/users'),
			history: await adminPage(`/admin/artworks/${work.id}/history`),
			campaigns: await adminPage('/admin/newsletter/campaigns'),
		}
		expect(pages.users).toMatch(new RegExp(`Created ${inZone.source}`))
		expect(pages.history).toMatch(inZone)
		for (const [name, html] of Object.entries(pages)) expect(html, name).not.toMatch(/\d:\d{2} [AP]M UTC/)
	})

	it('refuses a time that is no time beside the field', async () => {
		const res = await adminPost('/admin/viewing-rooms/new', {
			title: 'Bad time',
			status: 'draft',
			show_prices: 'true',
			opens_at: '2099-02-30T10:00',
		})
		expect(res.status).toBe(400)
		expect(await text(res)).toContain('Must be a valid date')
	})

	it('asks before revoking a link or deleting the room: the editor links to a confirmation, whose button posts', async () => {
		const created = await client.post('/api/admin/viewing-rooms', {
			token,
			json: { title: 'Ask first', status: 'draft', items: [] },
		})
		const id = created.body.id as number
		await client.post(`/api/admin/viewing-rooms/${id}/recipients`, {
			token,
			json: { name: 'Mara Keller', email: 'mara@example.com' },
		})
		const rid = stored(id).recipients[0].id as number
		const editor = await adminPage(`/admin/viewing-rooms/${id}/edit`)
		expect(editor).toContain(`href="/admin/viewing-rooms/${id}/edit?confirm=revoke-${rid}"`)
		expect(editor).toContain(`href="/admin/viewing-rooms/${id}/edit?confirm=delete"`)
		// No button posts the revoke or the delete straight from the editor.
		expect(editor).not.toContain(`value="revoke:${rid}"`)
		expect(editor).not.toContain('value="delete"')

		const revoke = await adminPage(`/admin/viewing-rooms/${id}/edit?confirm=revoke-${rid}`)
		expect(revoke).toContain('Revoke the link of Mara Keller?')
		expect(revoke).toContain(`value="revoke:${rid}"`)
		expect(stored(id).recipients[0].revoked_at).toBeNull()
		const del = await adminPage(`/admin/viewing-rooms/${id}/edit?confirm=delete`)
		expect(del).toContain('Delete this viewing room?')
		expect(del).toContain('value="delete"')
		// An unknown or already revoked recipient asks nothing.
		expect(await adminPage(`/admin/viewing-rooms/${id}/edit?confirm=revoke-999`)).not.toContain('value="revoke:')
	})

	describe('a stale save of the room editor', () => {
		it('comes back 409 with the notes, prices and order the visitor typed, not the stored ones', async () => {
			const [a, b] = works as [Record<string, any>, Record<string, any>]
			const created = await client.post('/api/admin/viewing-rooms', {
				token,
				json: {
					title: 'Contested room',
					status: 'open',
					expires_at: '2099-09-01T12:00:00.000Z',
					items: [
						{ artwork_id: a.id, note: 'Stored note for the first work.', price: 1000 },
						{ artwork_id: b.id, note: 'Stored note for the second work.' },
					],
				},
			})
			expect(created.status, created.text).toBe(201)
			const room = created.body
			// Someone else saves the room after this form was opened.
			const theirs = await client.put(`/api/admin/viewing-rooms/${room.id}`, { token, json: { intro: 'Their intro' } })
			expect(theirs.status, theirs.text).toBe(200)

			const form = new URLSearchParams({
				intent: 'down:0',
				version: String(room.version),
				title: room.title,
				intro: 'My intro',
				closing_text: '',
				status: 'open',
				opens_at: '',
				expires_at: '2099-09-01T08:00',
				show_prices: 'true',
				cover_image: '',
				password: '',
			})
			const mine = [
				{
					id: a.id,
					note: 'My typed note <for> the first work.',
					price: '12,500',
					currency: 'usd',
					display: 'on_request',
				},
				{ id: b.id, note: 'My typed note for the second work.', price: '', currency: '', display: '' },
			]
			for (const item of mine) {
				form.append('item_artwork_id', String(item.id))
				form.append('item_note', item.note)
				form.append('item_price', item.price)
				form.append('item_currency', item.currency)
				form.append('item_price_display', item.display)
			}
			const res = await adminPost(`/admin/viewing-rooms/${room.id}/edit`, form)
			expect(res.status).toBe(409)
			// The editor's form as it is drawn (the page's data for scripts holds the stored room too).
			const page = await text(res)
			const html = page.slice(page.indexOf('id="room-form"'), page.indexOf('</form>', page.indexOf('id="room-form"')))
			expect(html).toContain('Your changes were not saved. They are still in the form below.')
			expect(html).toContain('My typed note &lt;for&gt; the first work.')
			expect(html).toContain('My typed note for the second work.')
			expect(html).not.toContain('Stored note for the first work.')
			expect(html).toContain('value="12,500"')
			expect(html).toContain('value="usd"')
			expect(html).toMatch(/<option value="on_request" selected="">Price on request<\/option>/)
			expect(html).toContain('My intro')
			// In the order meant: the first work moved down.
			expect(html.indexOf('My typed note for the second work.')).toBeLessThan(
				html.indexOf('My typed note &lt;for&gt; the first work.'),
			)
			// Nothing was written over their save.
			expect(stored(room.id)).toMatchObject({ intro: 'Their intro' })
			expect(stored(room.id).items[0].note).toBe('Stored note for the first work.')
		})

		it('comes back 400 with the typed works when a room price is refused', async () => {
			const [a] = works as [Record<string, any>]
			const created = await client.post('/api/admin/viewing-rooms', {
				token,
				json: { title: 'Refused price', status: 'draft', items: [{ artwork_id: a.id, note: 'Stored.' }] },
			})
			const room = created.body
			const form = new URLSearchParams({
				intent: 'save',
				version: String(room.version),
				title: room.title,
				status: 'draft',
				show_prices: 'true',
			})
			form.append('item_artwork_id', String(a.id))
			form.append('item_note', 'Typed before a bad price.')
			form.append('item_price', 'a lot')
			form.append('item_currency', '')
			form.append('item_price_display', '')
			const res = await adminPost(`/admin/viewing-rooms/${room.id}/edit`, form)
			expect(res.status).toBe(400)
			const page = await text(res)
			const html = page.slice(page.indexOf('id="room-form"'), page.indexOf('</form>', page.indexOf('id="room-form"')))
			expect(html).toContain('Typed before a bad price.')
			expect(html).toContain('value="a lot"')
			expect(html).toContain('Price must be a number')
		})
	})
})

/**
 * A zone whose day differs from the day in UTC right now: far ahead of UTC
 * (Kiritimati, UTC+14) once UTC has passed 10:00, far behind (Pago Pago,
 * UTC-11) before. Neither keeps summer time.
 */
function farZone(now = new Date()) {
	return now.getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago'
}

describe("exhibitions by the gallery's today (a zone far from UTC)", () => {
	const zone = farZone()
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	let cookie: string
	const page = async (path: string, headers: Record<string, string> = {}) =>
		text(await fetch(`${server.url}${path}`, { headers }))

	beforeAll(async () => {
		server = await startServer({ seed: 'demo', env: { GALLERY_TIMEZONE: zone } })
		client = api(server)
		token = await client.login()
		cookie = await adminCookie(server)
	})
	afterAll(async () => {
		await server?.stop()
	})

	it('puts a one-day show of the gallery’s today on view, though in UTC it is another day', async () => {
		const today = dayIn(zone)
		expect(today).not.toBe(dayIn('UTC'))
		const res = await client.post('/api/admin/exhibitions', {
			token,
			json: { title: 'Only Today Here', status: 'auto', start_date: today, end_date: today, is_visible: true },
		})
		expect(res.status, res.text).toBe(201)
		expect(res.body.display_status).toBe('current')

		const listed = (await client.get('/api/exhibitions')).body as Record<string, any>[]
		expect(listed.find((e) => e.title === 'Only Today Here')?.display_status).toBe('current')
		const one = await client.get(`/api/exhibitions/${res.body.id}`)
		expect(one.body.display_status).toBe('current')

		const exhibitions = await page('/exhibitions')
		const onViewAt = exhibitions.indexOf('>On view</h2>')
		const upcomingAt = exhibitions.indexOf('>Upcoming Exhibitions</h2>')
		expect(onViewAt).toBeGreaterThan(-1)
		expect(exhibitions.slice(onViewAt, upcomingAt)).toContain('Only Today Here')

		const home = await page('/')
		const section = home.slice(home.indexOf('upcoming-heading'))
		expect(section).toContain('Only Today Here')

		// The back office counts and filters it with what is on view.
		const admin = await page('/admin/exhibitions?q=Only+Today+Here', { Cookie: cookie })
		expect(admin).toContain('>On view<')
		expect(await page('/admin/exhibitions?q=Only+Today+Here&status=upcoming', { Cookie: cookie })).toContain(
			'Only Today Here',
		)
	})
})
