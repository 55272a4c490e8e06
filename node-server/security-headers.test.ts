import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { securityHeaders } from './security-headers.ts'

let server: http.Server
let url: string

beforeAll(async () => {
	const app = express()
	app.use(
		securityHeaders({
			contentSecurityPolicy: (nonce) => `script-src 'nonce-${nonce}'; frame-ancestors 'none'`,
			answeredByCache: (res) => res.locals.cached === true,
		}),
	)
	app.get('/cached', (_req, res) => {
		res.locals.cached = true
		res.send('from the cache')
	})
	app.get('/nonce', (_req, res) => res.send(String(res.locals.cspNonce)))
	app.all('*', (_req, res) => res.send('page'))
	server = http.createServer(app)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('the security headers', () => {
	it('are on every answer, with a fresh nonce in the CSP that the render gets too', async () => {
		const [a, b] = await Promise.all([fetch(`${url}/nonce`), fetch(`${url}/nonce`)])
		const nonce = await a.text()
		expect(a.headers.get('content-security-policy')).toBe(`script-src 'nonce-${nonce}'; frame-ancestors 'none'`)
		expect(await b.text()).not.toBe(nonce)
		expect(a.headers.get('x-content-type-options')).toBe('nosniff')
		expect(a.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
		expect(a.headers.get('x-frame-options')).toBe('DENY')
		expect(a.headers.get('strict-transport-security')).toBeNull()
	})

	it('keep a private viewing room’s link out of the Referer', async () => {
		expect((await fetch(`${url}/viewing-room/abc/room`)).headers.get('referrer-policy')).toBe('no-referrer')
	})

	it('make whatever the page cache did not answer `no-store`, outside /api', async () => {
		expect((await fetch(`${url}/admin/exhibitions`)).headers.get('cache-control')).toBe('no-store')
		expect((await fetch(`${url}/cached`)).headers.get('cache-control')).toBeNull()
		expect((await fetch(`${url}/api/health`)).headers.get('cache-control')).toBeNull()
	})
})
