import http from 'node:http'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeManifestFor } from '#tests/support/route-manifest.ts'
import { loadContextOf } from '#app/server/request-context.server.ts'
import { readRouteRulesFrom } from '#app/server/route-rules.server.ts'
import { createPageCache } from './page-cache.server.ts'

/**
 * The page cache in front of a real Express app, with a stand-in for React Router: a
 * page whose body fails after its first bytes went out as a 200 (a render
 * error after the shell, which the server entry turns into a failing body) is
 * never kept.
 */
let server: http.Server
let url: string
let renders = 0
let failing = true

beforeAll(async () => {
	readRouteRulesFrom(await routeManifestFor(['/about']))
	const pageCache = createPageCache({
		maxBytes: 1024 * 1024,
		cdnMaxAge: undefined,
		trustProxy: false,
		getLoadContext: () => loadContextOf({ cspNonce: '', clientAddress: 'test' }),
		handle: async () => {
			renders++
			const fail = failing
			const body = new ReadableStream<Uint8Array>({
				start(controller) {
					controller.enqueue(new TextEncoder().encode('<!DOCTYPE html><html><body><p>The shell</p>'))
					if (fail) controller.error(new Error('render failed after the shell'))
					else {
						controller.enqueue(new TextEncoder().encode('</body></html>'))
						controller.close()
					}
				},
			})
			return new Response(body, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
		},
	})
	const app = express()
	app.all('*', pageCache.render, (_req, res) => {
		res.status(200).type('text/html').send('rendered for this visitor alone')
	})
	app.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
		res.status(500).type('text/plain').send('Internal server error')
	})
	server = http.createServer((req, res) => pageCache.answer(req, res) || app(req, res))
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
}, 60_000)
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('a page that fails after its shell', () => {
	it('is answered 500 and never kept; the next good render is', async () => {
		const first = await fetch(`${url}/about`)
		expect(first.status).toBe(500)
		expect(await first.text()).not.toContain('The shell')
		const second = await fetch(`${url}/about`)
		expect(second.status).toBe(500)
		expect(renders).toBe(2)
		failing = false
		expect(await (await fetch(`${url}/about`)).text()).toContain('</html>')
		expect(await (await fetch(`${url}/about`)).text()).toContain('</html>')
		expect(renders).toBe(3)
	})
})
