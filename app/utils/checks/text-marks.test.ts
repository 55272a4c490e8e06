import { describe, expect, test } from 'vitest'
import { headingsOf, linksOf, sitePathOf } from './text-marks.ts'

describe('headings and links in a plain text', () => {
	test('a line starting with hashes is a heading of that level; a hash inside a line is not', () => {
		expect(headingsOf('## The works\ntext #3\n#### Notes ##\n```\n# code\n```')).toEqual([
			{ level: 2, text: 'The works' },
			{ level: 4, text: 'Notes' },
		])
	})
	test('a marked link has its text; an address written out is its own text', () => {
		expect(linksOf('See [the show](/exhibition/blue) or https://example.org/a, and www.example.com.')).toEqual([
			{ text: 'the show', href: '/exhibition/blue', bare: false },
			{ text: 'https://example.org/a', href: 'https://example.org/a', bare: true },
			{ text: 'www.example.com', href: 'www.example.com', bare: true },
		])
	})
	test('a link to this site is its path; elsewhere is null', () => {
		const site = 'https://gallery.example'
		expect(sitePathOf('/artist/mira?x=1#top', site)).toBe('/artist/mira')
		expect(sitePathOf('https://gallery.example/contact', site)).toBe('/contact')
		expect(sitePathOf('https://elsewhere.example/contact', site)).toBeNull()
		expect(sitePathOf('//elsewhere.example/contact', site)).toBeNull()
		expect(sitePathOf('mailto:info@gallery.example', site)).toBeNull()
	})
})
