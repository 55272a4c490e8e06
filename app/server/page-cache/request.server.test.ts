import { type IncomingMessage } from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import { routeManifestFor } from '#tests/support/route-manifest.ts'
import { readRouteRulesFrom } from '#app/server/route-rules.server.ts'
import { canonicalTarget, chooseEncoding, notModified, pageKey } from './request.server.ts'

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
	({ method, url, headers: { host: 'gallery.test', ...headers }, socket: {} }) as unknown as IncomingMessage
const options = { trustProxy: false, privateCookies: ['gallery_session', 'gallery_toast'] }

beforeAll(async () => readRouteRulesFrom(await routeManifestFor(['/', '/collection', '/about'])), 60_000)

describe('pageKey', () => {
	it('keys public GET and HEAD requests by protocol, host, path and normalised query', () => {
		expect(pageKey(request('/collection?q=a&artist=b'), options)).toBe('http|gallery.test||/collection?artist=b&q=a')
		expect(pageKey(request('/collection?artist=b&q=a', {}, 'HEAD'), options)).toBe(
			pageKey(request('/collection?q=a&artist=b'), options),
		)
		expect(pageKey(request('/', { host: 'admin.gallery.test' }), options)).not.toBe(pageKey(request('/'), options))
	})

	it('leaves out writes, the back office, the API and visitors with a session or a flash message', () => {
		expect(pageKey(request('/', {}, 'POST'), options)).toBeNull()
		for (const path of ['/admin', '/admin.data', '/admin/pages', '/ADMIN', '/%61dmin', '//admin', '/\\admin', '/api/x'])
			expect(pageKey(request(path), options), path).toBeNull()
		expect(pageKey(request('/%E0%A4%A'), options)).toBeNull()
		// the router's route manifest reads every parameter: never kept, never rendered without them.
		expect(pageKey(request('/__manifest?p=%2Fartwork%2Fx&version=abc'), options)).toBeNull()
		expect(pageKey(request('/', { cookie: 'a=1; gallery_session=abc' }), options)).toBeNull()
		expect(pageKey(request('/', { cookie: 'gallery_toast=abc' }), options)).toBeNull()
		expect(pageKey(request('/', { cookie: 'theme=dark' }), options)).not.toBeNull()
		expect(pageKey(request('http://elsewhere/'), options)).toBeNull()
	})

	it('keys by the forwarded protocol and host only behind a trusted proxy', () => {
		const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'public.example' }
		expect(pageKey(request('/', forwarded), options)).toBe(pageKey(request('/'), options))
		const trusted = { ...options, trustProxy: true }
		expect(pageKey(request('/', forwarded), trusted)).toBe('https|gallery.test|https|public.example|/?')
	})
})

describe('canonicalTarget', () => {
	it('keys and renders a page by the parameters it reads, sorted, in one spelling', () => {
		expect(pageKey(request('/collection?utm_source=a&q=x'), options)).toBe(pageKey(request('/collection?q=x'), options))
		expect(pageKey(request('/?fbclid=1'), options)).toBe(pageKey(request('/'), options))
		expect(pageKey(request('/collection?q=x'), options)).not.toBe(pageKey(request('/collection?q=y'), options))
		expect(canonicalTarget('/collection?utm_source=a&q=%41+b&artist=c')).toBe('/collection?artist=c&q=A+b')
		expect(canonicalTarget('/?fbclid=1')).toBe('/')
		expect(canonicalTarget('/about')).toBe('/about')
	})
})

describe('chooseEncoding', () => {
	it('prefers brotli when ready, then gzip, and honours q=0', () => {
		expect(chooseEncoding('gzip, deflate, br', true)).toBe('br')
		expect(chooseEncoding('gzip, deflate, br', false)).toBe('gzip')
		expect(chooseEncoding('br;q=0, gzip', true)).toBe('gzip')
		expect(chooseEncoding('*', true)).toBe('br')
		expect(chooseEncoding('br;q=0, *', true)).toBe('gzip')
		expect(chooseEncoding('deflate', true)).toBe('identity')
		expect(chooseEncoding(undefined, true)).toBe('identity')
	})
})

describe('notModified', () => {
	it('compares If-None-Match weakly against the tag of the body the client would get', () => {
		expect(notModified({ 'if-none-match': '"a", "b-gz"' }, '"b-gz"')).toBe(true)
		expect(notModified({ 'if-none-match': 'W/"b"' }, '"b"')).toBe(true)
		expect(notModified({ 'if-none-match': '*' }, '"b"')).toBe(true)
		expect(notModified({ 'if-none-match': '"c"' }, '"b"')).toBe(false)
		// Another encoding's tag is another body: a gzip tag never validates the plain page.
		expect(notModified({ 'if-none-match': '"b-gz"' }, '"b"')).toBe(false)
		expect(notModified({ 'if-none-match': '"b"', 'cache-control': 'no-cache' }, '"b"')).toBe(true)
		expect(notModified({}, '"b"')).toBe(false)
	})
})
