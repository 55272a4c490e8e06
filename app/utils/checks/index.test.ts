import { describe, expect, test } from 'vitest'
import { problemsOf, runChecks } from './index.ts'

describe('all checks on one record', () => {
	test('problems come first, then warnings; problemsOf keeps the problems', () => {
		const checks = runChecks(
			{
				title: 'Blue Hour',
				texts: [{ field: 'description', text: 'See [here](/artist/gone).', paragraphs: true }],
				images: [
					{
						field: 'featured_image',
						url: '/api/file/1',
						alt: '',
						originalName: 'a.jpg',
						width: 800,
						height: 600,
						large: true,
					},
				],
			},
			{ today: '2026-06-15', siteOrigin: 'https://gallery.example', missingPages: new Set(['/artist/gone']) },
		)
		expect(checks.map((c) => c.code)).toEqual(['link-broken', 'image-alt-missing', 'image-small', 'link-text'])
		expect(problemsOf(checks).map((c) => c.code)).toEqual(['link-broken'])
	})
})
