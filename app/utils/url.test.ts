import { describe, expect, it } from 'vitest'
import { isSafeLinkOrHandle, isSafeUrl } from './url.ts'

describe('isSafeUrl', () => {
	it('accepts http(s), mailto and same-site paths', () => {
		for (const ok of ['https://example.com/a?b=c', 'http://example.com', 'mailto:a@example.com', '/api/file/3'])
			expect(isSafeUrl(ok), ok).toBe(true)
	})
	it('refuses other schemes, protocol-relative paths and any control or whitespace character inside', () => {
		for (const bad of [
			'javascript:alert(1)',
			'java\tscript:alert(1)',
			'https://exa\nmple.com',
			'https://example.com/a b',
			'/api/file/1\u0000',
			'https://example.com/\u200b',
			'https://example.com/\u202e',
			'//evil.example',
			'/\\evil.example',
			'data:text/html,x',
		])
			expect(isSafeUrl(bad), JSON.stringify(bad)).toBe(false)
	})
})

describe('isSafeLinkOrHandle', () => {
	it('accepts handles and safe links, refuses script schemes and hidden characters', () => {
		expect(isSafeLinkOrHandle('@meridian')).toBe(true)
		expect(isSafeLinkOrHandle('https://instagram.com/meridian')).toBe(true)
		expect(isSafeLinkOrHandle('javascript:alert(1)')).toBe(false)
		expect(isSafeLinkOrHandle('java\tscript:alert(1)')).toBe(false)
		expect(isSafeLinkOrHandle('mer idian')).toBe(false)
	})
})
