import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { formBodiesOnly, refuseMalformed, refuseTunnels } from './error-answers.ts'

const servers: http.Server[] = []
afterEach(async () => {
	await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
})

async function listen(server: http.Server) {
	servers.push(server)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	return (server.address() as AddressInfo).port
}

/** Sends a CONNECT; resolves with the status it was answered with, or 'cut' when the connection closed unanswered. */
function connect(port: number): Promise<number | 'cut'> {
	return new Promise((resolve) => {
		const req = http.request({ port, host: '127.0.0.1', method: 'CONNECT', path: 'example.com:443' })
		req.on('connect', (res, socket) => {
			socket.destroy()
			resolve(res.statusCode ?? 0)
		})
		req.on('error', () => resolve('cut'))
		req.on('close', () => resolve('cut'))
		req.end()
	})
}

describe('the framework behaviour the error answers work around', () => {
	// If one of these fails after an upgrade, the workaround named may no longer be needed.
	it('the URL parser React Router gets its Request URL from reads a backslash as a slash (refuseMalformed)', () => {
		// The Express adapter builds the URL as `${protocol}://${host}${originalUrl}`.
		expect(new URL('http://gallery.example/\\evil.example/x').pathname).toBe('//evil.example/x')
	})

	it('an action reading a JSON body as a form fails, which React Router answers with a 500 (formBodiesOnly)', async () => {
		const request = new Request('http://gallery.example/contact', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: '{"email":"a@example.com"}',
		})
		await expect(request.formData()).rejects.toThrow(TypeError)
	})

	it('Node cuts a CONNECT without an answer when the server has no connect listener (refuseTunnels)', async () => {
		const port = await listen(http.createServer((_req, res) => res.end('ok')))
		expect(await connect(port)).toBe('cut')
	})
})

describe('refuseMalformed', () => {
	function answer(url: string) {
		const answered: { status?: number; body?: string } = {}
		const res = {
			writeHead: (status: number) => (answered.status = status),
			end: (body: string) => (answered.body = body),
		} as unknown as http.ServerResponse
		const req = { url, method: 'GET', headers: { host: 'gallery.example' } } as http.IncomingMessage
		return { refused: refuseMalformed(req, res, { trustProxy: false }), ...answered }
	}

	it('answers 404 to a path holding a backslash, raw or encoded, before the router reads it as //', () => {
		for (const url of ['/\\evil.example', '/%5cevil.example', '/%5Cevil.example/x', '/api/\\x'])
			expect(answer(url), url).toMatchObject({ refused: true, status: 404 })
		expect(answer('/exhibitions')).toEqual({ refused: false })
	})
})

describe('formBodiesOnly', () => {
	it('answers 415 with Accept-Post to a page post that is not a form, and lets forms and /api bodies through', async () => {
		const app = express()
		app.use(formBodiesOnly())
		app.post('*', (_req, res) => {
			res.send('reached')
		})
		const port = await listen(http.createServer(app))
		const post = (path: string, type: string) =>
			fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { 'Content-Type': type }, body: '{}' })
		const json = await post('/contact', 'application/json')
		expect(json.status).toBe(415)
		expect(json.headers.get('accept-post')).toBe('application/x-www-form-urlencoded, multipart/form-data')
		expect(await (await post('/contact', 'application/x-www-form-urlencoded')).text()).toBe('reached')
		expect(await (await post('/api/enquiries', 'application/json')).text()).toBe('reached')
	})
})

describe('refuseTunnels', () => {
	it('answers a CONNECT with 405 instead of cutting the connection', async () => {
		const server = http.createServer((_req, res) => res.end('ok'))
		refuseTunnels(server)
		expect(await connect(await listen(server))).toBe(405)
	})
})
