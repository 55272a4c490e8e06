import { describe, expect, it } from 'vitest'
import { socialLinks } from './social-links.ts'

describe('socialLinks', () => {
	it('turns handles into profile links that open in a new tab', () => {
		expect(socialLinks({ instagram: '@amara.studio', x: 'amara', youtube: '@amara' })).toEqual([
			{ platform: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/amara.studio', newTab: true },
			{ platform: 'x', label: 'X', href: 'https://x.com/amara', newTab: true },
			{ platform: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@amara', newTab: true },
		])
	})
	it('keeps http(s) URLs and makes a bare website domain https', () => {
		expect(
			socialLinks({ website: 'https://example.com/a', linkedin: 'https://linkedin.com/in/a' }).map((l) => l.href),
		).toEqual(['https://example.com/a', 'https://linkedin.com/in/a'])
		expect(socialLinks({ web: 'example.com' })[0]!.href).toBe('https://example.com')
	})
	it('opens email in the same tab with mailto', () => {
		expect(socialLinks({ email: 'a@b.example' })).toEqual([
			{ platform: 'email', label: 'Email', href: 'mailto:a@b.example', newTab: false },
		])
	})
	it('skips blank values, script URLs and bad emails', () => {
		expect(
			socialLinks({ instagram: '  ', website: 'javascript:alert(1)', email: 'nope', x: 'data:text/html,hi' }),
		).toEqual([])
		expect(socialLinks(undefined)).toEqual([])
	})
})
