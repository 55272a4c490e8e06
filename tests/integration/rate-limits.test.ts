import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, SECOND_USER, startServerWithFixtures } from '../support/api.ts'
import { burst, type BurstRequest, tally } from '../support/burst.ts'
import { ADMIN_PASSWORD, ADMIN_USERNAME, startServer, type TestServer } from '../support/server.ts'

describe('newsletter sign-ups are limited per client address', () => {
	let server: TestServer
	beforeAll(async () => {
		server = await startServer({ seed: 'empty', env: { NEWSLETTER_SIGNUPS_PER_HOUR: '3' } })
	})
	afterAll(() => server?.stop())

	it('answers 429 with Retry-After on the API, and a toast on the contact form, storing nothing more', async () => {
		const client = api(server)
		const subscribe = (email: string) => client.post('/api/newsletter/subscribe', { json: { email } })
		expect((await subscribe('one@example.com')).status).toBe(201)
		expect((await subscribe('two@example.com')).status).toBe(201)
		const form = await fetch(`${server.url}/contact`, {
			method: 'POST',
			body: new URLSearchParams({ email: 'three@example.com' }),
			redirect: 'manual',
		})
		expect(form.status).toBe(302)

		const refused = await client.refused(() => subscribe('four@example.com'))
		expect(refused.status).toBe(429)
		expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500)
		expect(refused.body.error).toMatch(/^Too many sign-ups from your address\. Please try again in \d+ minute\(s\)\.$/)

		const again = await fetch(`${server.url}/contact`, {
			method: 'POST',
			body: new URLSearchParams({ email: 'five@example.com' }),
			redirect: 'manual',
		})
		expect(again.status).toBe(302)
		const page = await fetch(`${server.url}/contact`, {
			headers: { Cookie: again.headers.getSetCookie()[0]!.split(';')[0]! },
		})
		expect(await page.text()).toContain('Too many sign-ups from your address.')
		expect(server.readDb().subscribers.map((s: any) => s.email)).toEqual([
			'one@example.com',
			'two@example.com',
			'three@example.com',
		])
	})
})

describe('the current-password check of a password change is throttled', () => {
	let server: TestServer
	beforeAll(async () => {
		server = await startServerWithFixtures()
	})
	afterAll(() => server?.stop())

	it('answers 429 with Retry-After on PUT /api/admin/user/{id} after 10 wrong current passwords, even for the right one', async () => {
		const client = api(server)
		const token = await client.login()
		const me = (await client.get('/api/admin/user', { token })).body.find((u: any) => u.username === ADMIN_USERNAME)
		const change = (currentPassword: string) =>
			client.put(`/api/admin/user/${me.id}`, { token, json: { password: 'a-new-password-1', currentPassword } })
		for (let i = 0; i < 10; i++) expect((await change(`guess-${i}`)).status).toBe(400)
		const refused = await client.refused(() => change(ADMIN_PASSWORD))
		expect(refused.status).toBe(429)
		expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800)
		expect(refused.body.error).toMatch(/^Too many password attempts/)
		// The password is unchanged, and the token still works.
		await client.login(ADMIN_USERNAME, ADMIN_PASSWORD)
		expect((await client.get('/api/admin/user', { token })).status).toBe(200)
	})

	it('shows the refusal beside the Current Password field of the admin form', async () => {
		const signIn = await fetch(`${server.url}/admin?index`, {
			method: 'POST',
			body: new URLSearchParams({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
			redirect: 'manual',
		})
		const cookie = signIn.headers
			.getSetCookie()
			.find((c) => c.startsWith('gallery_session='))!
			.split(';')[0]!
		const curator = server.readDb().users.find((u: any) => u.username === SECOND_USER.username)
		const change = (currentPassword: string) =>
			fetch(`${server.url}/admin/users`, {
				method: 'POST',
				headers: { Cookie: cookie },
				body: new URLSearchParams({
					id: String(curator.id),
					username: curator.username,
					email: curator.email,
					currentPassword,
					password: 'a-new-password-2',
				}),
				redirect: 'manual',
			})
		for (let i = 0; i < 10; i++) {
			const wrong = await change(`guess-${i}`)
			expect(wrong.status).toBe(400)
			expect(await wrong.text()).toContain('Current password is incorrect')
		}
		const refused = await change(SECOND_USER.password)
		expect(refused.status).toBe(429)
		expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
		expect(await refused.text()).toMatch(/Too many password attempts\. Please try again in \d+ minute\(s\)\./)
		const stored = server.readDb().users.find((u: any) => u.id === curator.id)
		expect(stored.password_hash).toBe(curator.password_hash)
	})
})

/**
 * Limits that hold under a race: 60 attempts written at once on 60 open
 * sockets from one address. Each limit counts an attempt before its slow work
 * (the password hash, the write), so only the limit's number get through.
 */
describe('limits hold when the attempts arrive together', () => {
	let server: TestServer
	beforeAll(async () => {
		server = await startServerWithFixtures()
	})
	afterAll(() => server?.stop())

	const json = (path: string, body: unknown, headers: Record<string, string> = {}): BurstRequest => ({
		method: path.startsWith('/api/admin/user/') ? 'PUT' : 'POST',
		path,
		headers: { 'Content-Type': 'application/json', ...headers },
		body: JSON.stringify(body),
	})
	const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}): BurstRequest => ({
		path,
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
		body: new URLSearchParams(fields).toString(),
	})

	it('lets at most 10 of 60 wrong current passwords reach the check of a password change', async () => {
		const client = api(server)
		const token = await client.login(SECOND_USER.username, SECOND_USER.password)
		const me = server.readDb().users.find((u: any) => u.username === SECOND_USER.username)
		const statuses = await burst(
			server.url,
			Array.from({ length: 60 }, (_, i) =>
				json(
					`/api/admin/user/${me.id}`,
					{ password: 'a-new-password-3', currentPassword: `guess-${i}` },
					{ Authorization: `Bearer ${token}` },
				),
			),
		)
		expect(tally(statuses)).toEqual({ 400: 10, 429: 50 })
		expect(server.readDb().users.find((u: any) => u.id === me.id).password_hash).toBe(me.password_hash)
	})

	it('lets at most 10 of 60 wrong passwords sent together to POST /api/auth/login reach the password check', async () => {
		const statuses = await burst(
			server.url,
			Array.from({ length: 60 }, (_, i) =>
				json('/api/auth/login', { username: ADMIN_USERNAME, password: `wrong-${i}` }),
			),
		)
		expect(tally(statuses)).toEqual({ 401: 10, 429: 50 })
		// The window has not passed: even the right password is refused now.
		const right = await api(server).refused(() =>
			api(server).post('/api/auth/login', { json: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } }),
		)
		expect(right.status).toBe(429)
	})

	it('does the same on the admin sign-in form, for an unknown username too', async () => {
		const statuses = await burst(
			server.url,
			Array.from({ length: 60 }, (_, i) => form('/admin?index', { username: 'nobody-here', password: `wrong-${i}` })),
		)
		expect(tally(statuses)).toEqual({ 401: 10, 429: 50 })
	})

	it('stores only 10 of 60 enquiries sent together, through the form and the API', async () => {
		const before = server.readDb().enquiries.length
		const enquiry = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Is it still available?' }
		const statuses = await burst(
			server.url,
			Array.from({ length: 60 }, (_, i) =>
				i % 2 ? json('/api/enquiries', { ...enquiry, artwork_id: 1 }) : form('/artwork/morning-field', enquiry),
			),
		)
		const counts = tally(statuses)
		expect((counts[201] ?? 0) + (counts[302] ?? 0)).toBe(10)
		expect(counts[429]).toBe(50)
		expect(server.readDb().enquiries.length - before).toBe(10)
	})
})

describe('newsletter sign-ups sent together', () => {
	let server: TestServer
	beforeAll(async () => {
		server = await startServer({ seed: 'empty', env: { NEWSLETTER_SIGNUPS_PER_HOUR: '5' } })
	})
	afterAll(() => server?.stop())

	it('stores only the limit of 5 out of 60 sign-ups sent at once, through the form and the API', async () => {
		const statuses = await burst(
			server.url,
			Array.from({ length: 60 }, (_, i) => {
				const email = `burst-${i}@example.com`
				return i % 2
					? {
							path: '/api/newsletter/subscribe',
							headers: { 'Content-Type': 'application/json' },
							body: JSON.stringify({ email }),
						}
					: {
							path: '/contact',
							headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
							body: new URLSearchParams({ email }).toString(),
						}
			}),
		)
		// The form answers every post with a redirect (and a toast); the API answers 201 or 429.
		const counts = tally(statuses)
		expect((counts[201] ?? 0) + (counts[302] ?? 0)).toBe(60 - (counts[429] ?? 0))
		expect(counts[429] ?? 0).toBeGreaterThanOrEqual(25)
		expect(server.readDb().subscribers).toHaveLength(5)
	})
})

/**
 * A flood of failed sign-ins (the activity log's hole of issue 36): one address sending a new username each time,
 * and one username from many addresses. The server trusts X-Forwarded-For here, to play many addresses.
 */
describe('a flood of failed sign-ins', () => {
	let server: TestServer
	beforeAll(async () => {
		server = await startServer({ seed: 'empty', env: { TRUST_PROXY: '1' } })
	})
	afterAll(() => server?.stop())

	/**
	 * One failed sign-in on one of the flood's own connections (`agent`, kept alive, as a flooding client would):
	 * closed when the flood is over, so no idle one, which the server closes after 5 s, is reused by the next test's
	 * first requests just as it closes (ECONNRESET).
	 */
	function signIn(agent: http.Agent, username: string, from: string) {
		return new Promise<number>((resolve, reject) => {
			const body = JSON.stringify({ username, password: 'not-the-password' })
			const req = http.request(
				`${server.url}/api/auth/login`,
				{
					method: 'POST',
					agent,
					headers: {
						'Content-Type': 'application/json',
						'Content-Length': Buffer.byteLength(body),
						'X-Forwarded-For': from,
					},
				},
				(res) => {
					res.resume()
					res.on('end', () => resolve(res.statusCode!))
				},
			)
			req.on('error', reject)
			req.end(body)
		})
	}

	/** Sends the sign-ins 100 at a time, on 100 connections, and counts the answers by status. */
	async function signIns(attempts: { username: string; from: string }[]) {
		const agent = new http.Agent({ keepAlive: true, maxSockets: 100 })
		const statuses: number[] = []
		try {
			for (let i = 0; i < attempts.length; i += 100) {
				const answers = await Promise.all(
					attempts.slice(i, i + 100).map(({ username, from }) => signIn(agent, username, from)),
				)
				statuses.push(...answers)
			}
		} finally {
			agent.destroy()
		}
		return tally(statuses)
	}

	it('slows one address whatever the usernames, and folds its failures into one entry, leaving the log whole', async () => {
		const client = api(server)
		const token = await client.login()
		await client.post('/api/admin/artists', { token, json: { name: 'Before The Flood' } })
		const earlier = server.readDb().activity.map((e: any) => e.id)
		expect(earlier.length).toBeGreaterThanOrEqual(2)

		const counts = await signIns(
			Array.from({ length: 1_100 }, (_, i) => ({ username: `flood-${i}`, from: '203.0.113.7' })),
		)
		expect(counts).toEqual({ 401: 30, 429: 1_070 })
		const log = server.readDb().activity
		expect(log.filter((e: any) => earlier.includes(e.id)).map((e: any) => e.id)).toEqual(earlier)
		const failed = log.filter((e: any) => e.kind === 'sign-in-failed')
		expect(failed).toHaveLength(1)
		// Sent 100 at a time, the 30 counted are the first 30 to arrive, whichever names they carry.
		expect(failed[0]).toMatchObject({ ip: '203.0.113.7', count: 30, username: expect.stringMatching(/^flood-\d+$/) })
		expect(failed[0].summary).toBe(
			`30 failed sign-ins from this address since ${failed[0].summary.match(/since (\d\d:\d\d) UTC/)?.[1]} UTC, the last as "${failed[0].username}"`,
		)
		// Another address is not slowed by this one.
		expect(await signIns([{ username: 'flood-x', from: '203.0.113.8' }])).toEqual({ 401: 1 })
	})

	it(
		'slows one username tried from many addresses, and a success elsewhere is not slowed by it',
		{ timeout: 120_000 },
		async () => {
			const counts = await signIns(
				Array.from({ length: 120 }, (_, i) => ({ username: 'someone', from: `198.51.100.${i + 1}` })),
			)
			expect(counts).toEqual({ 401: 100, 429: 20 })
			const right = await fetch(`${server.url}/api/auth/login`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.1' },
				body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
			})
			expect(right.status).toBe(200)
		},
	)
})
