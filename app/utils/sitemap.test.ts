import { describe, expect, it } from 'vitest'
import { latest, robotsTxt, sitemapXml } from './sitemap.ts'

describe('sitemap and robots', () => {
	it('writes escaped URLs with lastmod and image entries', () => {
		const xml = sitemapXml([
			{ loc: 'https://g.example/', lastmod: '2026-01-02T00:00:00.000Z' },
			{ loc: 'https://g.example/artwork/a&b', images: ['https://g.example/api/file/1'] },
		])
		expect(xml).toContain('<loc>https://g.example/</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod>')
		expect(xml).toContain('<loc>https://g.example/artwork/a&amp;b</loc>')
		expect(xml).toContain('<image:image><image:loc>https://g.example/api/file/1</image:loc></image:image>')
		expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"')
	})
	it('picks the newest date', () => {
		expect(latest('2026-01-01T00:00:00.000Z', undefined, '2026-03-01T00:00:00.000Z')).toBe('2026-03-01T00:00:00.000Z')
		expect(latest()).toBeUndefined()
	})
	it('allows the site, keeps crawlers out of the back office and names the sitemap', () => {
		const text = robotsTxt('https://g.example')
		expect(text).toContain('Allow: /')
		expect(text).toContain('Disallow: /admin\n')
		expect(text).toContain('Disallow: /api/admin\n')
		expect(text).toContain('Sitemap: https://g.example/sitemap.xml')
	})
})
