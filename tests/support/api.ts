import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import bcrypt from 'bcryptjs'
import { expect } from 'vitest'
import { ADMIN_PASSWORD, ADMIN_USERNAME, makeTempDir, startServer, TEMPLATE_DIR, type TestServer } from './server.ts'

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
		/** Runs a request that must be refused and checks db.json is byte for byte the same afterwards. */
		async refused(run: () => Promise<ApiAnswer>): Promise<ApiAnswer> {
			const before = fs.readFileSync(server.dbFile)
			const res = await run()
			expect(res.status, res.text).toBeGreaterThanOrEqual(400)
			expect(res.status, res.text).toBeLessThan(500)
			expect(res.body?.error, res.text).toEqual(expect.any(String))
			expect(res.text).not.toMatch(/\n\s+at /)
			expect(fs.readFileSync(server.dbFile).equals(before), `db.json changed after ${res.status} ${res.text}`).toBe(
				true,
			)
			return res
		},
	}
}

/** Signs in through the admin login form; the session cookie (`name=value`), or null when refused. */
export async function signIn(server: TestServer, password = ADMIN_PASSWORD) {
	const res = await fetch(`${server.url}/admin?index`, {
		method: 'POST',
		body: new URLSearchParams({ username: ADMIN_USERNAME, password }),
		redirect: 'manual',
	})
	return (
		res.headers
			.getSetCookie()
			.find((c) => c.startsWith('gallery_session='))
			?.split(';')[0] ?? null
	)
}

export const EXPIRED_TOKEN = 'an-expired-api-token-for-tests'
export const SECOND_USER = { username: 'curator', password: 'curator-password-1' }

/**
 * A demo server whose database also holds an expired API token
 * (EXPIRED_TOKEN) and a second admin (SECOND_USER), written before start.
 */
export async function startServerWithFixtures(): Promise<TestServer> {
	const base = makeTempDir('api')
	const dataDir = path.join(base, 'data')
	const uploadsDir = path.join(base, 'uploads')
	fs.cpSync(path.join(TEMPLATE_DIR, 'data'), dataDir, { recursive: true })
	fs.cpSync(path.join(TEMPLATE_DIR, 'uploads'), uploadsDir, { recursive: true })
	const dbFile = path.join(dataDir, 'db.json')
	const db = JSON.parse(fs.readFileSync(dbFile, 'utf8'))
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
	fs.writeFileSync(dbFile, JSON.stringify(db, null, '\t'))
	return startServer({ seed: 'none', dataDir, uploadsDir })
}
