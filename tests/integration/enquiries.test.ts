import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCookie } from '../support/admin.ts'
import { api } from '../support/api.ts'
import { startServer, type TestServer } from '../support/server.ts'

/**
 * Enquiries: POST /api/enquiries, the "Enquire" form of
 * artwork and exhibition pages (posted as without JavaScript), the admin API
 * and the inbox. The server trusts X-Forwarded-For here, so each test speaks
 * from an address of its own and the hourly limit of one never touches another.
 */
describe('enquiries', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	let cookie: string
	let address = 0
	const from = () => ({ 'X-Forwarded-For': `198.51.100.${++address}` })
	const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Is it still available?' }
	const enquire = (json: Record<string, unknown>, headers: Record<string, string> = from()) =>
		client.post('/api/enquiries', { json, headers })
	const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = from()) =>
		fetch(`${server.url}${path}`, { method: 'POST', body: new URLSearchParams(fields), headers, redirect: 'manual' })
	const html = async (res: Response) => (await res.text()).replace(/<!-- -->/g, '')
	const enquiriesInDb = () => server.readDb().enquiries as Record<string, any>[]

	beforeAll(async () => {
		server = await startServer({ seed: 'demo', env: { TRUST_PROXY: '1' } })
		client = api(server)
		token = await client.login()
		cookie = await adminCookie(server)
	})
	afterAll(() => server?.stop())

	it('stores an enquiry about a visible artwork and answers 201 with it', async () => {
		const res = await enquire({ ...valid, artwork_id: 1, phone: '+44 20 7946 0000' })
		expect(res.status, res.text).toBe(201)
		expect(res.body).toEqual({
			success: true,
			enquiry: {
				id: expect.any(Number),
				artwork_id: 1,
				exhibition_id: null,
				name: 'Ada Lovelace',
				email: 'ada@example.com',
				phone: '+44 20 7946 0000',
				message: 'Is it still available?',
				status: 'new',
				// Set only for enquiries sent from a viewing room.
				viewing_room_id: null,
				recipient_id: null,
				kind: 'enquiry',
				// Set only for a request for an appointment at an art fair.
				fair_id: null,
				preferred_date: null,
				created_at: expect.any(String),
				updated_at: expect.any(String),
			},
		})
		expect(enquiriesInDb().find((e) => e.id === res.body.enquiry.id)).toMatchObject({ artwork_id: 1, status: 'new' })
		const general = await enquire({ ...valid, exhibition_id: '1' })
		expect(general.status).toBe(201)
		expect(general.body.enquiry).toMatchObject({ artwork_id: null, exhibition_id: 1 })
	})

	it('refuses bad input with 400 and a message per field, storing nothing', async () => {
		const bad = await client.refused(() => enquire({ name: ' ', email: 'not-an-email', message: '' }))
		expect(bad.status).toBe(400)
		expect(bad.body.fields).toEqual({
			name: 'Name is required',
			email: 'Please enter a valid email address',
			message: 'Message is required',
		})
		expect((await client.refused(() => enquire({ ...valid, artwork_id: 'abc' }))).body.fields.artwork_id).toBe(
			'Artwork must be a numeric id',
		)
		expect((await client.refused(() => enquire({ ...valid, artwork_id: 9999 }))).body).toEqual({
			error: 'Artwork not found',
			fields: { artwork_id: 'Artwork not found' },
		})
		const malformed = await client.refused(() =>
			client.post('/api/enquiries', { body: '{"name":', headers: { 'Content-Type': 'application/json', ...from() } }),
		)
		expect(malformed.body.error).toBe('Malformed JSON body')
	})

	it('never takes enquiries about hidden works or exhibitions', async () => {
		const hidden = await client.post('/api/admin/artworks', {
			token,
			json: { title: 'Secret Work', artist_id: 1, is_visible: false },
		})
		expect((await client.refused(() => enquire({ ...valid, artwork_id: hidden.body.id }))).status).toBe(400)
		await client.put('/api/admin/exhibitions/2', { token, json: { is_visible: false } })
		expect((await client.refused(() => enquire({ ...valid, exhibition_id: 2 }))).status).toBe(400)
		const form = await postForm(`/artwork/${hidden.body.slug}`, valid)
		expect(form.status).toBe(404)
		expect(enquiriesInDb().some((e) => e.artwork_id === hidden.body.id)).toBe(false)
		await client.put('/api/admin/exhibitions/2', { token, json: { is_visible: true } })
	})

	it('bounds the body to 64 KiB while it streams', async () => {
		const big = await client.refused(() => enquire({ ...valid, message: 'x'.repeat(70 * 1024) }))
		expect(big.status).toBe(413)
		const form = await postForm('/artwork/morning-field', { ...valid, message: 'x'.repeat(70 * 1024) })
		expect(form.status).toBe(413)
		// The form answers for itself, above its fields, before the server's own bound would
		// (app/server/body-limits.server.ts); the server still caps the body (node-server/body-limits.ts).
		expect(await html(form)).toContain('Your message is too long to send.')
		const huge = await postForm('/artwork/morning-field', { ...valid, message: 'x'.repeat(1024 * 1024) })
		expect(huge.status).toBe(413)
	})

	it('answers 429 with Retry-After after 10 enquiries in an hour from one address, form and API together', async () => {
		const headers = from()
		for (let i = 0; i < 5; i++) expect((await enquire({ ...valid, artwork_id: 1 }, headers)).status).toBe(201)
		for (let i = 0; i < 5; i++) expect((await postForm('/artwork/morning-field', valid, headers)).status).toBe(302)
		const refused = await client.refused(() => enquire({ ...valid, artwork_id: 1 }, headers))
		expect(refused.status).toBe(429)
		expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000)
		expect(refused.body.error).toBe('Too many enquiries from your address. Please try again later.')
		const form = await postForm('/artwork/morning-field', valid, headers)
		expect(form.status).toBe(429)
		expect(form.headers.get('retry-after')).toBeTruthy()
		expect(await html(form)).toContain('Too many enquiries from your address.')
		// Another address is not affected.
		expect((await enquire({ ...valid, artwork_id: 1 })).status).toBe(201)
	})

	it('takes the form without JavaScript: a redirect with a flash toast, or the messages beside the fields', async () => {
		const before = enquiriesInDb().length
		const sent = await postForm('/artwork/morning-field', { ...valid, phone: '', website: '' })
		expect(sent.status).toBe(302)
		expect(sent.headers.get('location')).toBe('/artwork/morning-field')
		const toastCookie = sent.headers
			.getSetCookie()
			.find((c) => c.startsWith('gallery_toast='))!
			.split(';')[0]!
		const landing = await html(await fetch(`${server.url}/artwork/morning-field`, { headers: { Cookie: toastCookie } }))
		expect(landing).toContain('Enquiry sent')
		expect(landing).toContain('Thank you! The gallery will reply to you by email.')
		const stored = enquiriesInDb()
		expect(stored).toHaveLength(before + 1)
		// The page decides what the enquiry is about, whatever the form claims.
		expect(stored.at(-1)).toMatchObject({ artwork_id: 1, exhibition_id: null, name: 'Ada Lovelace' })

		const exhibition = await postForm('/exhibition/colour-as-place', { ...valid, artwork_id: '5' })
		expect(exhibition.status).toBe(302)
		expect(enquiriesInDb().at(-1)).toMatchObject({ exhibition_id: 1, artwork_id: null })

		const bad = await postForm('/artwork/morning-field', { name: '', email: 'nope', message: '' })
		expect(bad.status).toBe(400)
		const page = await html(bad)
		expect(page).toContain('<p id="enquiry-name-error" class="mt-1 text-sm text-red-700">Name is required</p>')
		expect(page).toContain('Please enter a valid email address')
		expect(page).toContain('Message is required')
		expect(page).toMatch(/id="enquiry-email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="enquiry-email"/)
		expect(enquiriesInDb()).toHaveLength(before + 2)
	})

	it('answers a filled honeypot as if sent and stores nothing', async () => {
		const before = enquiriesInDb().length
		const res = await postForm('/artwork/morning-field', { ...valid, website: 'http://spam.example' })
		expect(res.status).toBe(302)
		expect(res.headers.getSetCookie().some((c) => c.startsWith('gallery_toast='))).toBe(true)
		expect(enquiriesInDb()).toHaveLength(before)
	})

	it('puts an Enquire form with the title prefilled on every visible artwork and exhibition page, nothing per visitor', async () => {
		const artwork = await html(await fetch(`${server.url}/artwork/morning-field`))
		expect(artwork).toContain('<h2 id="enquire-heading"')
		expect(artwork).toContain(
			'I am interested in &quot;Morning Field&quot; (Amara Okafor). Could you tell me more about it?',
		)
		expect(artwork).toMatch(/<form [^>]*action="\/artwork\/morning-field" method="post"/)
		const exhibition = await html(await fetch(`${server.url}/exhibition/colour-as-place`))
		expect(exhibition).toContain('I would like to know more about the exhibition &quot;Colour as Place&quot;.')
		// Two visitors get the same page: no token or anything else of theirs.
		const again = await html(await fetch(`${server.url}/artwork/morning-field`, { headers: from() }))
		const strip = (text: string) => text.replace(/nonce="[^"]+"/g, '')
		expect(strip(again)).toBe(strip(artwork))
	})

	it('lists, updates and deletes enquiries through the admin API', async () => {
		expect((await client.get('/api/admin/enquiries')).status).toBe(401)
		const created = await enquire({ ...valid, name: 'Newest Sender', artwork_id: 2 })
		const list = await client.get('/api/admin/enquiries', { token })
		expect(list.status).toBe(200)
		expect(list.body[0]).toMatchObject({ id: created.body.enquiry.id, name: 'Newest Sender' })
		// A page at a time, as the newsletter's list: the total and the links ride in the headers.
		const total = Number(list.headers.get('x-total-count'))
		expect(total).toBe(list.body.length)
		const paged = await client.get('/api/admin/enquiries?per_page=1', { token })
		expect(paged.body).toEqual([list.body[0]])
		expect(paged.headers.get('x-total-count')).toBe(String(total))
		expect(paged.headers.get('link')).toContain(`</api/admin/enquiries?per_page=1&page=${total}>; rel="last"`)
		expect(Object.keys(list.body[0]).sort()).toEqual(
			[
				'artwork_id',
				'created_at',
				'email',
				'exhibition_id',
				'id',
				'message',
				'name',
				'phone',
				'status',
				'updated_at',
				'viewing_room_id',
				'recipient_id',
				'kind',
				// The sender's contact (docs/admin.md, 'Contacts'): staff see it, the public answer never does.
				'contact_id',
				'fair_id',
				'preferred_date',
			].sort(),
		)
		const id = created.body.enquiry.id
		const patched = await client.patch(`/api/admin/enquiries/${id}`, { token, json: { status: 'replied' } })
		expect(patched.status).toBe(200)
		expect(patched.body).toMatchObject({ id, status: 'replied' })
		const bad = await client.refused(() =>
			client.patch(`/api/admin/enquiries/${id}`, { token, json: { status: 'spam' } }),
		)
		expect(bad.body.fields.status).toBe('Status must be one of new, replied, closed')
		expect(
			(await client.refused(() => client.patch('/api/admin/enquiries/9999', { token, json: { status: 'closed' } })))
				.body,
		).toEqual({ error: 'Enquiry not found' })
		expect(
			(await client.refused(() => client.patch(`/api/admin/enquiries/${id}`, { json: { status: 'closed' } }))).status,
		).toBe(401)
		expect((await client.del(`/api/admin/enquiries/${id}`, { token })).body).toEqual({ success: true })
		expect((await client.del(`/api/admin/enquiries/${id}`, { token })).status).toBe(404)
		expect(enquiriesInDb().some((e) => e.id === id)).toBe(false)
	})

	it('shows the inbox newest first with the work, filters, changes status, deletes and exports', async () => {
		const one = await enquire({ ...valid, name: 'Inbox First', artwork_id: 3, message: 'First question' })
		const two = await enquire({ ...valid, name: '=HYPERLINK("x")', exhibition_id: 1, message: 'Second "question"' })
		const admin = (path: string, init: RequestInit = {}) =>
			fetch(`${server.url}${path}`, { ...init, headers: { Cookie: cookie, ...init.headers }, redirect: 'manual' })

		const inbox = await html(await admin('/admin/enquiries'))
		// Without SMTP_URL the inbox says that nothing is mailed.
		expect(inbox).toContain('Email notices are off (SMTP_URL is not set): new enquiries only appear here.')
		expect(inbox.indexOf('Second &quot;question&quot;')).toBeLessThan(inbox.indexOf('First question'))
		expect(inbox).toContain('Still Water')
		expect(inbox).toContain('Colour as Place')
		const newCount = enquiriesInDb().filter((e) => e.status === 'new').length
		expect(inbox).toMatch(new RegExp(`data-testid="new-enquiries"[^>]*>${newCount}<span class="sr-only"> new</span>`))

		const search = await html(await admin('/admin/enquiries?q=inbox+first'))
		expect(search).toContain('First question')
		expect(search).not.toContain('Second &quot;question&quot;')

		const status = await admin('/admin/enquiries?index', {
			method: 'POST',
			body: new URLSearchParams({ intent: 'status', id: String(one.body.enquiry.id), status: 'closed' }),
		})
		expect(status.status).toBe(302)
		expect(enquiriesInDb().find((e) => e.id === one.body.enquiry.id)!.status).toBe('closed')
		const closed = await html(await admin('/admin/enquiries?status=closed'))
		expect(closed).toContain('First question')
		expect(closed).not.toContain('Second &quot;question&quot;')

		const confirm = await html(await admin(`/admin/enquiries?delete=${two.body.enquiry.id}`))
		expect(confirm).toContain('Delete Enquiry')
		expect(confirm).toContain('This action cannot be undone.')

		const csv = await admin('/admin/enquiries/export')
		expect(csv.status).toBe(200)
		expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"/)
		const raw = new Uint8Array(await csv.clone().arrayBuffer())
		expect([...raw.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
		const text = await csv.text()
		expect(text.split('\r\n')[0]).toBe('"Received At","Status","Name","Email","Phone","About","Link","Message"')
		expect(text).toContain(
			`"new","'=HYPERLINK(""x"")","ada@example.com","","Colour as Place","${server.url}/exhibition/colour-as-place","Second ""question"""`,
		)

		const removed = await admin('/admin/enquiries?index', {
			method: 'POST',
			body: new URLSearchParams({ intent: 'delete', id: String(two.body.enquiry.id) }),
		})
		expect(removed.status).toBe(302)
		expect(enquiriesInDb().some((e) => e.id === two.body.enquiry.id)).toBe(false)
		expect((await admin('/admin/enquiries')).headers.get('cache-control')).toBe('no-store')
	})

	it("says how many enquiries match the search, over all the inbox's pages of 25", async () => {
		for (let i = 1; i <= 27; i++) {
			const res = await enquire(
				{ ...valid, name: `Pager ${i}`, exhibition_id: 1 },
				{ 'X-Forwarded-For': `203.0.113.${i}` },
			)
			expect(res.status).toBe(201)
		}
		const admin = async (path: string) => html(await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } }))
		const total = enquiriesInDb().length
		expect(await admin('/admin/enquiries')).toContain(`Showing ${total} of ${total} enquiries`)
		const second = await admin('/admin/enquiries?q=pager&page=2')
		expect(second).toContain(`Showing 27 of ${total} enquiries`)
		expect(second).toContain('Page 2 of 2')
		expect(second.match(/<article/g)).toHaveLength(2)
		// Each enquiry of a searched page keeps its reply (on its address and its 'Reply by email'), made for the page's
		// enquiries alone.
		expect(second.match(/href="mailto:[^"?]+\?subject=Re%3A%20Colour%20as%20Place"/g)).toHaveLength(4)
		const one = await admin('/admin/enquiries?q=pager+27')
		expect(one).toContain(`Showing 1 of ${total} enquiries`)
	})
})
