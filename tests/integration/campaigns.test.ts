import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCookie } from '../support/admin.ts'
import { api } from '../support/api.ts'
import { restartWith } from '../support/scene.ts'
import { startServer, type TestServer } from '../support/server.ts'
import { partsOf, type ReceivedMail, SMTP_PASS, SMTP_USER, startSmtp } from '../support/smtp.ts'

/**
 * Newsletter campaigns through a real SMTP server (docs/admin.md, 'Newsletter
 * campaigns'; docs/operations.md, 'Newsletter sending'): one delivery per
 * active subscriber, each mailed once, even across a crash mid-send.
 */
const ORIGIN = 'https://gallery.example.org'

type Reader = { email: string; status: 'active' | 'pending' | 'unsubscribed' | 'bounced'; token?: string }

/** A demo server's scene with these readers and a postal address (tests/support/scene.ts). */
function withReaders(readers: Reader[]) {
	return (db: Record<string, any>) => {
		const time = new Date().toISOString()
		db.contact_info.address = '12 Harbour Street, Bristol BS1 4QA'
		db.subscribers = readers.map((r, i) => ({
			id: i + 1,
			email: r.email,
			name: '',
			status: r.status,
			subscribed_at: time,
			source: 'website',
			unsubscribe_token: r.token ?? `token-${i + 1}-abcdefghijklmnop`,
			failed_count: 0,
		}))
		db.next_ids.subscribers = readers.length + 1
	}
}

function smtpEnv(port: number, perMinute: number) {
	return {
		SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${port}`,
		PUBLIC_URL: ORIGIN,
		MAIL_FROM: 'news@gallery.example.org',
		NEWSLETTER_SEND_PER_MINUTE: String(perMinute),
	}
}

const active = Array.from({ length: 30 }, (_, i): Reader => ({
	email: `reader${i + 1}@example.com`,
	status: 'active',
	// Older records have no unsubscribe secret yet: queueing gives them one.
	token: i === 4 ? '' : undefined,
}))
const others: Reader[] = [
	{ email: 'pending1@example.com', status: 'pending' },
	{ email: 'pending2@example.com', status: 'pending' },
	{ email: 'gone1@example.com', status: 'unsubscribed' },
	{ email: 'gone2@example.com', status: 'unsubscribed' },
	{ email: 'bounced@example.com', status: 'bounced' },
]

function countsByAddress(messages: ReceivedMail[], subject: string) {
	const counts = new Map<string, number>()
	for (const m of messages)
		if (m.headers['subject'] === subject) for (const to of m.to) counts.set(to, (counts.get(to) ?? 0) + 1)
	return counts
}

describe('a campaign to 30 active subscribers', () => {
	let smtp: Awaited<ReturnType<typeof startSmtp>>
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	beforeAll(async () => {
		smtp = await startSmtp()
		const scene = withReaders([...active.slice(0, 15), ...others, ...active.slice(15)])
		server = await startServer({ seed: 'demo', scene, env: smtpEnv(smtp.port, 6000) })
		client = api(server)
		token = await client.login()
	})
	afterAll(async () => {
		await server?.stop()
		await smtp?.stop()
	})

	it('mails every active subscriber once, with the unsubscribe headers, HTML and text, and alt text', async () => {
		const reserved = await client.put('/api/admin/artworks/1', { token, json: { availability: 'reserved' } })
		expect(reserved.status, reserved.text).toBe(200)
		const created = await client.post('/api/admin/campaigns', {
			token,
			json: {
				subject: 'Autumn at the gallery',
				preheader: 'Three shows and new works',
				intro: 'Dear friends,\n\nThe season opens this week.',
				exhibition_id: 1,
				artwork_ids: [1, 2, 6],
				viewing_room_id: null,
			},
		})
		expect(created.status, created.text).toBe(201)
		expect(created.body).toMatchObject({ status: 'draft', counts: { queued: 0, sent: 0, failed: 0 } })
		const id = created.body.id as number

		const sent = await client.post(`/api/admin/campaigns/${id}/send`, { token, json: {} })
		expect(sent.status, sent.text).toBe(200)
		await expect
			.poll(async () => (await client.get(`/api/admin/campaigns/${id}`, { token })).body.status, { timeout: 30_000 })
			.toBe('sent')
		const final = await client.get(`/api/admin/campaigns/${id}`, { token })
		expect(final.body.counts).toEqual({ queued: 0, sent: 30, failed: 0 })
		expect(final.body.sent_at).toEqual(expect.any(String))

		const counts = countsByAddress(smtp.messages, 'Autumn at the gallery')
		expect([...counts.keys()].sort()).toEqual(active.map((r) => r.email).sort())
		for (const [address, n] of counts) expect(n, address).toBe(1)

		const db = server.readDb()
		const fifth = db.subscribers.find((s: { email: string }) => s.email === 'reader5@example.com')
		expect(fifth.unsubscribe_token).toMatch(/^[A-Za-z0-9_-]{20,}$/)
		const mail = smtp.messages.find((m) => m.to[0] === 'reader5@example.com')!
		const unsubscribe = `${ORIGIN}/newsletter/unsubscribe/${fifth.unsubscribe_token}`
		expect(mail.headers['list-unsubscribe']).toBe(
			`<${unsubscribe}>, <mailto:news@gallery.example.org?subject=unsubscribe>`,
		)
		expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
		expect(mail.headers['message-id']).toMatch(/^<campaign-\d+\.delivery-\d+@gallery\.example\.org>$/)
		expect(mail.headers['from']).toBe('Meridian Gallery <news@gallery.example.org>')

		const parts = partsOf(mail)
		const html = parts['text/html']!
		const text = parts['text/plain']!
		expect(html).toContain('Three shows and new works')
		expect(html).toContain(`href="${unsubscribe}"`)
		expect(html).toContain('12 Harbour Street, Bristol BS1 4QA')
		expect(html).toContain(`${ORIGIN}/exhibition/colour-as-place`)
		expect(html).toContain(`src="${ORIGIN}/api/file/42?w=1280&amp;fm=jpeg"`)
		expect(html).not.toMatch(/webp|avif/)
		const images = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0])
		expect(images).toHaveLength(4)
		for (const img of images) {
			expect(img).toMatch(/\salt="[^"]+"/)
			expect(img).toMatch(/\ssrc="https:\/\/gallery\.example\.org\/api\/file\/\d+\?w=\d+&amp;fm=jpeg"/)
			// A JPEG any mail program may load from its own origin (a picture from another site).
			const src = /\ssrc="https:\/\/gallery\.example\.org([^"]+)"/.exec(img)![1]!.replace(/&amp;/g, '&')
			const res = await fetch(`${server.url}${src}`, { headers: { 'Sec-Fetch-Site': 'cross-site' } })
			const bytes = Buffer.from(await res.arrayBuffer())
			expect(res.status, src).toBe(200)
			expect(res.headers.get('content-type')).toBe('image/jpeg')
			expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
			expect(bytes.subarray(0, 3).toString('hex')).toBe('ffd8ff')
		}
		// Any other picture of the site stays for the site's own pages.
		const page = await fetch(`${server.url}/api/file/42?w=1280&fm=webp`)
		expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin')
		// The price only where the artwork page shows it: the reserved Morning Field's, none for the sold Harmattan.
		expect(text).toContain('Amara Okafor, Morning Field')
		expect(text).toMatch(/Morning Field, \d{4}\nReserved\n€6,500/)
		expect(text).toMatch(/Harmattan, \d{4}\nSold\nhttps:/)
		expect(html).toMatch(/>Reserved<\/p>/)
		expect(html).toMatch(/>Sold<\/p>/)
		expect(text).toContain('Price on request')
		expect(text).toContain('Dear friends,\n\nThe season opens this week.')
		expect(text).toContain(`Unsubscribe: ${unsubscribe}`)
		expect(text).toContain('12 Harbour Street, Bristol BS1 4QA')

		// Nobody else got anything.
		for (const r of others) expect(counts.has(r.email), r.email).toBe(false)
		// Sending it again is a conflict.
		const again = await client.post(`/api/admin/campaigns/${id}/send`, { token, json: {} })
		expect(again.status).toBe(409)
		expect(again.body.error).toBe('This campaign is sent: it can no longer be sent')
	})

	it('sends nobody the same campaign twice when the server is killed while sending, and goes on after a restart', async () => {
		const subject = 'Winter viewing room'
		let killAt = -1
		// A second SMTP server that kills the site while the 10th mail of this campaign waits for its answer.
		const killing = await startSmtp(0, {
			beforeAnswer: () => {
				if (killing && killing.messages.length === 10 && killAt < 0) {
					killAt = killing.messages.length
					process.kill(server.pid, 'SIGKILL')
				}
			},
		})
		await server.stop()
		server = await restartWith(server, undefined, { env: smtpEnv(killing.port, 6000) })
		client = api(server)
		token = await client.login()
		const created = await client.post('/api/admin/campaigns', { token, json: { subject, viewing_room_id: null } })
		expect(created.status).toBe(201)
		const id = created.body.id as number
		expect((await client.post(`/api/admin/campaigns/${id}/send`, { token, json: {} })).status).toBe(200)
		await expect.poll(() => killAt, { timeout: 30_000 }).toBe(10)
		await server.stop()

		server = await restartWith(server, undefined, { env: smtpEnv(killing.port, 6000) })
		client = api(server)
		token = await client.login()
		await expect
			.poll(async () => (await client.get(`/api/admin/campaigns/${id}`, { token })).body.status, { timeout: 30_000 })
			.toBe('sent')
		const counts = countsByAddress(killing.messages, subject)
		for (const [address, n] of counts) expect(n, address).toBe(1)
		const final = await client.get(`/api/admin/campaigns/${id}`, { token })
		// The mail in flight at the kill is the only one recorded failed; every other reader got it.
		expect(final.body.counts).toEqual({ queued: 0, sent: 29, failed: 1 })
		const failed = server.readDb().deliveries.filter((d: any) => d.campaign_id === id && d.status === 'failed')
		expect(failed).toHaveLength(1)
		expect(failed[0].answer).toBe('interrupted: may have been sent')
		expect(counts.size).toBe(30)
		expect(server.logs()).toContain('interrupted by a stop while being sent were recorded failed')
		await killing.stop()
	})
})

describe('refusals, tests, schedules, pause and cancel', () => {
	let smtp: Awaited<ReturnType<typeof startSmtp>>
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	const readers: Reader[] = [
		{ email: 'refused@example.com', status: 'active' },
		{ email: 'ok1@example.com', status: 'active' },
		{ email: 'ok2@example.com', status: 'active' },
		{ email: 'ok3@example.com', status: 'active' },
	]
	beforeAll(async () => {
		smtp = await startSmtp()
		server = await startServer({ seed: 'demo', scene: withReaders(readers), env: smtpEnv(smtp.port, 600) })
		client = api(server)
		token = await client.login()
	})
	afterAll(async () => {
		await server?.stop()
		await smtp?.stop()
	})

	async function campaign(subject: string) {
		const res = await client.post('/api/admin/campaigns', { token, json: { subject } })
		expect(res.status, res.text).toBe(201)
		return res.body.id as number
	}
	const statusOf = async (id: number) => (await client.get(`/api/admin/campaigns/${id}`, { token })).body

	it('records a 5xx answer as failed and makes the reader bounced after three in a row', async () => {
		for (let round = 1; round <= 3; round++) {
			const id = await campaign(`Round ${round}`)
			smtp.refuse(1)
			expect((await client.post(`/api/admin/campaigns/${id}/send`, { token })).status).toBe(200)
			await expect.poll(async () => (await statusOf(id)).status, { timeout: 20_000 }).toBe('sent')
			expect((await statusOf(id)).counts).toEqual({ queued: 0, sent: 3, failed: 1 })
			const db = server.readDb()
			const delivery = db.deliveries.find((d: any) => d.campaign_id === id && d.email === 'refused@example.com')
			expect(delivery.status).toBe('failed')
			expect(delivery.answer).toContain('550')
			expect(delivery.answer).toContain('Mailbox unavailable')
			const reader = db.subscribers.find((s: any) => s.email === 'refused@example.com')
			expect(reader.failed_count).toBe(round)
			expect(reader.status).toBe(round < 3 ? 'active' : 'bounced')
			// A success resets the count: the others stay at 0.
			expect(db.subscribers.find((s: any) => s.email === 'ok1@example.com').failed_count).toBe(0)
		}
		const before = smtp.messages.length
		const id = await campaign('After the bounce')
		expect((await client.post(`/api/admin/campaigns/${id}/send`, { token })).status).toBe(200)
		await expect.poll(async () => (await statusOf(id)).status, { timeout: 20_000 }).toBe('sent')
		expect((await statusOf(id)).counts).toEqual({ queued: 0, sent: 3, failed: 0 })
		expect(smtp.messages.slice(before).flatMap((m) => m.to)).not.toContain('refused@example.com')
	})

	it('sends a test to one address, and answers 400, 404 and 409 with JSON errors', async () => {
		const id = await campaign('A test of the test')
		const res = await client.post(`/api/admin/campaigns/${id}/test`, { token, json: { email: 'curator@example.org' } })
		expect(res.status, res.text).toBe(200)
		await expect.poll(() => smtp.messages.filter((m) => m.to[0] === 'curator@example.org').length).toBe(1)
		const mail = smtp.messages.find((m) => m.to[0] === 'curator@example.org')!
		expect(mail.headers['subject']).toBe('[Test] A test of the test')
		expect((await statusOf(id)).status).toBe('draft')

		const bad = await client.refused(() =>
			client.post(`/api/admin/campaigns/${id}/test`, { token, json: { email: 'nope' } }),
		)
		expect(bad.status).toBe(400)
		expect(bad.body.fields.email).toBe('Please enter a valid email address')
		const tooMany = await client.refused(() =>
			client.post('/api/admin/campaigns', {
				token,
				json: { subject: 'x', artwork_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] },
			}),
		)
		expect(tooMany.body.fields.artwork_ids).toBe('Choose at most 12 artworks')
		const unknown = await client.refused(() =>
			client.post('/api/admin/campaigns', { token, json: { subject: 'x', exhibition_id: 999 } }),
		)
		expect(unknown.body.fields.exhibition_id).toBe('Exhibition not found')
		expect((await client.get('/api/admin/campaigns/9999', { token })).status).toBe(404)
		expect((await client.post('/api/admin/campaigns/9999/send', { token })).status).toBe(404)
		const noSubject = await client.refused(() => client.post('/api/admin/campaigns', { token, json: {} }))
		expect(noSubject.body.fields.subject).toBe('Subject is required')
		expect((await client.post(`/api/admin/campaigns/${id}/pause`, { token })).status).toBe(409)
		expect((await client.post('/api/admin/campaigns', { json: { subject: 'x' } })).status).toBe(401)
	})

	it('sends a scheduled campaign at its time without a request', async () => {
		const id = await campaign('Scheduled')
		// A minute from the server's now; the test moves the server's clock over that minute rather than wait.
		const at = new Date(server.now() + 60_000).toISOString()
		const res = await client.post(`/api/admin/campaigns/${id}/send`, { token, json: { send_at: at } })
		expect(res.status).toBe(200)
		expect(res.body).toMatchObject({ status: 'scheduled', send_at: at })
		const find = () => server.readDb().campaigns.find((c: any) => c.id === id)
		expect(find().status).toBe('scheduled')
		await server.moveClock(Math.max(0, Date.parse(at) - server.now()))
		await expect.poll(() => find().status, { timeout: 20_000, interval: 200 }).toBe('sent')
		expect(Date.parse(find().sent_at)).toBeGreaterThanOrEqual(Date.parse(at))
	})

	it('pauses, resumes and cancels', async () => {
		// One mail every 100 ms: pausing right after sending stops before the end.
		const id = await campaign('Paused')
		expect((await client.post(`/api/admin/campaigns/${id}/send`, { token })).status).toBe(200)
		await expect.poll(async () => (await statusOf(id)).status, { interval: 20 }).toBe('sending')
		const paused = await client.post(`/api/admin/campaigns/${id}/pause`, { token })
		expect(paused.status, paused.text).toBe(200)
		expect(paused.body.status).toBe('paused')
		await new Promise((r) => setTimeout(r, 600))
		const held = (await statusOf(id)).counts
		expect(held.queued).toBeGreaterThan(0)
		await new Promise((r) => setTimeout(r, 400))
		expect((await statusOf(id)).counts).toEqual(held)
		expect((await client.post(`/api/admin/campaigns/${id}/resume`, { token })).body.status).toBe('sending')
		await expect.poll(async () => (await statusOf(id)).status, { timeout: 20_000 }).toBe('sent')
		expect((await statusOf(id)).counts).toEqual({ queued: 0, sent: 3, failed: 0 })

		const cancelled = await campaign('Cancelled')
		await client.post(`/api/admin/campaigns/${cancelled}/send`, {
			token,
			json: { send_at: new Date(server.now() + 60_000).toISOString() },
		})
		const res = await client.post(`/api/admin/campaigns/${cancelled}/cancel`, { token })
		expect(res.body.status).toBe('cancelled')
		expect(res.body.counts).toEqual({ queued: 0, sent: 0, failed: 0 })
		expect((await client.post(`/api/admin/campaigns/${cancelled}/resume`, { token })).status).toBe(409)
	})

	it('a campaign linking to a missing page of the site is not sent, with the reason, until an admin sends it anyway', async () => {
		const intro = 'Our next show: [see it](/exhibition/no-such-show).'
		const created = await client.post('/api/admin/campaigns', { token, json: { subject: 'Held back', intro } })
		expect(created.status, created.text).toBe(201)
		const id = created.body.id as number
		const refused = await client.refused(() => client.post(`/api/admin/campaigns/${id}/send`, { token }))
		expect(refused.status).toBe(409)
		expect(refused.body.fields.intro).toBe(
			'Not sent: The link to /exhibition/no-such-show leads to a page that does not exist (404).',
		)
		expect((await statusOf(id)).status).toBe('draft')

		// The page shows the reason beside the intro; "Send now" confirmed says it in its toast.
		const cookie = await adminCookie(server)
		const page = await client.get(`/admin/newsletter/campaigns/${id}`, { headers: { Cookie: cookie } })
		expect(page.text).toMatch(/<ul id="[^"]*-checks"[^>]*><li[^>]*>.*The link to \/exhibition\/no-such-show/)
		const readers = server.readDb().subscribers.filter((s: { status: string }) => s.status === 'active').length
		const sent = await client.post(`/admin/newsletter/campaigns/${id}`, {
			body: new URLSearchParams({ intent: 'send', readers: String(readers) }).toString(),
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
		})
		expect(sent.status).toBe(302)
		expect((await statusOf(id)).status).toBe('draft')

		// The confirmation names the problem and offers an admin "Send anyway", a plain form post that counts the readers.
		const ask = await client.get(`/admin/newsletter/campaigns/${id}?send=confirm`, { headers: { Cookie: cookie } })
		expect(ask.text).toContain(
			'It has a problem that keeps it from being sent: The link to /exhibition/no-such-show leads to a page that does not exist (404).',
		)
		expect(ask.text).toMatch(/<button type="submit" value="send-anyway"[^>]* name="intent">Send anyway<\/button>/)
		const anyway = (readersNow: number) =>
			client.post(`/admin/newsletter/campaigns/${id}`, {
				body: new URLSearchParams({ intent: 'send-anyway', readers: String(readersNow) }).toString(),
				headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
			})
		// Asked about another number of readers, it asks again and sends nothing.
		const stale = await anyway(readers + 1)
		expect(stale.headers.get('location')).toMatch(/\?send=confirm$/)
		expect((await statusOf(id)).status).toBe('draft')
		const confirmed = await anyway(readers)
		expect(confirmed.status).toBe(302)
		await expect.poll(async () => (await statusOf(id)).status, { timeout: 20_000 }).toBe('sent')
		const log = (await client.get('/api/admin/activity', { token })).body as { summary: string; entity: string }[]
		expect(log.find((e) => e.summary.startsWith('Published anyway: "Held back"'))?.entity).toBe('campaign')
	})

	it('keeps the works in the order chosen in the back office, and sends only once "Send to N readers?" is confirmed', async () => {
		const cookie = await adminCookie(server)
		const formPost = (path: string, fields: [string, string][]) =>
			client.post(path, {
				body: new URLSearchParams(fields).toString(),
				headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
			})
		const content: [string, string][] = [
			['subject', 'In the order chosen'],
			['artwork_ids', '6'],
			['artwork_ids', '1'],
			['artwork_ids', '2'],
		]
		const created = await formPost('/admin/newsletter/campaigns/new', content)
		expect(created.status).toBe(302)
		const path = created.headers.get('location')!
		const id = Number(path.split('/').at(-1))
		const stored = () => server.readDb().campaigns.find((c: { id: number }) => c.id === id)
		expect(stored().artwork_ids).toEqual([6, 1, 2])

		// The page lists the chosen works first, in their order; Move up saves the draft with the work moved.
		const titleOf = (artworkId: number) =>
			server.readDb().artworks.find((a: { id: number }) => a.id === artworkId).title as string
		const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;')
		const page = await client.get(path, { headers: { Cookie: cookie } })
		const chosen = page.text.slice(page.text.indexOf('aria-label="Chosen artworks, in order"'))
		const at = (artworkId: number) => chosen.indexOf(escaped(titleOf(artworkId)))
		expect(at(6)).toBeGreaterThan(-1)
		expect(at(6)).toBeLessThan(at(1))
		expect(at(1)).toBeLessThan(at(2))
		const moved = await formPost(path, [...content, ['intent', 'move-up:1']])
		expect(moved.status).toBe(302)
		expect(moved.headers.get('location')).toBe(`${path}#campaign-artworks`)
		expect(stored().artwork_ids).toEqual([1, 6, 2])

		// "Send now" without the confirmation's answer, or with a number that is no longer right, only asks.
		const readers = server.readDb().subscribers.filter((s: { status: string }) => s.status === 'active').length
		for (const answer of [[], [['readers', String(readers + 5)]]] as [string, string][][]) {
			const unconfirmed = await formPost(path, [['intent', 'send'], ...answer])
			expect(unconfirmed.status).toBe(302)
			expect(unconfirmed.headers.get('location')).toBe(`${path}?send=confirm`)
			expect(stored().status).toBe('draft')
		}
		const ask = await client.get(`${path}?send=confirm`, { headers: { Cookie: cookie } })
		expect(ask.text).toContain(`Send to ${readers} readers?`)
		expect(ask.text).toMatch(new RegExp(`<input type="hidden" name="readers" value="${readers}"/>`))
		expect((await client.get(path, { headers: { Cookie: cookie } })).text).not.toContain('readers?')

		const confirmed = await formPost(path, [
			['intent', 'send'],
			['readers', String(readers)],
		])
		expect(confirmed.status).toBe(302)
		await expect.poll(() => stored().status, { timeout: 20_000 }).toBe('sent')
		const mails = smtp.messages.filter((m) => m.headers['subject'] === 'In the order chosen')
		expect(mails).toHaveLength(readers)
		for (const mail of mails) {
			const html = partsOf(mail)['text/html']!
			const text = partsOf(mail)['text/plain']!
			const order = [1, 6, 2].map((a) => html.indexOf(escaped(titleOf(a))))
			expect(order[0], html).toBeGreaterThan(-1)
			expect(order).toEqual([...order].sort((x, y) => x - y))
			const textOrder = [1, 6, 2].map((a) => text.indexOf(titleOf(a)))
			expect(textOrder[0]).toBeGreaterThan(-1)
			expect(textOrder).toEqual([...textOrder].sort((x, y) => x - y))
		}
	})
})
