import http from 'node:http'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addBrotli, createEntry, type PageEntry, sendEntry } from './entry.server.ts'

const page = {
	status: 200,
	headers: {
		'content-type': 'text/html; charset=utf-8',
		'x-content-type-options': 'nosniff',
		'content-security-policy': "script-src 'nonce-abc'",
		'content-length': '999',
		date: 'yesterday',
	},
	body: Buffer.from('<html><body><script nonce="abc">go()</script></body></html>'),
	nonce: 'abc',
}
const stamp = { version: 1, day: 1, key: 'http|x||/?', cacheControl: 'public, max-age=0, must-revalidate' }

describe('createEntry', () => {
	it('keeps the headers every visitor may get, replaces the nonce by a hash and compresses once', async () => {
		const entry = await createEntry(page, stamp)
		const plain = entry.bodies.identity!.toString()
		expect(plain).toBe('<html><body><script>go()</script></body></html>')
		expect(zlib.gunzipSync(entry.bodies.gzip!).toString()).toBe(plain)
		expect(entry.heads.identity).toMatchObject({
			'content-type': 'text/html; charset=utf-8',
			'x-content-type-options': 'nosniff',
			'cache-control': 'public, max-age=0, must-revalidate',
			vary: 'Accept-Encoding',
			'content-length': plain.length,
		})
		expect(entry.heads.identity).not.toHaveProperty('date')
		expect(String(entry.heads.identity['content-security-policy'])).toMatch(/script-src 'self' 'sha256-[\w+/]+=*';/)
		expect(new Set(entry.tags).size).toBe(3)
		expect(entry.bytes).toBeGreaterThan(plain.length + entry.bodies.gzip!.length)
	})
})

describe('sendEntry', () => {
	let entry: PageEntry
	let server: http.Server
	let url: string
	beforeAll(async () => {
		entry = await createEntry(page, stamp)
		await addBrotli(entry)
		server = http.createServer((req, res) => sendEntry(req, res, entry, req.headers['x-secure'] === '1'))
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
		url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`
	})
	afterAll(() => new Promise((resolve) => server.close(resolve)))

	it('sends the best encoding offered, 304 on a matching tag, and HSTS only over HTTPS', async () => {
		const br = await fetch(url, { headers: { 'accept-encoding': 'br' } })
		expect(br.headers.get('content-encoding')).toBe('br')
		expect(await br.text()).toBe(entry.bodies.identity!.toString())
		expect(br.headers.get('strict-transport-security')).toBeNull()
		const again = await fetch(url, {
			headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.get('etag')!, 'x-secure': '1' },
		})
		expect(again.status).toBe(304)
		expect(again.headers.get('strict-transport-security')).toBe('max-age=31536000')
	})

	it('never answers 304 to a client asking for another encoding than the tag it holds', async () => {
		const gzipTag = entry.heads.gzip.etag as string
		const plain = await new Promise<http.IncomingMessage>((resolve) =>
			http.get(url, { headers: { 'accept-encoding': 'identity', 'if-none-match': gzipTag } }, resolve),
		)
		plain.resume()
		expect(plain.statusCode).toBe(200)
		expect(plain.headers['content-encoding']).toBeUndefined()
		expect(plain.headers.etag).toBe(entry.heads.identity.etag)
	})
})
