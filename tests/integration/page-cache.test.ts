import crypto from 'node:crypto'
import http from 'node:http'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../support/api.ts'
import { ADMIN_PASSWORD, ADMIN_USERNAME, startServer, type TestServer } from '../support/server.ts'

/**
 * The page cache (docs/operations.md), against the real server. What the cache
 * holds is read from the line the server logs on SIGUSR2 (nothing about the
 * cache is exposed over HTTP).
 */
let server: TestServer
let small: TestServer
let token: string

beforeAll(async () => {
	;[server, small] = await Promise.all([
		startServer({ seed: 'demo' }),
		startServer({ seed: 'demo', env: { PAGE_CACHE_MB: '0.5', CDN_MAX_AGE: '60' } }),
	])
	token = await api(server).login()
}, 120_000)

afterAll(async () => {
	await Promise.all([server?.stop(), small?.stop()])
})

const page = async (path: string, headers: Record<string, string> = {}, target = server) => {
	const res = await fetch(`${target.url}${path}`, { headers, redirect: 'manual' })
	return { res, html: await res.text() }
}

/** The page cache's figures, from the line the server logs on SIGUSR2. */
async function cacheStats(target: TestServer) {
	const lines = () => target.logs().match(/^page cache: .*$/gm) ?? []
	const before = lines().length
	process.kill(target.pid, 'SIGUSR2')
	await expect.poll(() => lines().length).toBe(before + 1)
	const line = lines().at(-1)!
	const [pages, bytes, maxBytes, hits, renders] =
		/(\d+) pages, (\d+) of (\d+) bytes, (\d+) answered from memory, (\d+) rendered/.exec(line)!.slice(1).map(Number)
	const brotli = Number(/(\d+) compressed with Brotli/.exec(line)?.[1] ?? NaN)
	return { pages: pages!, bytes: bytes!, maxBytes: maxBytes!, hits: hits!, renders: renders!, brotli }
}

/** The raw bytes and headers of a GET, with no decoding by the client. */
function rawGet(path: string, headers: Record<string, string>, target = server) {
	return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
		http
			.get(`${target.url}${path}`, { headers }, (res) => {
				const chunks: Buffer[] = []
				res.on('data', (c: Buffer) => chunks.push(c))
				res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
			})
			.on('error', reject)
	})
}

async function signIn() {
	const res = await fetch(`${server.url}/admin?index`, {
		method: 'POST',
		body: new URLSearchParams({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
		redirect: 'manual',
	})
	return res.headers
		.getSetCookie()
		.find((c) => c.startsWith('gallery_session='))!
		.split(';')[0]!
}

describe('answers from memory', () => {
	it('renders a page once and then answers it from the cache, with the same bytes and a strong ETag', async () => {
		const first = await page('/exhibitions')
		const before = await cacheStats(server)
		const second = await page('/exhibitions')
		const after = await cacheStats(server)
		expect(after.hits).toBe(before.hits + 1)
		expect(after.renders).toBe(before.renders)
		expect(second.html).toBe(first.html)
		expect(second.res.headers.get('etag')).toMatch(/^"[\w-]+"$/)
		expect(second.res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
		expect(second.res.headers.get('vary')).toBe('Accept-Encoding')
	})

	it('answers a matching If-None-Match with 304 and no body', async () => {
		// One encoding throughout: Brotli may become ready meanwhile, under a tag of its own.
		const gzip = { 'Accept-Encoding': 'gzip' }
		const { res } = await page('/collection', gzip)
		const etag = res.headers.get('etag')!
		for (const tag of [etag, `W/${etag}`, `"other", ${etag}`]) {
			const again = await page('/collection', { ...gzip, 'If-None-Match': tag })
			expect(again.res.status).toBe(304)
			expect(again.html).toBe('')
			expect(again.res.headers.get('etag')).toBe(etag)
		}
		expect((await page('/collection', { 'If-None-Match': '"stale"' })).res.status).toBe(200)
	})

	it('never answers 304 to a client asking for the plain page with the tag of the gzip one', async () => {
		const gzip = await rawGet('/about', { 'Accept-Encoding': 'gzip' })
		expect(gzip.headers['content-encoding']).toBe('gzip')
		const plain = await rawGet('/about', { 'Accept-Encoding': 'identity', 'If-None-Match': gzip.headers.etag! })
		expect(plain.status).toBe(200)
		expect(plain.headers['content-encoding']).toBeUndefined()
		expect(plain.headers.etag).not.toBe(gzip.headers.etag)
		expect(plain.body.toString()).toContain('</html>')
		const same = await rawGet('/about', { 'Accept-Encoding': 'identity', 'If-None-Match': plain.headers.etag! })
		expect(same.status).toBe(304)
	})

	it('answers HEAD with the headers of GET and no body', async () => {
		// HEAD first: it renders the page (as a GET) and keeps it for the GET.
		const headers = { 'Accept-Encoding': 'gzip' }
		const head = await fetch(`${server.url}/artwork/threshold`, { method: 'HEAD', headers })
		const get = await fetch(`${server.url}/artwork/threshold`, { headers })
		await get.arrayBuffer()
		expect(head.status).toBe(200)
		expect(await head.text()).toBe('')
		for (const name of [
			'content-type',
			'content-length',
			'content-encoding',
			'etag',
			'cache-control',
			'content-security-policy',
		])
			expect(head.headers.get(name), name).toBe(get.headers.get(name))
	})

	it('sends Brotli, gzip or the plain page as asked, each decoding to the same HTML under its own ETag', async () => {
		const plain = await rawGet('/exhibitions', {})
		const gzip = await rawGet('/exhibitions', { 'Accept-Encoding': 'gzip' })
		expect(plain.headers['content-encoding']).toBeUndefined()
		expect(gzip.headers['content-encoding']).toBe('gzip')
		expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true)
		// Brotli is made in the background once per page: gzip answers until it is ready.
		await expect
			.poll(
				async () =>
					(await rawGet('/exhibitions', { 'Accept-Encoding': 'gzip, deflate, br' })).headers['content-encoding'],
			)
			.toBe('br')
		const br = await rawGet('/exhibitions', { 'Accept-Encoding': 'gzip, deflate, br' })
		expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
		expect(Number(br.headers['content-length'])).toBe(br.body.length)
		expect(new Set([plain.headers.etag, gzip.headers.etag, br.headers.etag]).size).toBe(3)
	})

	it('authorises exactly the inline scripts of a cached page by hash, and never sends a nonce twice', async () => {
		// The home page (hero picture and its preload) and an artwork page (pictures, the lightbox and its deep zoom).
		for (const path of ['/', '/artwork/morning-field']) {
			const a = await page(path)
			const b = await page(path)
			const csp = a.res.headers.get('content-security-policy')!
			expect(b.res.headers.get('content-security-policy')).toBe(csp)
			expect(csp).not.toContain("'nonce-")
			for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
				expect(csp).toContain(directive)
			expect(a.html).not.toMatch(/\snonce=/)
			const inline = [...a.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
				.filter(([, attributes]) => !/\bsrc=|application\/ld\+json/.test(attributes!))
				.map(([, , text]) => `'sha256-${crypto.createHash('sha256').update(text!, 'utf8').digest('base64')}'`)
			expect(inline.length).toBeGreaterThan(0)
			const allowed = /script-src ([^;]*)/
				.exec(csp)![1]!
				.split(' ')
				.filter((s) => s.startsWith("'sha256-"))
			expect(new Set(allowed), path).toEqual(new Set(inline))
			// The deep zoom viewer is loaded when the lightbox opens, never with the page's first JavaScript.
			expect(a.html, path).not.toMatch(/openseadragon/i)
		}
		// Pages rendered for one response (here for a signed-in visitor) each get their own nonce.
		const cookie = await signIn()
		const nonces = await Promise.all(
			[1, 2].map(
				async () =>
					/'nonce-([^']+)'/.exec((await page('/', { cookie })).res.headers.get('content-security-policy')!)![1],
			),
		)
		expect(nonces[0]).not.toBe(nonces[1])
	})
})

describe('only what is the same for every visitor', () => {
	it('never answers signed-in staff from the cache, nor keeps what they were sent', async () => {
		await page('/about')
		const cookie = await signIn()
		const before = await cacheStats(server)
		const staff = await page('/about', { cookie })
		const after = await cacheStats(server)
		expect(after.hits).toBe(before.hits)
		expect(staff.res.headers.get('cache-control')).toBe('no-store')
		expect(staff.res.headers.get('etag')).toBeNull()
		expect(staff.res.headers.get('content-security-policy')).toContain("'nonce-")
	})

	it('never serves a flash message to another visitor', async () => {
		await page('/contact')
		const res = await fetch(`${server.url}/contact`, {
			method: 'POST',
			redirect: 'manual',
			body: new URLSearchParams({ name: 'Ada', email: `flash-${Date.now()}@example.com` }),
		})
		expect(res.status).toBe(302)
		const cookie = res.headers.getSetCookie()[0]!.split(';')[0]!
		expect(cookie).toMatch(/^gallery_toast=/)
		const flashed = await page('/contact', { cookie })
		expect(flashed.html).toContain('Thank you for subscribing to our newsletter!')
		expect(flashed.res.headers.get('cache-control')).toBe('no-store')
		const other = await page('/contact')
		expect(other.html).not.toContain('Thank you for subscribing')
		expect(other.res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
	})

	it('keeps pages apart by host, and ignores X-Forwarded-Host without TRUST_PROXY', async () => {
		const normal = await page('/')
		const adminHost = await rawGet('/', { Host: 'admin.gallery.test' })
		expect(normal.html).not.toContain('Admin Login')
		expect(adminHost.body.toString()).toContain('Admin Login')
		expect((await page('/')).html).not.toContain('Admin Login')
		const spoofed = await page('/artwork/river-bend', { 'X-Forwarded-Host': 'evil.example:666' })
		expect(spoofed.html).toMatch(/property="og:image" content="http:\/\/127\.0\.0\.1:\d+\//)
		expect(spoofed.html).not.toContain('evil.example')
		expect((await page('/artwork/river-bend')).html).not.toContain('evil.example')
	})

	it('keeps the back office, the API and pages that are not found out of it', async () => {
		expect((await page('/admin')).res.headers.get('cache-control')).toBe('no-store')
		const missing = await page('/no/such/page')
		expect(missing.res.status).toBe(404)
		expect(missing.res.headers.get('cache-control')).toBe('no-store')
		expect(missing.res.headers.get('etag')).toBeNull()
	})
})

describe('invalidated by every write to what pages show', () => {
	it('shows a write on the very next request', async () => {
		const client = api(server)
		expect((await page('/exhibitions')).html).toContain('>The Quiet City<')
		expect((await page('/exhibition/the-quiet-city')).html).toContain('>The Quiet City<')
		const res = await client.put('/api/admin/exhibitions/3', { token, json: { title: 'The Loud City' } })
		expect(res.status).toBe(200)
		for (const path of ['/exhibitions', '/exhibition/the-quiet-city']) {
			const { html } = await page(path)
			expect(html, path).toContain('>The Loud City<')
		}
	})

	it('drops a hidden or deleted item from every cached page at once, and follows page settings', async () => {
		const client = api(server)
		const artworks = (await client.get('/api/artworks')).body as { id: number; slug: string; title: string }[]
		const collection = (await page('/collection')).html
		const [hidden, deleted] = artworks.filter((a) => collection.includes(`/artwork/${a.slug}"`))
		for (const path of ['/collection', `/artwork/${hidden!.slug}`, `/artwork/${deleted!.slug}`]) await page(path)
		expect((await page('/')).html).toContain('href="/about"')

		expect((await client.put(`/api/admin/artworks/${hidden!.id}`, { token, json: { is_visible: false } })).status).toBe(
			200,
		)
		expect((await client.del(`/api/admin/artworks/${deleted!.id}`, { token })).status).toBe(200)
		expect((await client.put('/api/admin/pages/about', { token, json: { is_visible: false } })).status).toBe(200)

		const after = (await page('/collection')).html
		for (const gone of [hidden!, deleted!]) {
			expect(after).not.toContain(`/artwork/${gone.slug}"`)
			expect((await page(`/artwork/${gone.slug}`)).res.status).toBe(404)
		}
		expect((await page('/')).html).not.toContain('href="/about"')
	})

	it('keeps its pages through writes no page shows: a newsletter sign-up and a sign-in', async () => {
		await page('/contact')
		const before = await cacheStats(server)
		const signUp = await api(server).post('/api/newsletter/subscribe', { json: { email: 'kept-pages@example.com' } })
		expect(signUp.status).toBe(201)
		await signIn()
		expect((await page('/contact')).res.status).toBe(200)
		const after = await cacheStats(server)
		expect(after.renders - before.renders).toBe(0)
		expect(after.hits - before.hits).toBe(1)
	})

	it('renders a page once for many visitors arriving together after a write', async () => {
		await page('/artists')
		const client = api(server)
		expect((await client.put('/api/admin/pages/artists', { token, json: { title: 'Our Artists' } })).status).toBe(200)
		const before = await cacheStats(server)
		const pages = await Promise.all(Array.from({ length: 20 }, () => page('/artists')))
		const after = await cacheStats(server)
		expect(after.renders - before.renders).toBe(1)
		for (const { html } of pages) expect(html).toContain('Our Artists')
	})
})

describe('keyed on what each page reads', () => {
	it('renders a page once whatever parameters it does not read, and nothing of them reaches the page', async () => {
		await page('/collection?q=light')
		const before = await cacheStats(server)
		const spellings = [
			'/collection?q=light&utm_source=mail-1',
			'/collection?utm_source=mail-2&q=light',
			'/collection?q=light&fbclid=%3Cscript%3E',
			'/collection?q=light&evil=%22%3E%3Cb%3Eevil',
		]
		for (const path of spellings) {
			const { res, html } = await page(path)
			expect(res.status).toBe(200)
			expect(html).not.toMatch(/utm_source|fbclid|mail-1|mail-2|evil/)
		}
		// A parameter the page reads is a page of its own.
		expect((await page('/collection?q=river')).res.status).toBe(200)
		const after = await cacheStats(server)
		expect(after.renders - before.renders).toBe(1)
		expect(after.hits - before.hits).toBe(spellings.length)
	})

	it('spends Brotli only on pages asked for again', async () => {
		const headers = { 'Accept-Encoding': 'gzip, deflate, br' }
		// Brotli bodies earlier tests asked for are made first.
		const settled = async () => {
			const first = (await cacheStats(server)).brotli
			await new Promise((resolve) => setTimeout(resolve, 1000))
			return (await cacheStats(server)).brotli - first
		}
		await expect.poll(settled, { timeout: 30_000 }).toBe(0)
		const before = await cacheStats(server)
		for (let i = 0; i < 40; i++) expect((await page(`/collection?q=once-${i}`, headers)).res.status).toBe(200)
		await new Promise((resolve) => setTimeout(resolve, 1500))
		const after = await cacheStats(server)
		expect(after.renders - before.renders).toBe(40)
		expect(after.brotli - before.brotli).toBe(0)
		// Asked for again, a page earns its Brotli body.
		await expect
			.poll(async () => (await rawGet('/collection?q=once-7', headers)).headers['content-encoding'])
			.toBe('br')
		expect((await cacheStats(server)).brotli - before.brotli).toBe(1)
	})
})

describe('bounded in bytes', () => {
	it('stays within PAGE_CACHE_MB under thousands of distinct query strings, least recently used out first', async () => {
		const total = 2000
		await page('/', {}, small)
		const before = await cacheStats(small)
		let next = 0
		const worker = async () => {
			while (next < total) {
				const i = next++
				// The home page stays in use all along: it must stay in the cache through the flood.
				if (i % 10 === 0) expect((await page('/', {}, small)).res.status).toBe(200)
				// Route data (what client-side navigation fetches) is kept like a page, under the same bound;
				// the root's data alone is the cheapest thing to render. A parameter the page reads (the
				// collection's search) makes each URL a page of its own.
				expect((await page(`/collection.data?_routes=root&q=${i}`, {}, small)).res.status).toBe(200)
			}
		}
		await Promise.all(Array.from({ length: 4 }, worker))
		const after = await cacheStats(small)
		expect(after.maxBytes).toBe(512 * 1024)
		expect(after.bytes).toBeLessThanOrEqual(after.maxBytes)
		expect(after.pages).toBeGreaterThan(10)
		expect(after.pages).toBeLessThan(total / 4)
		// Each distinct query rendered once, the home page never again.
		expect(after.renders - before.renders).toBe(total)
		expect(after.hits - before.hits).toBe(total / 10)
		expect((await page('/', {}, small)).res.headers.get('cache-control')).toBe(
			'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=600',
		)
	}, 120_000)
})

describe("following the gallery's day", () => {
	it("renders a page afresh once midnight passes in the gallery's time zone, with no write", async () => {
		// GALLERY_TIMEZONE is unset: the gallery's day is UTC's. The server's clock moves to 10 s before its midnight.
		const DAY_MS = 24 * 60 * 60 * 1000
		const midnight = Math.floor(server.now() / DAY_MS) * DAY_MS + DAY_MS
		await server.moveClock(Math.max(0, midnight - 10_000 - server.now()))
		await page('/exhibitions')
		const before = await cacheStats(server)
		expect((await page('/exhibitions')).res.status).toBe(200)
		const kept = await cacheStats(server)
		expect(kept.renders - before.renders).toBe(0)
		expect(kept.hits - before.hits).toBe(1)
		// Past midnight the same page, with no write since, is rendered again: it may show yesterday's date.
		await server.moveClock(Math.max(0, midnight - server.now() + 1000))
		expect((await page('/exhibitions')).res.status).toBe(200)
		const after = await cacheStats(server)
		expect(after.renders - kept.renders).toBe(1)
		expect(after.hits - kept.hits).toBe(0)
		// The new day's page is kept in turn.
		expect((await page('/exhibitions')).res.status).toBe(200)
		expect((await cacheStats(server)).hits - after.hits).toBe(1)
	})
})
