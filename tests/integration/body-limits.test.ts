import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { peakMemory, postLarge } from '../support/large-body.ts'
import { ADMIN_PASSWORD, ADMIN_USERNAME, startServer, type TestServer } from '../support/server.ts'

const KiB = 1024
const MiB = 1024 * KiB

/** Every body is bounded while it streams; past the bound, 413 and nothing buffered. */
describe('request body limits', () => {
	let server: TestServer
	let cookie: string
	beforeAll(async () => {
		server = await startServer({ seed: 'demo' })
		const res = await fetch(`${server.url}/admin?index`, {
			method: 'POST',
			body: new URLSearchParams({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
			redirect: 'manual',
		})
		cookie = res.headers
			.getSetCookie()
			.find((c) => c.startsWith('gallery_session='))!
			.split(';')[0]!
	})
	afterAll(() => server?.stop())

	it('refuses 64 MiB posted to /contact and to the /admin sign-in, declared or chunked, without holding them', async () => {
		// Warm up the pages and their refusals first, so the code they load on first use does not count as growth.
		await fetch(`${server.url}/contact`)
		await fetch(`${server.url}/admin`)
		for (const pathname of ['/contact', '/admin?index']) {
			for (const chunked of [false, true]) await postLarge(server.url, { pathname, bytes: 2 * MiB, chunked })
		}
		const before = peakMemory(server.pid)
		for (const pathname of ['/contact', '/admin?index']) {
			for (const chunked of [false, true]) {
				const res = await postLarge(server.url, { pathname, bytes: 64 * MiB, chunked })
				expect(res.status, `${pathname} chunked=${chunked}`).toBe(413)
				expect(res.body).toMatch(/too large/)
			}
		}
		// Held in memory, even one of those bodies would raise the peak by 64 MiB or more.
		expect(peakMemory(server.pid) - before).toBeLessThan(24 * MiB)
		const db = server.readDb()
		expect(db.subscribers.some((s: any) => s.email.startsWith('aaaa'))).toBe(false)
		expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
	})

	it('bounds a public form at 64 KiB and an admin form or a JSON body at 1 MiB', async () => {
		const form = (bytes: number) => `email=bound%40example.com&pad=${'a'.repeat(bytes - 30)}`
		const atBound = form(64 * KiB)
		expect(atBound.length).toBe(64 * KiB)
		const fits = await fetch(`${server.url}/contact`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body: atBound,
			redirect: 'manual',
		})
		expect(fits.status).toBe(302)
		const over = await postLarge(server.url, { pathname: '/contact', bytes: 64 * KiB + 1 })
		expect(over.status).toBe(413)

		const json = (bytes: number) => JSON.stringify({ username: 'admin', password: 'x'.repeat(bytes - 36) })
		const login = await fetch(`${server.url}/api/auth/login`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: json(MiB),
		})
		expect(login.status).not.toBe(413)
		for (const chunked of [false, true]) {
			const big = await postLarge(server.url, {
				pathname: '/api/auth/login',
				bytes: MiB + 1,
				chunked,
				contentType: 'application/json',
			})
			expect(big.status).toBe(413)
			expect(JSON.parse(big.body)).toEqual({ error: expect.stringMatching(/too large/) })
		}
		const adminForm = await postLarge(server.url, {
			pathname: '/admin/exhibitions/new',
			bytes: MiB + 1,
			headers: { Cookie: cookie },
		})
		expect(adminForm.status).toBe(413)
	})

	it('lets 10 MiB uploads through to the back office uploader and to multipart admin forms', async () => {
		const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6' } })
			.png()
			.toBuffer()
		const huge = Buffer.alloc(10 * MiB)
		png.copy(huge)
		const upload = new FormData()
		upload.append('category', 'exhibition')
		upload.append('files', new Blob([huge], { type: 'image/png' }), 'big.png')
		const res = await fetch(`${server.url}/admin/uploads`, {
			method: 'POST',
			body: upload,
			headers: { Cookie: cookie },
		})
		expect(res.status).toBe(201)

		const form = new FormData()
		form.append('intent', 'save')
		form.append('title', '')
		form.append('files', new Blob([huge.subarray(0, 2 * MiB)], { type: 'image/png' }), 'form.png')
		const saved = await fetch(`${server.url}/admin/exhibitions/new`, {
			method: 'POST',
			body: form,
			headers: { Cookie: cookie },
			redirect: 'manual',
		})
		expect(saved.status).not.toBe(413)
		expect(saved.status).toBeLessThan(500)
	})
})
