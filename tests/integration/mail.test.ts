import http from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RETRY_FIRST_MS, RETRY_MAX_MS } from '#app/server/mail/retry.ts'
import { adminCookie } from '../support/admin.ts'
import { api } from '../support/api.ts'
import { makeTempDir, runServerExpectingExit, startServer, type TestServer } from '../support/server.ts'
import { readPdf } from '../support/pdf.ts'
import { freePort, partsOf, type ReceivedMail, SMTP_PASS, SMTP_USER, startSmtp } from '../support/smtp.ts'

/**
 * Notification by email (docs/operations.md), through a real SMTP server
 * started here: each enquiry is stored first, then mailed to NOTIFY_EMAIL
 * with Reply-To the visitor, the work's title and absolute link; a mail
 * server that is down or refusing never refuses or loses an enquiry. Rather
 * than wait for a retry's pause, the tests move the server's clock over it
 * (`moveClock`, tests/support/server.ts).
 */
const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Is it still available?\nBest, Ada' }

describe('enquiry notices by email', () => {
	let smtp: Awaited<ReturnType<typeof startSmtp>>
	let server: TestServer
	let client: ReturnType<typeof api>
	beforeAll(async () => {
		smtp = await startSmtp()
		server = await startServer({
			seed: 'demo',
			env: {
				SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${smtp.port}`,
				NOTIFY_EMAIL: 'staff@gallery.example.org',
				PUBLIC_URL: 'https://gallery.example.org',
			},
		})
		client = api(server)
	})
	afterAll(async () => {
		await server?.stop()
		await smtp?.stop()
	})

	it('mails a new enquiry to NOTIFY_EMAIL, Reply-To the visitor, with the title and absolute link', async () => {
		const res = await client.post('/api/enquiries', { json: { ...valid, artwork_id: 1, phone: '+44 20 7946 0000' } })
		expect(res.status).toBe(201)
		await expect.poll(() => smtp.messages.length, { timeout: 15_000 }).toBe(1)
		const mail = smtp.messages[0]!
		expect(mail.to).toEqual(['staff@gallery.example.org'])
		expect(mail.from).toBe('gallery@gallery.example.org')
		expect(mail.headers['from']).toBe('Meridian Gallery <gallery@gallery.example.org>')
		expect(mail.headers['reply-to']).toBe('Ada Lovelace <ada@example.com>')
		expect(mail.headers['subject']).toBe('Enquiry about "Morning Field" from Ada Lovelace')
		expect(mail.text).toContain('Ada Lovelace <ada@example.com> sent an enquiry about "Morning Field".')
		expect(mail.text).toContain('Artwork: https://gallery.example.org/artwork/morning-field')
		expect(mail.text).toContain('Phone: +44 20 7946 0000')
		expect(mail.text).toContain('Is it still available?\nBest, Ada')
		await expect
			.poll(() => server.readDb().enquiries.find((e: { id: number }) => e.id === res.body.enquiry.id)?.notified_at)
			.toEqual(expect.any(String))
	})

	it('lets no name or title add a header or a recipient', async () => {
		const before = smtp.messages.length
		const res = await client.post('/api/enquiries', {
			json: {
				...valid,
				name: 'Mallory\r\nBcc: victim@example.com\r\nX-Injected: yes',
				exhibition_id: 1,
			},
		})
		expect(res.status).toBe(201)
		await expect.poll(() => smtp.messages.length, { timeout: 15_000 }).toBe(before + 1)
		const mail = smtp.messages.at(-1)!
		expect(mail.to).toEqual(['staff@gallery.example.org'])
		expect(mail.headers['bcc']).toBeUndefined()
		expect(mail.headers['x-injected']).toBeUndefined()
		expect(mail.raw).not.toMatch(/^(Bcc|X-Injected):/im)
		expect(mail.headers['subject']).toBe(
			'Enquiry about "Colour as Place" from Mallory Bcc: victim@example.com X-Injected: yes',
		)
		expect(mail.text).toContain('Exhibition: https://gallery.example.org/exhibition/colour-as-place')
	})

	it("never takes a link or the sender from the visitor's Host", async () => {
		const before = smtp.messages.length
		// Sent with node:http, which sends the Host header it is given.
		const body = JSON.stringify({ ...valid, name: 'Host Header', artwork_id: 1 })
		const status = await new Promise<number>((resolve, reject) => {
			const req = http.request(`${server.url}/api/enquiries`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', Host: 'gallery-login.example' },
			})
			req.on('response', (res) => resolve(res.resume().statusCode!)).on('error', reject)
			req.end(body)
		})
		expect(status).toBe(201)
		await expect.poll(() => smtp.messages.length, { timeout: 15_000 }).toBe(before + 1)
		const mail = smtp.messages.at(-1)!
		expect(mail.raw).not.toContain('gallery-login')
		expect(mail.from).toBe('gallery@gallery.example.org')
		expect(mail.text).toContain('Artwork: https://gallery.example.org/artwork/morning-field')
		expect(mail.text).toContain('https://gallery.example.org/admin/enquiries')
	})

	it('mails only links that answer 200 for the person the mail is for: staff signed in, readers and collectors not', async () => {
		const token = await client.login()
		const cookie = await adminCookie(server)
		const first = smtp.messages.length
		const works = (await client.get('/api/admin/artworks', { token })).body as Record<string, any>[]
		const [hidden, shown, other] = works.filter((w) => w.id !== 1 && w.is_visible && w.availability === 'available')
		expect((await client.put(`/api/admin/artworks/${hidden!.id}`, { token, json: { is_visible: false } })).status).toBe(
			200,
		)

		// A viewing room with a work shown only there, a recipient invited from the editor, an enquiry and a request to reserve.
		const room = await client.post('/api/admin/viewing-rooms', {
			token,
			json: {
				title: 'Links room',
				status: 'open',
				expires_at: new Date(server.now() + 7 * 86_400_000).toISOString(),
				items: [{ artwork_id: hidden!.id }, { artwork_id: shown!.id }],
			},
		})
		expect(room.status, room.text).toBe(201)
		const recipient = await client.post(`/api/admin/viewing-rooms/${room.body.id}/recipients`, {
			token,
			json: { name: 'Ines Collector', email: 'ines@example.com' },
		})
		expect(recipient.status).toBe(201)
		const invite = await fetch(`${server.url}/admin/viewing-rooms/${room.body.id}/edit`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: new URLSearchParams({ intent: `invite:${recipient.body.id}` }),
			redirect: 'manual',
		})
		expect(invite.status).toBe(302)
		const roomPath = new URL(recipient.body.url).pathname
		for (const kind of ['enquiry', 'reserve']) {
			const asked = await fetch(`${server.url}${roomPath}`, {
				method: 'POST',
				body: new URLSearchParams({
					artwork_id: String(hidden!.id),
					kind,
					name: 'Ines Collector',
					email: 'ines@example.com',
					message: `A ${kind} from the room`,
				}),
				redirect: 'manual',
			})
			expect(asked.status).toBe(302)
		}

		// A reader who signs up, confirms from the mail and receives a campaign.
		expect((await client.post('/api/newsletter/subscribe', { json: { email: 'reader@example.com' } })).status).toBe(201)
		await expect
			.poll(() => smtp.messages.some((m) => m.to.includes('reader@example.com')), { timeout: 15_000 })
			.toBe(true)
		const confirmation = smtp.messages.find((m) => m.to.includes('reader@example.com'))!
		const confirmLinks = linksOf(confirmation).filter((l) => l.includes('/newsletter/confirm/'))
		expect(confirmLinks.length).toBeGreaterThan(0)
		// Opening the link shows a button (mail scanners open links too); the reader's press confirms.
		const confirmPath = new URL(confirmLinks[0]!).pathname
		expect((await fetch(`${server.url}${confirmPath}`)).status).toBe(200)
		expect((await fetch(`${server.url}${confirmPath}`, { method: 'POST', body: new URLSearchParams() })).status).toBe(
			200,
		)
		const campaign = await client.post('/api/admin/campaigns', {
			token,
			json: {
				subject: 'Links campaign',
				intro: 'New works.',
				exhibition_id: 1,
				artwork_ids: [shown!.id, other!.id],
				viewing_room_id: room.body.id,
			},
		})
		expect(campaign.status, campaign.text).toBe(201)
		expect((await client.post(`/api/admin/campaigns/${campaign.body.id}/send`, { token, json: {} })).status).toBe(200)

		const expected = (m: ReceivedMail) =>
			m.headers['subject'] === 'Links campaign' ||
			/^(Request to reserve|Enquiry about) "/.test(m.headers['subject'] ?? '') ||
			(m.headers['subject'] ?? '').startsWith('Links room')
		await expect.poll(() => smtp.messages.slice(first).filter(expected).length, { timeout: 30_000 }).toBe(4)
		const mails = smtp.messages.slice(first)
		const staffMails = mails.filter((m) => m.to.includes('staff@gallery.example.org'))
		expect(staffMails.map((m) => m.headers['subject'])).toEqual(
			expect.arrayContaining([
				expect.stringMatching(/^Request to reserve "/),
				expect.stringMatching(/^Enquiry about "/),
			]),
		)
		const answers: string[] = []
		for (const mail of mails) {
			const forStaff = mail.to.includes('staff@gallery.example.org')
			for (const link of linksOf(mail)) {
				// Confirmed above: the used link now says so, with a 404.
				if (link.includes('/newsletter/confirm/')) continue
				const url = new URL(link)
				const res = await fetch(`${server.url}${url.pathname}${url.search}`, {
					headers: forStaff ? { Cookie: cookie } : {},
					redirect: 'manual',
				})
				await res.arrayBuffer()
				answers.push(`${res.status} ${forStaff ? 'staff' : mail.to.join()} ${url.pathname}${url.search}`)
			}
		}
		expect(answers.length).toBeGreaterThan(10)
		expect(answers.filter((a) => !a.startsWith('200 '))).toEqual([])
		// Each kind of link was there to follow.
		for (const path of [
			`/admin/viewing-rooms/${room.body.id}/edit`,
			`/admin/artworks/${hidden!.id}/edit`,
			'/admin/enquiries',
			roomPath,
			`/artwork/${shown!.slug}`,
			'/newsletter/unsubscribe/',
			'/api/file/',
		])
			expect(
				answers.some((a) => a.includes(` ${path}`)),
				path,
			).toBe(true)
	})

	it("mails a new staff account's invitation from the user form: the sign-in address, the username and the one-time password", async () => {
		const cookie = await adminCookie(server)
		const create = (fields: Record<string, string>) =>
			fetch(`${server.url}/admin/users`, {
				method: 'POST',
				headers: { Cookie: cookie },
				body: new URLSearchParams({ intent: 'create', role: 'editor', ...fields }),
			})
		// Without an address there is nobody to mail: refused beside the field, and no account is made.
		const refused = await create({ username: 'nomail', email: '', send_invitation: 'on' })
		expect(refused.status).toBe(400)
		expect(await refused.text()).toContain('Enter an email to mail the invitation to')
		const users = (await client.get('/api/admin/user', { token: await client.login() })).body as { username: string }[]
		expect(users.map((u) => u.username)).not.toContain('nomail')

		const before = smtp.messages.length
		const made = await create({ username: 'mira', email: 'mira@example.com', send_invitation: 'on' })
		expect(made.status).toBe(200)
		const page = await made.text()
		expect(page).toContain('The invitation was mailed to mira@example.com.')
		const shown = /data-testid="one-time-password"[\s\S]*?<code[^>]*>([^<]+)<\/code>/.exec(page)![1]!
		await expect.poll(() => smtp.messages.length, { timeout: 15_000 }).toBe(before + 1)
		const mail = smtp.messages.at(-1)!
		expect(mail.to).toEqual(['mira@example.com'])
		expect(mail.headers['reply-to']).toBeUndefined()
		expect(mail.text).toContain('Sign in at https://gallery.example.org/admin\n')
		expect(mail.text).toContain('Username: mira')
		expect(mail.text).toContain(`One-time password: ${shown}`)
		// The link answers 200 for the person it is for, and the password signs them in to choose their own.
		const login = await fetch(`${server.url}/admin`)
		expect(login.status).toBe(200)
		const signIn = await fetch(`${server.url}/admin?index`, {
			method: 'POST',
			body: new URLSearchParams({ username: 'mira', password: shown }),
			redirect: 'manual',
		})
		expect(signIn.status).toBe(302)
		expect(signIn.headers.get('location')).toBe('/admin/password')

		// Unticked, nothing is mailed; over the API the answer says whether it went.
		const quiet = await create({ username: 'quiet', email: 'quiet@example.com' })
		expect(await quiet.text()).not.toContain('The invitation was')
		const viaApi = await client.post('/api/admin/user', {
			token: await client.login(),
			json: { username: 'apiuser', email: 'api@example.com', role: 'editor', send_invitation: true },
		})
		expect(viaApi.status).toBe(201)
		expect(viaApi.body.invitation).toBe(true)
		await expect.poll(() => smtp.messages.length, { timeout: 15_000 }).toBe(before + 2)
		expect(smtp.messages.at(-1)!.text).toContain(`One-time password: ${viaApi.body.password}`)
	})

	it("mails a sale's invoice to the buyer from the sale's page, the PDF attached, replies to the member of staff", async () => {
		const token = await client.login()
		const sales = (await client.get('/api/admin/sales', { token })).body as {
			id: number
			contact_id: number
			invoice_number: string
			buyer_name: string
		}[]
		const sale = sales.find((one) => one.contact_id !== null)!
		const buyer = (await client.get(`/api/admin/contacts/${sale.contact_id}`, { token })).body as { email: string }
		const cookie = await adminCookie(server)
		const page = await fetch(`${server.url}/admin/sales/${sale.id}`, { headers: { Cookie: cookie } })
		expect(await page.text()).toContain('Send by mail')
		const before = smtp.messages.length
		const sent = await fetch(`${server.url}/admin/sales/${sale.id}`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: new URLSearchParams({ intent: 'send' }),
			redirect: 'manual',
		})
		expect(sent.status).toBe(302)
		// The toast comes back with the page the post redirects to, in its own cookie.
		const toast = sent.headers
			.getSetCookie()
			.find((c) => c.startsWith('gallery_toast='))!
			.split(';')[0]
		const shown = await fetch(`${server.url}${sent.headers.get('location')}`, {
			headers: { Cookie: `${cookie}; ${toast}` },
		})
		expect(await shown.text()).toContain(`Sent to ${buyer.email}.`)
		await expect.poll(() => smtp.messages.length, { timeout: 15_000 }).toBe(before + 1)
		const mail = smtp.messages.at(-1)!
		expect(mail.to).toEqual([buyer.email])
		expect(mail.headers.subject).toBe(`Invoice ${sale.invoice_number} from Meridian Gallery`)
		expect(mail.raw).toContain(`Dear ${sale.buyer_name},`)
		// The attachment is the invoice itself, read back.
		const attached = /Content-Type: application\/pdf[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/i.exec(mail.raw)![1]!
		const pdf = await readPdf(Buffer.from(attached.replace(/\r\n/g, ''), 'base64'))
		expect(pdf.text).toContain(sale.invoice_number)
		expect(pdf.text).toContain(sale.buyer_name)
	})
})

/** Every absolute link to the site in a mail: its text and HTML parts and its List-Unsubscribe header. */
function linksOf(mail: ReceivedMail): string[] {
	const parts = partsOf(mail)
	const bodies = Object.keys(parts).length ? Object.values(parts) : [mail.text]
	const found = [...bodies, mail.headers['list-unsubscribe'] ?? ''].flatMap((body) =>
		[...body.replace(/&amp;/g, '&').matchAll(/https:\/\/gallery\.example\.org[^\s"'<>)]*/g)].map((m) => m[0]),
	)
	return [...new Set(found)]
}

describe('mail needs PUBLIC_URL', () => {
	it('refuses to start with SMTP_URL and no PUBLIC_URL, in one line naming PUBLIC_URL', async () => {
		const base = makeTempDir('mail-no-public-url')
		const { code, output } = await runServerExpectingExit({
			DATA_DIR: path.join(base, 'data'),
			UPLOADS_DIR: path.join(base, 'uploads'),
			SMTP_URL: 'smtp://gallery:mail-secret@127.0.0.1:2525',
		})
		expect(code).toBe(1)
		expect(output.trim()).toMatch(/^Cannot start: PUBLIC_URL is required when SMTP_URL is set[^\n]*$/)
		expect(output).not.toContain('mail-secret')
		expect(output).not.toMatch(/\n\s+at /)
	})
})

describe('enquiry notices when the mail server is down or refuses', () => {
	let smtpPort: number
	let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined
	let server: TestServer
	let client: ReturnType<typeof api>
	beforeAll(async () => {
		smtpPort = await freePort()
		const env = {
			SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
			MAIL_FROM: 'notices@gallery.example.org',
			PUBLIC_URL: 'https://gallery.example.org',
		}
		// A previous run took an enquiry it could not mail: nothing listened on the mail server's port.
		const previous = await startServer({ seed: 'demo', env })
		const earlier = await api(previous).post('/api/enquiries', {
			json: {
				artwork_id: 2,
				name: 'Earlier Visitor',
				email: 'earlier@example.com',
				message: 'Sent while the mail server was away',
			},
		})
		await previous.stop()
		expect(earlier.status, earlier.text).toBe(201)
		server = await startServer({
			seed: 'none',
			dataDir: previous.dataDir,
			uploadsDir: previous.uploadsDir,
			env: { ...env, ...(previous.databaseUrl ? { DATABASE_URL: previous.databaseUrl } : {}) },
		})
		client = api(server)
	})
	afterAll(async () => {
		await server?.stop()
		await smtp?.stop()
	})

	it('stores and answers 201 while the mail server is down, then sends everything once it is back', async () => {
		const res = await client.post('/api/enquiries', { json: { ...valid, artwork_id: 1 } })
		expect(res.status).toBe(201)
		const stored = server.readDb().enquiries
		expect(stored.map((e: { name: string }) => e.name)).toEqual(['Earlier Visitor', 'Ada Lovelace'])
		expect(stored.every((e: { notified_at: unknown }) => e.notified_at === null)).toBe(true)
		// The inbox shows both in the meantime.
		const token = await client.login()
		expect((await client.get('/api/admin/enquiries', { token })).body).toHaveLength(2)
		await expect.poll(() => server.logs(), { timeout: 15_000 }).toMatch(/was not accepted by the mail server/)

		smtp = await startSmtp(smtpPort)
		// The pause the outbox took after its failed tries passes (the longest one it ever takes).
		await server.moveClock(RETRY_MAX_MS)
		await expect.poll(() => smtp!.messages.length, { timeout: 20_000 }).toBe(2)
		// Without NOTIFY_EMAIL the notices go to the contact email; MAIL_FROM is the sender.
		expect(smtp.messages.map((m) => m.to)).toEqual([['hello@meridian.example'], ['hello@meridian.example']])
		expect(smtp.messages[0]!.from).toBe('notices@gallery.example.org')
		expect(smtp.messages.map((m) => m.headers['reply-to'])).toEqual([
			'Earlier Visitor <earlier@example.com>',
			'Ada Lovelace <ada@example.com>',
		])
		await expect
			.poll(() => server.readDb().enquiries.every((e: { notified_at: unknown }) => typeof e.notified_at === 'string'))
			.toBe(true)
	})

	it('keeps an enquiry the mail server refuses for a while (4xx) and retries until it is accepted', async () => {
		const before = smtp!.messages.length
		smtp!.refuse(1, 451)
		const res = await client.post('/api/enquiries', { json: { ...valid, name: 'Refused Once', exhibition_id: 1 } })
		expect(res.status).toBe(201)
		expect(server.readDb().enquiries.some((e: { name: string }) => e.name === 'Refused Once')).toBe(true)
		// The line goes to the server's stderr, a pipe of its own: it may reach this process after the record does.
		await expect.poll(() => server.logs(), { timeout: 15_000 }).toMatch(/Mailbox unavailable.*will be retried/)
		// The first retry's pause passes.
		await server.moveClock(RETRY_FIRST_MS)
		await expect.poll(() => smtp!.messages.length, { timeout: 20_000 }).toBe(before + 1)
		expect(smtp!.messages.at(-1)!.headers['reply-to']).toBe('Refused Once <ada@example.com>')
	})
	it('marks a notice the mail server refuses for good (5xx) as failed, shows it in the inbox, and goes on', async () => {
		const before = smtp!.messages.length
		smtp!.refuse(1, 550)
		const refused = await client.post('/api/enquiries', { json: { ...valid, name: 'Refused For Good', artwork_id: 1 } })
		expect(refused.status).toBe(201)
		const id = refused.body.enquiry.id
		const record = () => server.readDb().enquiries.find((e: { id: number }) => e.id === id)
		await expect.poll(() => record()?.notice_failed_at, { timeout: 15_000 }).toEqual(expect.any(String))
		expect(record().notified_at).toBeNull()
		expect(record().notice_error).toMatch(/550 Mailbox unavailable/)
		// The line goes to the server's stderr, a pipe of its own: it may reach this process after the record does.
		await expect
			.poll(() => server.logs(), { timeout: 5000 })
			.toMatch(new RegExp(`notice of enquiry ${id} was refused .*will not be retried`))

		// The next notice goes out at once; the refused one is never sent again.
		const next = await client.post('/api/enquiries', { json: { ...valid, name: 'Accepted Next', exhibition_id: 1 } })
		expect(next.status).toBe(201)
		await expect.poll(() => smtp!.messages.length, { timeout: 15_000 }).toBe(before + 1)
		expect(smtp!.messages.at(-1)!.headers['reply-to']).toBe('Accepted Next <ada@example.com>')
		// Past every pause a retry could take, the next pass over the outbox (a new enquiry's) still leaves it out.
		await server.moveClock(RETRY_MAX_MS)
		const after = await client.post('/api/enquiries', { json: { ...valid, name: 'After The Pause', exhibition_id: 1 } })
		expect(after.status).toBe(201)
		await expect.poll(() => smtp!.messages.length, { timeout: 15_000 }).toBe(before + 2)
		expect(smtp!.messages.at(-1)!.headers['reply-to']).toBe('After The Pause <ada@example.com>')
		expect(smtp!.messages.some((m) => m.headers['reply-to']?.startsWith('Refused For Good'))).toBe(false)

		// The API record keeps its documented fields; the inbox says what happened.
		const token = await client.login()
		const listed = (await client.get('/api/admin/enquiries', { token })).body.find((e: { id: number }) => e.id === id)
		expect(Object.keys(listed)).not.toContain('notice_error')
		const cookie = await adminCookie(server)
		const inbox = await (await fetch(`${server.url}/admin/enquiries`, { headers: { cookie } })).text()
		expect(inbox).toMatch(/Email notice failed: [^<]*550 Mailbox unavailable/)
		expect(inbox).not.toContain('Email notices are off')
	})
})
