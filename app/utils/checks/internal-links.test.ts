import { describe, expect, test } from 'vitest'
import { internalLinkChecks, sitePathsOf } from './internal-links.ts'

const siteOrigin = 'https://gallery.example'
const text = (t: string) => ({ title: 'x', texts: [{ field: 'description', text: t }], images: [] })
const context = (...missing: string[]) => ({ today: '2026-06-15', siteOrigin, missingPages: new Set(missing) })

describe('links to pages of this site', () => {
	test('the paths asked about are this site’s, each once', () => {
		const subject = text(
			'[a](/artist/old) [b](https://gallery.example/artist/old) [c](https://elsewhere.example/x) /not-a-link',
		)
		expect(sitePathsOf(subject, siteOrigin)).toEqual(['/artist/old'])
	})
	test('a link to a page that answers 404 is a problem', () => {
		expect(
			internalLinkChecks(text('See [her page](https://gallery.example/artist/old).'), context('/artist/old')),
		).toEqual([
			{
				code: 'link-broken',
				level: 'problem',
				field: 'description',
				message: 'The link to /artist/old leads to a page that does not exist (404).',
			},
		])
	})
	test('each missing page is a problem of its own, once', () => {
		const checks = internalLinkChecks(
			text('[a](/artist/old) [b](/exhibition/gone) [c](/artist/old)'),
			context('/artist/old', '/exhibition/gone'),
		)
		expect(checks.map((c) => c.message)).toEqual([
			'The link to /artist/old leads to a page that does not exist (404).',
			'The link to /exhibition/gone leads to a page that does not exist (404).',
		])
	})
	test('links to pages that answer, and links elsewhere, pass', () => {
		expect(
			internalLinkChecks(text('[a](/artist/mira) [b](https://elsewhere.example/artist/old)'), context('/artist/old')),
		).toEqual([])
	})
})
