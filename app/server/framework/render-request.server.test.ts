import type express from 'express'
import * as adapter from '@react-router/express'
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

	it('has the URL and headers the adapter would give the router, as a GET of the canonical target', () => {
		const request = renderRequestOf(req, '/collection?q=a')
		expect(request.method).toBe('GET')
		expect(request.url).toBe('https://gallery.test:8443/collection?q=a')
		expect(request.headers.get('accept')).toBe('text/html')
		expect(request.headers.get('cookie')).toBe('theme=dark')
		expect(request.signal.aborted).toBe(false)
		expect(renderRequestOf(req, '/').url).toBe('https://gallery.test:8443/')
		const odd = expressRequest('GET', '/', { Host: 'gallery.test@evil.test:8443' })
		expect(renderRequestOf(odd, '/').url).toBe('https://gallery.test:8443/')
	})

	it('still works around the adapter: it exports its whole handler only, not the function that makes its Request', () => {
		expect(Object.keys(adapter)).toEqual(['createRequestHandler'])
	})
})
