import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCookie } from '../support/admin.ts'
import { api } from '../support/api.ts'
import { startServer, type TestServer } from '../support/server.ts'
import { type ReceivedMail, startSmtp } from '../support/smtp.ts'

/**
 * The newsletter's readers (docs/admin.md, "Newsletter: readers"), through a
 * real SMTP server: double opt-in, the confirmation link, one-click
 * unsubscribe, the clean-up of unconfirmed sign-ups, and readers' rights.
 */
const PUBLIC_URL = 'https://gallery.example.org'
const CONFIRM_SENTENCE = 'Please confirm your subscription from the email we just sent you.'
const DAY = 24 * 60 * 60 * 1000

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex')
/** The mail's raw text with quoted-printable soft breaks undone. */
const unfolded = (mail: ReceivedMail) => mail.raw.replace(/=\r\n/g, '')
function confirmPath(mail: ReceivedMail) {
	const match = unfolded(mail).match(/https:\/\/gallery\.example\.org(\/newsletter\/confirm\/[A-Za-z0-9_-]+)/)
	if (!match) throw new Error(`no confirmation link in ${mail.raw}`)
	return match[1]!
}
const form = (body = '') => ({
	body,
	headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
})
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const OLD_TOKEN = 'an-old-confirmation-secret-from-last-month'

describe('newsletter readers with double opt-in', () => {
	let smtp: Awaited<ReturnType<typeof startSmtp>>
	let server: TestServer
	let client: ReturnType<typeof api>
	const subscriberBy = (email: string) => server.readDb().subscribers.find((s: { email: string }) => s.email === email)
	const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email))

	beforeAll(async () => {
		smtp = await startSmtp()
		// Before start: a sign-up left unconfirmed for 8 days, and a reader from before unsubscribe links.
		const scene = (db: Record<string, any>) => {
			const old = new Date(Date.now() - 8 * DAY).toISOString()
			const id = db.next_ids.subscribers
			db.subscribers.push(
				{
					id,
					email: 'forgot@example.com',
					name: 'Forgot',
					status: 'pending',
					subscribed_at: old,
					source: 'website',
					unsubscribe_token: 'an-unsubscribe-secret-of-the-old-sign-up',
					failed_count: 0,
					confirm_token_hash: sha256(OLD_TOKEN),
					confirm_sent_at: old,
				},
				{
					id: id + 1,
					email: 'longtime@example.com',
					name: 'Longtime Reader',
					status: 'active',
					subscribed_at: old,
					source: 'website',
					unsubscribe_token: '',
					failed_count: 0,
				},
			)
			db.next_ids.subscribers = id + 2
		}
		server = await startServer({
			seed: 'demo',
			scene,
			env: {
				SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
				PUBLIC_URL,
				NEWSLETTER_SIGNUPS_PER_HOUR: '0',
			},
		})
		client = api(server)
	})
	afterAll(async () => {
		await server?.stop()
		await smtp?.stop()
	})

	it('removes at start the sign-ups unconfirmed for 7 days, and their link no longer works', async () => {
		expect(subscriberBy('forgot@example.com')).toBeUndefined()
		expect(server.logs()).toContain('Newsletter: removed 1 sign-up(s) not confirmed within 7 days.')
		const res = await client.get(`/newsletter/confirm/${OLD_TOKEN}`)
		expect(res.status).toBe(404)
		expect(res.text).toContain('This confirmation link is not valid')
	})

	it('gives readers from before unsubscribe links one at start', () => {
		expect(subscriberBy('longtime@example.com').unsubscribe_token).toMatch(/^[A-Za-z0-9_-]{32}$/)
	})

	it('makes a sign-up pending and mails its confirmation link, keeping only a hash of it', async () => {
		const res = await client.post('/api/newsletter/subscribe', {
			json: { email: 'ada@example.com', name: 'Ada Lovelace' },
			headers: { Referer: `${server.url}/contact` },
		})
		expect(res.status).toBe(201)
		expect(res.body.success).toBe(true)
		expect(res.body.message).toBe(CONFIRM_SENTENCE)
		expect(res.body.subscriber.status).toBe('pending')
		expect(res.body.subscriber.unsubscribe_token).toBeUndefined()
		expect(res.body.subscriber.confirm_token_hash).toBeUndefined()
		await expect.poll(() => mailsTo('ada@example.com').length, { timeout: 15_000 }).toBe(1)
		const mail = mailsTo('ada@example.com')[0]!
		expect(mail.headers['subject']).toBe('Please confirm your subscription to the Meridian Gallery newsletter')
		expect(mail.headers['from']).toBe('Meridian Gallery <gallery@gallery.example.org>')
		expect(mail.headers['content-type']).toMatch(/multipart\/alternative/)
		expect(unfolded(mail)).toMatch(/Content-Type: text\/plain/)
		expect(unfolded(mail)).toMatch(/Content-Type: text\/html/)
		const link = confirmPath(mail)
		const token = link.split('/').at(-1)!
		const stored = subscriberBy('ada@example.com')
		expect(stored.status).toBe('pending')
		expect(stored.confirm_token_hash).toBe(sha256(token))
		expect(JSON.stringify(server.readDb())).not.toContain(token)
		// A pending reader is no contact yet: only once they confirm (docs/admin.md, 'Contacts').
		expect(stored.contact_id ?? null).toBeNull()
		expect(server.readDb().contacts.some((c: any) => c.email === 'ada@example.com')).toBe(false)
		expect(res.body.subscriber).not.toHaveProperty('contact_id')
	})

	it('confirms only from the button on the link page (a GET changes nothing), once, recording the consent', async () => {
		const link = confirmPath(mailsTo('ada@example.com')[0]!)
		const page = await client.get(link)
		expect(page.status).toBe(200)
		expect(page.headers.get('cache-control')).toContain('no-store')
		expect(page.text).toContain('<meta name="robots" content="noindex"/>')
		expect(page.text).toMatch(
			/<form [^>]*method="post"[^>]*>[\s\S]*?<button type="submit"[^>]*>Confirm subscription<\/button>/,
		)
		expect(subscriberBy('ada@example.com').status).toBe('pending')

		const confirmed = await client.post(link, form())
		expect(confirmed.status).toBe(200)
		expect(confirmed.text).toContain('Subscription confirmed')
		const stored = subscriberBy('ada@example.com')
		expect(stored.status).toBe('active')
		expect(Date.now() - Date.parse(stored.confirmed_at)).toBeLessThan(60_000)
		expect(stored.consent_page).toBe('/contact')
		expect(stored.consent_ip).toBe('127.0.0.1')
		expect(stored.confirm_token_hash).toBe('')
		// Confirmed, the reader is one of the contacts, made with the name they gave and the kind 'other'.
		const contact = server.readDb().contacts.find((c: any) => c.id === stored.contact_id)
		expect(contact).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', kinds: ['other'] })

		// Single use.
		const again = await client.post(link, form())
		expect(again.status).toBe(404)
		expect(again.text).toContain('This confirmation link is not valid')
		expect((await client.get(link)).status).toBe(404)
	})

	it('answers 409 for an active address, mailing nothing', async () => {
		const before = smtp.messages.length
		const res = await client.post('/api/newsletter/subscribe', { json: { email: 'ADA@example.com', name: '' } })
		expect(res.status).toBe(409)
		expect(res.body.error).toBe('This email is already subscribed')
		await sleep(500)
		expect(smtp.messages.length).toBe(before)
	})

	it('mails a pending reader who signs up again at most once in 10 minutes (201 both times)', async () => {
		const first = await client.post('/api/newsletter/subscribe', {
			json: { email: 'grace@example.com', name: 'Grace' },
		})
		expect(first.status).toBe(201)
		await expect.poll(() => mailsTo('grace@example.com').length, { timeout: 15_000 }).toBe(1)
		const hash = subscriberBy('grace@example.com').confirm_token_hash
		const second = await client.post('/api/newsletter/subscribe', {
			json: { email: 'grace@example.com', name: 'Grace' },
		})
		expect(second.status).toBe(201)
		expect(second.body.message).toBe(CONFIRM_SENTENCE)
		await sleep(1500)
		expect(mailsTo('grace@example.com')).toHaveLength(1)
		expect(subscriberBy('grace@example.com').confirm_token_hash).toBe(hash)
		// Ten minutes on (the server's clock moved over them), signing up again mails a new link.
		await server.moveClock(10 * 60 * 1000)
		const third = await client.post('/api/newsletter/subscribe', {
			json: { email: 'grace@example.com', name: 'Grace' },
		})
		expect(third.status).toBe(201)
		await expect.poll(() => mailsTo('grace@example.com').length, { timeout: 15_000 }).toBe(2)
		expect(subscriberBy('grace@example.com').confirm_token_hash).not.toBe(hash)
	})

	it('signs up from the contact form too, with the page it came from', async () => {
		const res = await client.post('/contact', {
			...form(new URLSearchParams({ email: 'mary@example.com', name: 'Mary' }).toString()),
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', Referer: `${server.url}/contact` },
		})
		expect(res.status).toBe(302)
		await expect.poll(() => mailsTo('mary@example.com').length, { timeout: 15_000 }).toBe(1)
		const stored = subscriberBy('mary@example.com')
		expect(stored.status).toBe('pending')
		expect(stored.source).toBe('website')
		expect(stored.consent_page).toBe('/contact')
	})

	describe('unsubscribe', () => {
		const unsubscribePath = (email: string) => `/newsletter/unsubscribe/${subscriberBy(email).unsubscribe_token}`

		it('shows a page with one Unsubscribe button that posts without JavaScript', async () => {
			const page = await client.get(unsubscribePath('ada@example.com'))
			expect(page.status).toBe(200)
			expect(page.headers.get('cache-control')).toContain('no-store')
			expect(page.headers.get('x-robots-tag')).toContain('noindex')
			expect(page.text).toContain('<meta name="robots" content="noindex"/>')
			expect(page.text.match(/<button type="submit"[^>]*>Unsubscribe<\/button>/g)).toHaveLength(1)
			expect(page.text).toMatch(/<form [^>]*method="post"/)
			expect(subscriberBy('ada@example.com').status).toBe('active')
		})

		it('unsubscribes at once on a one-click POST with no cookie, no form token and no Origin; again changes nothing', async () => {
			const path = unsubscribePath('ada@example.com')
			const res = await client.post(path, form('List-Unsubscribe=One-Click'))
			expect(res.status).toBe(200)
			expect(res.text).toContain('You are unsubscribed')
			const stored = subscriberBy('ada@example.com')
			expect(stored.status).toBe('unsubscribed')
			expect(stored.unsubscribed_at).toEqual(expect.any(String))
			const again = await client.post(path, form('List-Unsubscribe=One-Click'))
			expect(again.status).toBe(200)
			expect(subscriberBy('ada@example.com').unsubscribed_at).toBe(stored.unsubscribed_at)
			expect((await client.get(path)).text).toContain('You are unsubscribed')
		})

		it("accepts a mail provider's POST from another origin on that path only", async () => {
			await client.post('/api/newsletter/subscribe', { json: { email: 'ruth@example.com', name: '' } })
			const token = subscriberBy('ruth@example.com').unsubscribe_token
			const foreign = { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.example.net' }
			const res = await client.post(`/newsletter/unsubscribe/${token}`, {
				body: 'List-Unsubscribe=One-Click',
				headers: { ...foreign, 'Sec-Fetch-Site': 'cross-site' },
			})
			expect(res.status).toBe(200)
			expect(subscriberBy('ruth@example.com').status).toBe('unsubscribed')
			// Every other public POST from another origin is still refused.
			const contact = await client.post('/contact', { body: 'email=x%40example.com', headers: foreign })
			expect(contact.status).toBe(403)
			const confirm = await client.post(`/newsletter/confirm/${token}`, { body: '', headers: foreign })
			expect(confirm.status).toBe(403)
			const nested = await client.post(`/newsletter/unsubscribe/${token}/more`, { body: '', headers: foreign })
			expect(nested.status).toBe(403)
		})

		it('answers an unknown link with a plain not-found page, the same for any unknown secret', async () => {
			for (const token of [crypto.randomBytes(24).toString('base64url'), 'x']) {
				const page = await client.get(`/newsletter/unsubscribe/${token}`)
				expect(page.status).toBe(404)
				expect(page.text).toContain('This link is not valid.')
				const post = await client.post(`/newsletter/unsubscribe/${token}`, form('List-Unsubscribe=One-Click'))
				expect(post.status).toBe(404)
				expect(post.text).toContain('This link is not valid.')
			}
		})

		it('bounds the body of a one-click POST to a tiny size', async () => {
			const res = await client.post(unsubscribePath('ruth@example.com'), form(`List-Unsubscribe=${'x'.repeat(4096)}`))
			expect(res.status).toBe(413)
		})

		it('makes an unsubscribed reader active again only through a new sign-up and its confirmation', async () => {
			const res = await client.post('/api/newsletter/subscribe', { json: { email: 'ada@example.com', name: 'Ada' } })
			expect(res.status).toBe(201)
			expect(res.body.subscriber.status).toBe('pending')
			await expect.poll(() => mailsTo('ada@example.com').length, { timeout: 15_000 }).toBe(2)
			expect(subscriberBy('ada@example.com').status).toBe('pending')
			const link = confirmPath(mailsTo('ada@example.com')[1]!)
			expect((await client.post(link, form())).status).toBe(200)
			expect(subscriberBy('ada@example.com').status).toBe('active')
		})
	})

	describe("readers' rights through the API", () => {
		let token: string
		beforeAll(async () => {
			token = await client.login()
		})

		it('lists readers without their link secrets, and filters them by status', async () => {
			const all = await client.get('/api/admin/newsletter?per_page=1000', { token })
			expect(all.status).toBe(200)
			expect(all.text).not.toContain('unsubscribe_token')
			expect(all.text).not.toContain('confirm_token_hash')
			const pending = await client.get('/api/admin/newsletter?status=pending', { token })
			expect(pending.body.map((s: { email: string }) => s.email).sort()).toEqual([
				'grace@example.com',
				'mary@example.com',
			])
			const unsubscribed = await client.get('/api/admin/newsletter?status=unsubscribed', { token })
			expect(unsubscribed.body.map((s: { email: string }) => s.email)).toEqual(['ruth@example.com'])
		})

		it('exports everything held about one reader as JSON, without secrets', async () => {
			const ada = subscriberBy('ada@example.com')
			const res = await client.get(`/api/admin/newsletter/${ada.id}/export`, { token })
			expect(res.status).toBe(200)
			expect(res.body.subscriber).toMatchObject({ id: ada.id, email: 'ada@example.com', status: 'active' })
			expect(res.body.consent).toMatchObject({
				source: 'api',
				page: '/contact',
				confirmed_at: ada.confirmed_at,
				confirmed_from: '127.0.0.1',
			})
			expect(res.body.deliveries).toEqual([])
			expect(res.text).not.toContain(ada.unsubscribe_token)
			expect(res.text).not.toContain('confirm_token_hash')
			expect((await client.get('/api/admin/newsletter/999999/export', { token })).status).toBe(404)
			expect((await client.get(`/api/admin/newsletter/${ada.id}/export`)).status).toBe(401)
		})

		it('erases a reader on DELETE, the activity log keeping only that an erasure happened', async () => {
			const grace = subscriberBy('grace@example.com')
			const res = await client.del(`/api/admin/newsletter/${grace.id}`, { token })
			expect(res.status).toBe(200)
			expect(subscriberBy('grace@example.com')).toBeUndefined()
			const entry = server
				.readDb()
				.activity.find((a: { kind: string; entity_id: number }) => a.kind === 'erase' && a.entity_id === grace.id)
			expect(entry).toMatchObject({ entity: 'subscriber', username: 'admin' })
			expect(JSON.stringify(entry)).not.toMatch(/grace/i)
			expect((await client.del(`/api/admin/newsletter/${grace.id}`, { token })).status).toBe(404)
		})
	})

	describe('the subscriber list in the back office', () => {
		let cookie: string
		beforeAll(async () => {
			cookie = await adminCookie(server)
		})
		const page = (search: string) => client.get(`/admin/newsletter${search}`, { headers: { Cookie: cookie } })

		it('shows each reader status and filters by it without JavaScript', async () => {
			const all = await page('')
			expect(all.status).toBe(200)
			expect(all.text).toMatch(/<select[^>]*name="status"/)
			for (const status of ['Pending', 'Active', 'Unsubscribed']) expect(all.text).toContain(`>${status}<`)
			const pending = await page('?status=pending')
			expect(pending.text).toContain('mary@example.com')
			expect(pending.text).not.toContain('ruth@example.com')
			expect(pending.text).not.toContain('ada@example.com')
		})

		it("downloads a reader's data and erases a reader after a confirmation", async () => {
			const mary = subscriberBy('mary@example.com')
			const list = await page('?status=pending')
			expect(list.text).toContain(`href="/admin/newsletter/${mary.id}/export"`)
			const download = await client.get(`/admin/newsletter/${mary.id}/export`, { headers: { Cookie: cookie } })
			expect(download.status).toBe(200)
			expect(download.headers.get('content-disposition')).toMatch(/attachment; filename="subscriber-\d+-data\.json"/)
			expect(download.body.subscriber.email).toBe('mary@example.com')
			expect(download.text).not.toContain(mary.unsubscribe_token)
			expect((await client.get(`/admin/newsletter/${mary.id}/export`)).status).toBe(302)

			const ask = await page(`?erase=${mary.id}`)
			expect(ask.text).toContain('Erase Subscriber')
			expect(subscriberBy('mary@example.com')).toBeDefined()
			const erased = await client.post('/admin/newsletter?index', {
				...form(new URLSearchParams({ intent: 'erase', id: String(mary.id) }).toString()),
				headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
			})
			expect(erased.status).toBe(302)
			expect(subscriberBy('mary@example.com')).toBeUndefined()
			expect(
				server
					.readDb()
					.activity.some((a: { kind: string; entity_id: number }) => a.kind === 'erase' && a.entity_id === mary.id),
			).toBe(true)
		})
	})

	describe('adding readers by hand and importing a list', () => {
		let cookie: string
		beforeAll(async () => {
			cookie = await adminCookie(server)
		})
		const post = (body: BodyInit, headers: Record<string, string> = {}) =>
			client.post('/admin/newsletter/readers', { body, headers: { Cookie: cookie, ...headers } })
		const addByHand = (fields: Record<string, string>) =>
			post(new URLSearchParams(fields).toString(), { 'Content-Type': 'application/x-www-form-urlencoded' })
		function upload(csv: string | Uint8Array<ArrayBuffer>, name = 'readers.csv') {
			const body = new FormData()
			body.append('readers', new Blob([csv], { type: 'text/csv' }), name)
			return post(body)
		}
		const activityCount = () => server.readDb().activity.length
		const readerCount = () => server.readDb().subscribers.length

		it('adds a reader with their consent as active at once, recording who added them and when, mailing nothing', async () => {
			const mails = smtp.messages.length
			const res = await addByHand({
				email: 'desk@example.com',
				name: 'Desk Visitor',
				consent: "Signed the visitors' book",
				consented_at: '2026-03-03',
			})
			expect(res.status).toBe(302)
			expect(res.headers.get('location')).toBe('/admin/newsletter')
			const stored = subscriberBy('desk@example.com')
			expect(stored).toMatchObject({
				status: 'active',
				source: 'back office',
				consent_given: "Signed the visitors' book",
				consent_given_at: '2026-03-03T00:00:00.000Z',
				added_by: 'admin',
			})
			expect(Date.now() - Date.parse(stored.added_at)).toBeLessThan(60_000)
			expect(server.readDb().contacts.find((c: any) => c.id === stored.contact_id)).toMatchObject({
				name: 'Desk Visitor',
				email: 'desk@example.com',
			})
			const exported = await client.get(`/admin/newsletter/${stored.id}/export`, { headers: { Cookie: cookie } })
			expect(exported.body.consent).toMatchObject({ given: "Signed the visitors' book", added_by: 'admin' })
			await sleep(500)
			expect(smtp.messages.length).toBe(mails)
		})

		it('mails a reader added without consent a confirmation link, pending until they confirm', async () => {
			const res = await addByHand({ email: 'asked@example.com', name: 'Asked In Person', consent: '' })
			expect(res.status).toBe(302)
			expect(subscriberBy('asked@example.com')).toMatchObject({ status: 'pending', source: 'back office' })
			await expect.poll(() => mailsTo('asked@example.com').length, { timeout: 15_000 }).toBe(1)
			const link = confirmPath(mailsTo('asked@example.com')[0]!)
			expect((await client.post(link, form())).status).toBe(200)
			expect(subscriberBy('asked@example.com').status).toBe('active')
		})

		it('says beside the field what is wrong with a reader added by hand, adding nobody', async () => {
			const before = readerCount()
			const bad = await addByHand({ email: 'not-an-address', consent: 'Asked at the desk', consented_at: '2999-01-01' })
			expect(bad.status).toBe(400)
			expect(bad.text).toContain('Please enter a valid email address')
			expect(bad.text).toContain('Consent date must not be in the future')
			expect(bad.text).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="email"|name="email"[^>]*aria-invalid="true"/)
			const twice = await addByHand({ email: 'DESK@example.com', consent: 'Again' })
			expect(twice.status).toBe(400)
			expect(twice.text).toContain('This email is already on the list')
			expect(readerCount()).toBe(before)
		})

		it('imports a list with the consent of each reader: active, recorded as imported, when and by whom, mailing nobody', async () => {
			const mails = smtp.messages.length
			const csv =
				'\uFEFFEmail;Name;Consent;Consented_At\r\n' +
				'one@example.com;Hélène Marchetti-Øster;Signed up at the 2025 fair;2025-10-12\r\n' +
				'"two@example.com";"Two, Reader";"Ticked the box on the order form";\r\n' +
				';;;\r\n' +
				'ONE@example.com;Repeated;Yes;\r\n' +
				'desk@example.com;Already here;Yes;\r\n'
			const res = await upload(csv)
			expect(res.status, res.text).toBe(302)
			const one = subscriberBy('one@example.com')
			expect(one).toMatchObject({
				name: 'Hélène Marchetti-Øster',
				status: 'active',
				source: 'import',
				consent_given: 'Signed up at the 2025 fair',
				consent_given_at: '2025-10-12T00:00:00.000Z',
				added_by: 'admin',
			})
			expect(Date.now() - Date.parse(one.added_at)).toBeLessThan(60_000)
			expect(one.unsubscribe_token).toMatch(/^[A-Za-z0-9_-]{32}$/)
			expect(subscriberBy('two@example.com')).toMatchObject({ name: 'Two, Reader', status: 'active', source: 'import' })
			// The address already on the list is left as it was; the repeated row is skipped.
			expect(subscriberBy('desk@example.com').name).toBe('Desk Visitor')
			expect(server.readDb().subscribers.filter((s: { email: string }) => /^one@/i.test(s.email))).toHaveLength(1)
			const entry = server.readDb().activity.at(-1)
			expect(entry).toMatchObject({ kind: 'import', entity: 'subscriber', summary: 'Imported 2 newsletter readers' })
			// The list the redirect leads to shows what was done (the toast travels in a cookie of its own).
			const toast = res.headers
				.getSetCookie()
				.map((c) => c.split(';')[0])
				.join('; ')
			const list = await client.get('/admin/newsletter', { headers: { Cookie: `${cookie}; ${toast}` } })
			expect(list.text).toContain('Imported 2 readers')
			expect(list.text).toContain('1 address already on the list left as they were; 1 repeated row skipped.')
			await sleep(500)
			expect(smtp.messages.length).toBe(mails)
		})

		it('refuses a whole file for one bad row or a row without consent, saying which beside the field', async () => {
			const before = { readers: readerCount(), activity: activityCount() }
			const csv =
				'email,name,consent,consented_at\n' +
				'fine@example.com,Fine,Asked at the desk,2026-01-02\n' +
				'broken-address,Broken,Yes,\n' +
				'noconsent@example.com,No Consent,,\n' +
				'when@example.com,When,Yes,last spring\n'
			const res = await upload(csv)
			expect(res.status).toBe(400)
			expect(res.text).toMatch(/id="readers-file-error"/)
			expect(res.text).toContain('Row 3: Please enter a valid email address')
			expect(res.text).toContain('Row 4: no consent recorded for noconsent@example.com')
			expect(res.text).toContain('Row 5: Consent date must be a date such as 2025-03-14')
			expect(res.text).toMatch(/id="readers-file"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="readers-file"/)
			expect(subscriberBy('fine@example.com')).toBeUndefined()
			expect({ readers: readerCount(), activity: activityCount() }).toEqual(before)

			for (const [file, message] of [
				['name,consent\nNo Email,Yes\n', 'The first row must name the columns: email'],
				['email,consent,colour\na@example.com,Yes,red\n', '(unknown: colour)'],
				[new Uint8Array([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x0a, 0xff, 0xfe, 0x0a]), 'The file is not UTF-8 text'],
				['', 'Choose a CSV file of readers'],
			] as const) {
				const answer = await upload(file)
				expect(answer.status).toBe(400)
				expect(answer.text).toContain(message)
			}
			expect(readerCount()).toBe(before.readers)
		})

		it('refuses a file over 2 MB with a message beside the field', async () => {
			const row = 'someone@example.com,Someone,Signed up at the desk,2025-01-01\n'
			const res = await upload(
				`email,name,consent,consented_at\n${row.repeat(Math.ceil((2.1 * 1024 * 1024) / row.length))}`,
			)
			expect(res.status).toBe(413)
			expect(res.text).toContain('The file is larger than 2 MB')
			expect(subscriberBy('someone@example.com')).toBeUndefined()
		})
	})
})

describe('newsletter sign-ups without double opt-in', () => {
	it('makes sign-ups active at once without SMTP_URL', async () => {
		const server = await startServer({ seed: 'empty', env: { NEWSLETTER_SIGNUPS_PER_HOUR: '0' } })
		try {
			const res = await api(server).post('/api/newsletter/subscribe', { json: { email: 'now@example.com', name: '' } })
			expect(res.status).toBe(201)
			expect(res.body.subscriber.status).toBe('active')
			expect(res.body.message).toBeUndefined()
			const stored = server.readDb().subscribers.find((s: { email: string }) => s.email === 'now@example.com')
			expect(stored.status).toBe('active')
			expect(stored.unsubscribe_token).toMatch(/^[A-Za-z0-9_-]{32}$/)
		} finally {
			await server.stop()
		}
	})

	it('makes sign-ups active at once, mailing nothing, with NEWSLETTER_DOUBLE_OPT_IN=off', async () => {
		const smtp = await startSmtp()
		const server = await startServer({
			seed: 'empty',
			env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL, NEWSLETTER_DOUBLE_OPT_IN: 'off' },
		})
		try {
			const res = await api(server).post('/api/newsletter/subscribe', { json: { email: 'off@example.com', name: '' } })
			expect(res.status).toBe(201)
			expect(res.body.subscriber.status).toBe('active')
			await sleep(1000)
			expect(smtp.messages).toHaveLength(0)
		} finally {
			await server.stop()
			await smtp.stop()
		}
	})
})
