import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, hashInlineScripts, nonceSource } from './csp.server.ts'

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('contentSecurityPolicy', () => {
	it('is strict and names the given script sources', () => {
		const policy = contentSecurityPolicy([nonceSource('abc')])
		expect(policy).toContain("script-src 'self' 'nonce-abc'")
		for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
			expect(policy).toContain(directive)
		expect(contentSecurityPolicy([])).toContain("script-src 'self';")
	})
})

describe('hashInlineScripts', () => {
	const nonce = 'n0nce+/=='
	const page = [
		'<html><head><link rel="modulepreload" href="/assets/a.js" nonce="n0nce+/=="/>',
		'<script type="application/ld+json">{"@type":"Thing"}</script></head><body>',
		'<script nonce="n0nce+/==">window.__ctx = {"a":"\\u003c/script>"};</script>',
		'<script type="module" async="" nonce="n0nce+/==">import "/assets/entry.js";</script>',
		'<script src="/assets/x.js" nonce="n0nce+/=="></script>',
		'<script nonce="n0nce+/==">window.__ctx = {"a":"\\u003c/script>"};</script>',
		'</body></html>',
	].join('')

	it('removes every nonce and authorises exactly the scripts that carried it, by hash', () => {
		const { html, scriptSources } = hashInlineScripts(page, nonce)
		expect(html).not.toContain(nonce)
		expect(html).not.toContain('nonce=')
		expect(scriptSources.sort()).toEqual(
			[sha('window.__ctx = {"a":"\\u003c/script>"};'), sha('import "/assets/entry.js";')].sort(),
		)
	})

	it('leaves a page without that nonce as it is', () => {
		expect(hashInlineScripts('<p>no scripts</p>', nonce)).toEqual({ html: '<p>no scripts</p>', scriptSources: [] })
		expect(hashInlineScripts('<script>x()</script>', '').scriptSources).toEqual([])
	})
})
