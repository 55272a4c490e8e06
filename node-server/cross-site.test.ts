import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refuseCrossSite } from './cross-site.ts'

let server: http.Server
let url: string
const seenOrigins: (string | undefined)[] = []

beforeAll(async () => {
	const app = express()
	app.use(refuseCrossSite({ trustProxy: false }))
	app.all('*', (req, res) => {
		seenOrigins.push(req.headers.origin)
		res.type('text/plain').send('reached')
	})
	server = http.createServer(app)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const post = (path: string, headers: Record<string, string>) => fetch(`${url}${path}`, { method: 'POST', headers })

describe('the cross-site check', () => {
	it('refuses a post from another site’s page, as JSON under /api', async () => {
		const page = await post('/contact', { Origin: 'https://elsewhere.example' })
		expect(page.status).toBe(403)
		expect(await page.text()).toBe('Cross-site request refused')
		const api = await post('/api/admin/artists', { 'Sec-Fetch-Site': 'cross-site' })
		expect(api.status).toBe(403)
		expect(await api.json()).toEqual({ error: 'Cross-site request refused' })
	})

	it('lets through a post from this site or with no Origin, without its Origin', async () => {
		seenOrigins.length = 0
		const host = new URL(url).host
		expect((await post('/contact', { Origin: `http://${host}` })).status).toBe(200)
		expect((await post('/contact', {})).status).toBe(200)
		expect(seenOrigins).toEqual([undefined, undefined])
	})

	it('reads `Origin: null` by Sec-Fetch-Site, and lets a reader’s one-click unsubscribe through from anywhere', async () => {
		expect((await post('/viewing-room/a/b', { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200)
		expect((await post('/viewing-room/a/b', { Origin: 'null' })).status).toBe(403)
		expect((await post('/newsletter/unsubscribe/abc_1', { Origin: 'https://mail.example' })).status).toBe(200)
		expect((await post('/newsletter/unsubscribe/abc/x', { Origin: 'https://mail.example' })).status).toBe(403)
	})

	it('never refuses a read', async () => {
		const res = await fetch(`${url}/contact`, { headers: { Origin: 'https://elsewhere.example' } })
		expect(res.status).toBe(200)
	})
})
