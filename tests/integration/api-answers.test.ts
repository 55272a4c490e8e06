import fs from 'node:fs'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../support/api.ts'
import { startPostgres } from '../support/postgres.ts'
import { startServer, type TestServer, testStore } from '../support/server.ts'

/** A GET with the path sent exactly as written (fetch would normalise broken percent-encoding). */
function rawGet(server: TestServer, path: string): Promise<{ status: number; type: string; body: string }> {
	return new Promise((resolve, reject) => {
		http
			.get({ host: '127.0.0.1', port: server.port, path }, (res) => {
				let body = ''
				res.setEncoding('utf8')
				res.on('data', (chunk) => (body += chunk))
				res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }))
			})
			.on('error', reject)
	})
}

describe('every /api answer is JSON', () => {
	let server: TestServer
	beforeAll(async () => {
		server = await startServer({ seed: 'empty' })
	})
	afterAll(() => server?.stop())

	it('answers a path with broken percent-encoding or a React Router data URL with a JSON 4xx, never HTML or page data', async () => {
		for (const path of ['/api/exhibitions/%E0%A4%A', '/api/%zz', '/api/admin/artists/%', '/api/file/%E0%A4%A']) {
			const res = await rawGet(server, path)
			expect(res.status, path).toBeGreaterThanOrEqual(400)
			expect(res.status, path).toBeLessThan(500)
			expect(res.type, path).toMatch(/^application\/json/)
			expect(JSON.parse(res.body), path).toEqual({ error: expect.any(String) })
		}
		// the router's page-data URLs are not served under /api (noDataUrlsUnderApi in node-server/error-answers.ts), though
		// React Router answers one for every page; if the page's stops being page data, that workaround may go.
		const pageData = await rawGet(server, '/exhibitions.data')
		expect(pageData.status).toBe(200)
		expect(pageData.type).toMatch(/^text\/x-script/)
		for (const path of ['/api/exhibitions.data', '/api/health.data', '/api/nope.data']) {
			const res = await rawGet(server, path)
			expect(res.status, path).toBe(404)
			expect(res.type, path).toMatch(/^application\/json/)
		}
		const query = await rawGet(server, '/api/exhibitions?q=%E0%A4%A')
		expect(query.type).toMatch(/^application\/json/)
		expect(JSON.parse(query.body)).toEqual([])
		// Outside /api the answer stays a plain 400, not a stack trace.
		const page = await rawGet(server, '/exhibition/%E0%A4%A')
		expect(page.status).toBe(400)
		expect(page.body).not.toMatch(/\n\s+at /)
	})
})

describe('GET /api/health', () => {
	let server: TestServer
	beforeAll(async () => {
		server = await startServer({ seed: 'empty' })
	})
	afterAll(() => server?.stop())

	const health = async () => {
		const res = await fetch(`${server.url}/api/health`)
		return { status: res.status, body: await res.json() }
	}

	it("answers what the site's own cross-site check decides, never the 500 of React Router's origin check", async () => {
		// React Router checks Origin against X-Forwarded-Host even without TRUST_PROXY, takes `Origin: null` for another
		// host, and does so for HEAD requests of page-data URLs too: each of these once answered 500.
		const cases: [string, string, Record<string, string>][] = [
			['HEAD', '/exhibitions.data', { Origin: 'null' }],
			['HEAD', '/exhibitions.data', { Origin: 'https://elsewhere.example' }],
			['POST', '/contact', { Origin: server.url, 'X-Forwarded-Host': 'bad host' }],
		]
		for (const [method, path, headers] of cases) {
			const res = await fetch(server.url + path, {
				method,
				headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
				body: method === 'POST' ? 'intent=none' : undefined,
			})
			expect(res.status, `${method} ${path} ${JSON.stringify(headers)}`).toBeLessThan(500)
		}
		// What the site's check refuses stays refused.
		const foreign = await fetch(server.url + '/contact', {
			method: 'POST',
			headers: { Origin: 'null', 'Content-Type': 'application/x-www-form-urlencoded' },
			body: 'intent=none',
		})
		expect(foreign.status).toBe(403)
	})

	it('answers 503 while the uploads folder is a plain file, and 200 again once it is a folder', async () => {
		expect(await health()).toEqual({ status: 200, body: { status: 'ok' } })
		fs.rmSync(server.uploadsDir, { recursive: true })
		fs.writeFileSync(server.uploadsDir, 'not a folder')
		expect(await health()).toEqual({ status: 503, body: { status: 'unavailable' } })
		fs.rmSync(server.uploadsDir)
		fs.mkdirSync(server.uploadsDir)
		expect((await health()).status).toBe(200)
	})

	// The JSON store's folder; on PostgreSQL the store fails when the database goes away (below).
	it.runIf(testStore() === 'json')('answers 503 while the store folder is not a folder', async () => {
		const storeDir = `${server.dataDir}/store`
		fs.renameSync(storeDir, `${storeDir}.moved`)
		fs.writeFileSync(storeDir, 'not a folder')
		try {
			expect(await health()).toEqual({ status: 503, body: { status: 'unavailable' } })
		} finally {
			fs.rmSync(storeDir)
			fs.renameSync(`${storeDir}.moved`, storeDir)
		}
		expect((await health()).status).toBe(200)
	})
})

describe.runIf(testStore() === 'postgres')('while PostgreSQL cannot be reached', () => {
	it('answers 503 with a JSON body to health and to a write, and 200 again once it is back', async () => {
		// A cluster of its own: halting the one the other test files share would fail them too.
		const own = await startPostgres()
		let server: TestServer | undefined
		try {
			server = await startServer({ seed: 'empty', env: { DATABASE_URL: await own.createDatabase() } })
			const client = api(server)
			const token = await client.login()
			const health = async () => {
				const res = await fetch(`${server!.url}/api/health`)
				return { status: res.status, body: await res.json() }
			}
			expect(await health()).toEqual({ status: 200, body: { status: 'ok' } })
			await own.halt()
			await expect.poll(health, { timeout: 10_000 }).toEqual({ status: 503, body: { status: 'unavailable' } })
			const refused = await client.post('/api/admin/artists', { token, json: { name: 'Never Saved' } })
			expect(refused.status, refused.text).toBe(503)
			expect(refused.headers.get('content-type')).toMatch(/^application\/json/)
			expect(refused.body.error).toMatch(/nothing was saved/)
			expect(refused.text).not.toMatch(/\n\s+at /)
			await own.resume()
			await expect.poll(async () => (await health()).status, { timeout: 20_000 }).toBe(200)
		} finally {
			await server?.stop()
			await own.destroy()
		}
	}, 120_000)
})
