import crypto from 'node:crypto'
import bcrypt from 'bcryptjs'
import { expect } from 'vitest'
import { ADMIN_PASSWORD, ADMIN_USERNAME, startServer, type TestServer } from './server.ts'

/** Small HTTP helpers for the /api integration tests. */
export type ApiAnswer = { status: number; headers: Headers; body: any; text: string }

export type RequestOptions = {
	token?: string
	json?: unknown
	body?: BodyInit
	headers?: Record<string, string>
}

export function api(server: TestServer) {
	async function call(method: string, pathname: string, options: RequestOptions = {}): Promise<ApiAnswer> {
		const headers: Record<string, string> = { ...options.headers }
		if (options.token) headers.Authorization = `Bearer ${options.token}`
		let body = options.body
		if (options.json !== undefined) {
			headers['Content-Type'] ??= 'application/json'
			body = JSON.stringify(options.json)
		}
		const res = await fetch(`${server.url}${pathname}`, { method, headers, body, redirect: 'manual' })
		const text = await res.text()
		let parsed: unknown = undefined
		try {
			parsed = text ? JSON.parse(text) : undefined
		} catch {
			parsed = undefined
		}
		return { status: res.status, headers: res.headers, body: parsed, text }
	}
	return {
		call,
		get: (p: string, o?: RequestOptions) => call('GET', p, o),
		post: (p: string, o?: RequestOptions) => call('POST', p, o),
		put: (p: string, o?: RequestOptions) => call('PUT', p, o),
		patch: (p: string, o?: RequestOptions) => call('PATCH', p, o),
		del: (p: string, o?: RequestOptions) => call('DELETE', p, o),
		async login(username = ADMIN_USERNAME, password = ADMIN_PASSWORD): Promise<string> {
			const res = await call('POST', '/api/auth/login', { json: { username, password } })
			expect(res.status).toBe(200)
			return res.body.token as string
		},
		/** Runs a request that must be refused and checks the store is byte for byte the same afterwards. */
		async refused(run: () => Promise<ApiAnswer>): Promise<ApiAnswer> {
			const before = server.fingerprint()
			const res = await run()
			expect(res.status, res.text).toBeGreaterThanOrEqual(400)
			expect(res.status, res.text).toBeLessThan(500)
			expect(res.body?.error, res.text).toEqual(expect.any(String))
			expect(res.text).not.toMatch(/\n\s+at /)
			expect(server.fingerprint(), `the store changed after ${res.status} ${res.text}`).toBe(before)
			return res
		},
	}
}

/** Signs in through the admin form and returns the session cookie pair. */
export async function signIn(server: TestServer, username = ADMIN_USERNAME, password = ADMIN_PASSWORD) {
	const res = await fetch(`${server.url}/admin?index`, {
		method: 'POST',
		body: new URLSearchParams({ username, password }),
		redirect: 'manual',
	})
	const cookies = res.headers.getSetCookie()
	const session = cookies.find((c) => c.startsWith('gallery_session='))
	return { res, cookie: session ? session.split(';')[0]! : null, cookies }
}

export const EXPIRED_TOKEN = 'an-expired-api-token-for-tests'
export const SECOND_USER = { username: 'curator', password: 'curator-password-1' }

/**
 * A demo server whose database also holds an expired API token
 * (EXPIRED_TOKEN) and a second admin (SECOND_USER), written before start.
 */
export function startServerWithFixtures(): Promise<TestServer> {
	return startServer({
		seed: 'demo',
		scene: (db) => {
			const past = new Date(Date.now() - 60_000).toISOString()
			const adminId = db.users[0].id
			db.sessions.push({
				id: crypto.createHash('sha256').update(EXPIRED_TOKEN).digest('hex'),
				user_id: adminId,
				kind: 'api',
				created_at: past,
				expires_at: past,
			})
			const prehash = crypto.createHash('sha256').update(SECOND_USER.password, 'utf8').digest('base64')
			const time = new Date().toISOString()
			db.users.push({
				id: db.next_ids.users,
				username: SECOND_USER.username,
				email: 'curator@example.com',
				role: 'admin',
				password_hash: bcrypt.hashSync(prehash, 4),
				created_at: time,
				updated_at: time,
			})
			db.next_ids.users += 1
		},
	})
}
