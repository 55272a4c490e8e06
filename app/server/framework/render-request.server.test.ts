import { EventEmitter } from 'node:events'
import { createRemixRequest } from '@remix-run/express/dist/server.js'
import type express from 'express'
import { describe, expect, it } from 'vitest'
import { renderRequestOf } from './render-request.server.ts'

/** The parts of an Express request the adapter reads. */
function expressRequest(method: string, originalUrl: string, headers: Record<string, string>) {
	const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
	return {
		method,
		originalUrl,
		headers: lower,
		protocol: 'https',
		hostname: (lower['host'] ?? '').split(':')[0],
		get: (name: string) => lower[name.toLowerCase()],
	} as unknown as express.Request
}

describe('the request the page cache renders', () => {
	const req = expressRequest('HEAD', '/collection?utm_source=x&q=a', {
		Host: 'gallery.test:8443',
		Accept: 'text/html',
		Cookie: 'theme=dark',
	})

	it('has the URL and headers the adapter would give Remix, as a GET of the canonical target', () => {
		const request = renderRequestOf(req, '/collection?q=a')
		expect(request.method).toBe('GET')
		expect(request.url).toBe('https://gallery.test:8443/collection?q=a')
		expect(request.headers.get('accept')).toBe('text/html')
		expect(request.headers.get('cookie')).toBe('theme=dark')
		expect(renderRequestOf(req, '/').url).toBe('https://gallery.test:8443/')
	})

	it('still matches the adapter: its URL for the same request, and an abort tied to the response', () => {
		const res = new EventEmitter() as unknown as express.Response
		const adapter = createRemixRequest(req, res)
		expect(adapter.url).toBe('https://gallery.test:8443/collection?utm_source=x&q=a')
		expect(adapter.method).toBe('HEAD')
		// The adapter aborts its request when the visitor goes away: the shared render must not be.
		;(res as unknown as EventEmitter).emit('close')
		expect(adapter.signal.aborted).toBe(true)
		expect(renderRequestOf(req, '/collection').signal.aborted).toBe(false)
	})
})
