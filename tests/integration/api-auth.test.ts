import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, EXPIRED_TOKEN, SECOND_USER, startServerWithFixtures } from '../support/api.ts'
import { ADMIN_PASSWORD, ADMIN_USERNAME, type TestServer } from '../support/server.ts'

/** Every call that needs a Bearer token: method, path, JSON body (for writes). */
const PROTECTED: [string, string][] = [
	['GET', '/api/admin/exhibitions'],
	['POST', '/api/admin/exhibitions'],
	['GET', '/api/admin/exhibitions/1'],
	['PUT', '/api/admin/exhibitions/1'],
	['DELETE', '/api/admin/exhibitions/1'],
	['PATCH', '/api/admin/exhibitions/1/visibility'],
	['GET', '/api/admin/artists'],
	['POST', '/api/admin/artists'],
	['PUT', '/api/admin/artists/1'],
	['DELETE', '/api/admin/artists/1'],
	['GET', '/api/admin/artworks'],
	['POST', '/api/admin/artworks'],
	['PUT', '/api/admin/artworks/1'],
	['DELETE', '/api/admin/artworks/1'],
	['GET', '/api/admin/newsletter'],
	['DELETE', '/api/admin/newsletter/1'],
	['GET', '/api/admin/about-blocks'],
	['POST', '/api/admin/about-blocks'],
	['PUT', '/api/admin/about-blocks/1'],
	['DELETE', '/api/admin/about-blocks/1'],
	['PATCH', '/api/admin/about-blocks/1/visibility'],
	['PATCH', '/api/admin/about-blocks/reorder'],
	['PUT', '/api/admin/pages/about'],
	['PUT', '/api/admin/pages/contact/info'],
	['PUT', '/api/admin/home-settings'],
	['GET', '/api/admin/user'],
	['PUT', '/api/admin/user/1'],
	['POST', '/api/files/upload'],
	['GET', '/api/files'],
	['DELETE', '/api/files/1'],
]

describe('/api sign-in and tokens', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string

	beforeAll(async () => {
		server = await startServerWithFixtures()
		client = api(server)
		token = await client.login()
	})
	afterAll(() => server?.stop())

	it('signs in with username and password and answers a token and the user', async () => {
		const res = await client.post('/api/auth/login', { json: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } })
		expect(res.status).toBe(200)
		expect(res.body).toEqual({
			success: true,
			token: expect.any(String),
			user: { id: 1, username: 'admin', email: '', role: 'admin' },
		})
		expect(res.body.token.length).toBeGreaterThanOrEqual(32)
		expect(res.body.token).not.toBe(token)
		// Each token is stored only as a hash.
		expect(JSON.stringify(server.readDb().sessions)).not.toContain(res.body.token)
		const form = await client.post('/api/auth/login', {
			body: new URLSearchParams({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
		})
		expect(form.status).toBe(200)
	})

	it('answers a missing username or password with a 400 validation failure', async () => {
		const res = await client.refused(() => client.post('/api/auth/login', { json: { username: 'admin' } }))
		expect(res.status).toBe(400)
		expect(res.body).toEqual({ error: 'Password is required', fields: { password: 'Password is required' } })
		const empty = await client.refused(() => client.post('/api/auth/login', { json: {} }))
		expect(empty.body.fields).toEqual({ username: 'Username is required', password: 'Password is required' })
		const long = await client.refused(() =>
			client.post('/api/auth/login', { json: { username: 'admin', password: 'x'.repeat(129) } }),
		)
		expect(long.body.fields.password).toBe('Password must be at most 128 characters')
	})

	it('gives an unknown user and a wrong password the same 401', async () => {
		// Both are written in the activity log (tests/integration/roles.test.ts); nothing else changes.
		const wrong = await client.post('/api/auth/login', {
			json: { username: ADMIN_USERNAME, password: 'not-the-password' },
		})
		const unknown = await client.post('/api/auth/login', {
			json: { username: 'nobody-here', password: 'not-the-password' },
		})
		expect(wrong.status).toBe(401)
		expect(unknown.status).toBe(401)
		expect(wrong.body).toEqual({ success: false, error: 'Invalid credentials' })
		expect(unknown.text).toBe(wrong.text)
	})

	it('refuses the 11th failed attempt within 15 minutes with 429 and Retry-After', async () => {
		const username = 'throttled-name'
		for (let i = 0; i < 10; i++) {
			expect((await client.post('/api/auth/login', { json: { username, password: `wrong-${i}` } })).status).toBe(401)
		}
		const res = await client.refused(() => client.post('/api/auth/login', { json: { username, password: 'anything' } }))
		expect(res.status).toBe(429)
		expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
		expect(res.body.error).toMatch(/Too many sign-in attempts/)
	})

	it('answers every protected call without a token, or with a bad one, 401 UNAUTHORIZED and changes nothing', async () => {
		for (const [method, p] of PROTECTED) {
			const json = method === 'GET' || method === 'DELETE' ? undefined : { title: 'x', name: 'x', is_visible: false }
			for (const bad of [undefined, 'not-a-token']) {
				const res = await client.refused(() => client.call(method, p, { json, token: bad }))
				expect(res.status, `${method} ${p}`).toBe(401)
				expect(res.body).toEqual({ error: 'Authentication required', code: 'UNAUTHORIZED' })
			}
		}
		const basic = await client.get('/api/admin/artists', { headers: { Authorization: 'Basic YWRtaW46eA==' } })
		expect(basic.status).toBe(401)
	})

	it('answers an expired token 401 TOKEN_EXPIRED', async () => {
		for (const [method, p] of PROTECTED.slice(0, 6)) {
			const res = await client.refused(() =>
				client.call(method, p, {
					token: EXPIRED_TOKEN,
					json: method === 'GET' || method === 'DELETE' ? undefined : {},
				}),
			)
			expect(res.status).toBe(401)
			expect(res.body).toEqual({ error: 'Session expired. Please login again.', code: 'TOKEN_EXPIRED' })
		}
		// Public reads treat an expired token as no token.
		expect((await client.get('/api/exhibitions', { token: EXPIRED_TOKEN })).status).toBe(200)
	})

	it('refuses a cross-site write to /api/admin/* with 403 and changes nothing', async () => {
		for (const headers of [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }] as Record<
			string,
			string
		>[]) {
			const res = await client.refused(() =>
				client.post('/api/admin/exhibitions', { token, headers, json: { title: 'Cross-site show' } }),
			)
			expect(res.status).toBe(403)
			const del = await client.refused(() => client.del('/api/admin/exhibitions/1', { token, headers }))
			expect(del.status).toBe(403)
		}
		// The same write from the site itself, or from a script with no Origin, goes through.
		const same = await client.post('/api/admin/about-blocks', {
			token,
			headers: { Origin: server.url },
			json: { title: 'Same site', content: 'ok' },
		})
		expect(same.status).toBe(201)
	})

	it('lists users without password hashes', async () => {
		const res = await client.get('/api/admin/user', { token })
		expect(res.status).toBe(200)
		expect(res.body.map((u: any) => u.username)).toEqual([ADMIN_USERNAME, SECOND_USER.username])
		for (const user of res.body) {
			expect(Object.keys(user).sort()).toEqual([
				'created_at',
				'disabled',
				'email',
				'id',
				'must_change_password',
				'role',
				'updated_at',
				'username',
			])
		}
		expect(res.text).not.toContain('$2')
	})

	it('updates a user; a username clash is a 409 and a wrong current password a 400', async () => {
		const users = (await client.get('/api/admin/user', { token })).body
		const curator = users.find((u: any) => u.username === SECOND_USER.username)
		const renamed = await client.put(`/api/admin/user/${curator.id}`, {
			token,
			json: { username: 'head-curator', email: 'head@example.com' },
		})
		expect(renamed.status).toBe(200)
		expect(renamed.body).toMatchObject({
			id: curator.id,
			username: 'head-curator',
			email: 'head@example.com',
			role: 'admin',
		})
		expect(renamed.body).not.toHaveProperty('password_hash')

		const clash = await client.refused(() =>
			client.put(`/api/admin/user/${curator.id}`, { token, json: { username: 'ADMIN', email: '' } }),
		)
		expect(clash.status).toBe(409)
		expect(clash.body).toEqual({
			error: 'This username is already taken',
			fields: { username: 'This username is already taken' },
		})

		const wrong = await client.refused(() =>
			client.put(`/api/admin/user/${curator.id}`, {
				token,
				json: { username: 'head-curator', password: 'a-new-password', currentPassword: 'wrong' },
			}),
		)
		expect(wrong.status).toBe(400)
		expect(wrong.body).toEqual({
			error: 'Current password is incorrect',
			fields: { currentPassword: 'Current password is incorrect' },
		})
		const missing = await client.refused(() =>
			client.put(`/api/admin/user/${curator.id}`, { token, json: { password: 'a-new-password' } }),
		)
		expect(missing.body.fields).toHaveProperty('currentPassword')
		const invalid = await client.refused(() =>
			client.put(`/api/admin/user/${curator.id}`, { token, json: { username: 'ab', email: 'not-an-email' } }),
		)
		expect(invalid.body.fields).toEqual({
			username: 'Username must be at least 3 characters',
			email: 'Please enter a valid email address',
		})
		expect(
			(await client.refused(() => client.put('/api/admin/user/999', { token, json: { username: 'ghost' } }))).body,
		).toEqual({ error: 'User not found' })
	})

	it('counts every one of 128 password characters, and a password change ends the other tokens', async () => {
		const users = (await client.get('/api/admin/user', { token })).body
		const curator = users.find((u: any) => u.username === 'head-curator')
		const curatorToken = await client.login('head-curator', SECOND_USER.password)
		const otherCuratorToken = await client.login('head-curator', SECOND_USER.password)
		const long = `${'p'.repeat(127)}A`
		const changed = await client.put(`/api/admin/user/${curator.id}`, {
			token: curatorToken,
			json: {
				username: 'head-curator',
				email: 'head@example.com',
				password: long,
				currentPassword: SECOND_USER.password,
			},
		})
		expect(changed.status).toBe(200)
		expect(changed.body.token).toEqual(expect.any(String))
		// The other token of that user is over; the caller carries on with the fresh one; other users are untouched.
		expect((await client.get('/api/admin/user', { token: otherCuratorToken })).body.code).toBe('UNAUTHORIZED')
		expect((await client.get('/api/admin/user', { token: curatorToken })).status).toBe(401)
		expect((await client.get('/api/admin/user', { token: changed.body.token })).status).toBe(200)
		expect((await client.get('/api/admin/user', { token })).status).toBe(200)

		expect(
			(await client.post('/api/auth/login', { json: { username: 'head-curator', password: SECOND_USER.password } }))
				.status,
		).toBe(401)
		expect(
			(await client.post('/api/auth/login', { json: { username: 'head-curator', password: `${'p'.repeat(127)}B` } }))
				.status,
		).toBe(401)
		expect((await client.post('/api/auth/login', { json: { username: 'head-curator', password: long } })).status).toBe(
			200,
		)
	})
})
