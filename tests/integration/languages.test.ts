import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../support/server.ts'

/**
 * The public site in two languages (contract section 21, docs/public-site.md 'Languages'): English at the root,
 * German under /de, on one demo server started with SITE_LANGUAGES=en,de.
 */
let server: TestServer

beforeAll(async () => {
	server = await startServer({ seed: 'demo', env: { SITE_LANGUAGES: 'en,de' } })
}, 120_000)

afterAll(async () => {
	await server?.stop()
})

const page = async (path: string) => {
	const res = await fetch(`${server.url}${path}`, { redirect: 'manual' })
	return { res, html: await res.text() }
}

const htmlLang = (html: string) => /<html[^>]* lang="([^"]+)"/.exec(html)?.[1]
const alternates = (html: string) =>
	[...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]])

describe('a page in each language', () => {
	it('is English at the root and German under /de, with the same slugs', async () => {
		const english = await page('/exhibitions')
		expect(english.res.status).toBe(200)
		expect(htmlLang(english.html)).toBe('en')
		expect(english.html).toContain('Upcoming Exhibitions')

		const german = await page('/de/exhibitions')
		expect(german.res.status).toBe(200)
		expect(htmlLang(german.html)).toBe('de')
		expect(german.html).toContain('Kommende Ausstellungen')
		expect(german.html).not.toContain('Upcoming Exhibitions')

		const home = await page('/de')
		expect(home.res.status).toBe(200)
		expect(htmlLang(home.html)).toBe('de')
	})

	it('keeps its language in its links', async () => {
		const { html } = await page('/de/exhibitions')
		const links = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1]!)
		const exhibition = links.find((href) => href.includes('/exhibition/'))!
		expect(exhibition).toMatch(/^\/de\/exhibition\//)
		expect(links).toContain('/de/collection')
		// The German page of a work answers under the same slug.
		const work = await page('/de/collection')
		const slug = /href="\/de\/artwork\/([^"/]+)"/.exec(work.html)![1]
		const artwork = await page(`/de/artwork/${slug}`)
		expect(artwork.res.status).toBe(200)
		expect(artwork.html).toContain('Zu diesem Werk anfragen')
	})

	it('says where its other languages are, with x-default the default language', async () => {
		const { html } = await page('/de/about')
		const origin = server.url
		expect(alternates(html)).toEqual([
			['en', `${origin}/about`],
			['de', `${origin}/de/about`],
			['x-default', `${origin}/about`],
		])
		expect(alternates((await page('/about')).html)).toEqual(alternates(html))
	})

	it('links to itself in each language from a switcher of plain links', async () => {
		const { html } = await page('/de/collection?q=a')
		const switcher = /<nav aria-label="Sprache"[^>]*>(.*?)<\/nav>/s.exec(html)![1]!
		expect([...switcher.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([
			'/collection?q=a',
			'/de/collection?q=a',
		])
		expect(switcher).toContain('aria-current="page"')
		expect(switcher).toContain('Deutsch')
		expect(switcher).toContain('English')
	})

	it('answers 404 for a language the site does not publish, and sends the default’s prefix to the root', async () => {
		expect((await page('/fr/exhibitions')).res.status).toBe(404)
		expect((await page('/fr')).res.status).toBe(404)
		const moved = await page('/en/exhibitions?page=2')
		expect(moved.res.status).toBe(301)
		expect(moved.res.headers.get('location')).toBe('/exhibitions?page=2')
		const home = await page('/en')
		expect(home.res.status).toBe(301)
		expect(home.res.headers.get('location')).toBe('/')
		// No guess from the browser's languages: the root stays in the default language.
		const res = await fetch(`${server.url}/about`, { headers: { 'Accept-Language': 'de' }, redirect: 'manual' })
		expect(res.status).toBe(200)
		expect(htmlLang(await res.text())).toBe('en')
	})

	it('is kept apart in the page cache: the German page never answers the English address', async () => {
		// The German page first, so that it is the one in the cache when the English address is asked.
		for (let i = 0; i < 2; i++) expect(htmlLang((await page('/de/artists')).html)).toBe('de')
		for (let i = 0; i < 2; i++) {
			const english = await page('/artists')
			expect(htmlLang(english.html)).toBe('en')
			expect(english.html).not.toContain('Kommende')
		}
		expect(htmlLang((await page('/de/artists')).html)).toBe('de')
	})

	it('shows a 404 in its language', async () => {
		const missing = await page('/de/no-such-page')
		expect(missing.res.status).toBe(404)
		expect(htmlLang(missing.html)).toBe('de')
		expect(missing.html).toContain('Zur Startseite')
		expect(missing.html).toContain('href="/de"')
	})
})

describe('the forms of a German page', () => {
	it('post to the German page and come back to it, with the answer in German', async () => {
		const { html } = await page('/de/artwork/morning-field')
		expect(html).toContain('action="/de/artwork/morning-field"')
		expect(html).toContain('Anfrage senden')
		const res = await fetch(`${server.url}/de/artwork/morning-field`, {
			method: 'POST',
			body: new URLSearchParams({ name: 'Ada Lovelace', email: 'ada@example.com', message: 'Noch verfügbar?' }),
			redirect: 'manual',
		})
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe('/de/artwork/morning-field')
		const back = await fetch(`${server.url}/de/artwork/morning-field`, {
			headers: { cookie: res.headers.get('set-cookie')!.split(';')[0]! },
		})
		expect(await back.text()).toContain('Anfrage gesendet')
		const contact = await page('/de/contact')
		expect(contact.html).toContain('action="/de/contact"')
	})
})

describe('dates and numbers', () => {
	it('follow the page’s language: the gallery’s locale at the root, German under /de', async () => {
		const english = await page('/exhibitions')
		expect(english.html).toContain('January 6, 2027')
		const german = await page('/de/exhibitions')
		expect(german.html).toContain('6. Januar 2027')
		expect(german.html).not.toContain('January 6, 2027')
	})
})

describe('the sitemap', () => {
	it('lists every page in each language, each with its alternates', async () => {
		const { res, html: xml } = await page('/sitemap.xml')
		expect(res.status).toBe(200)
		expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
		const origin = server.url
		const urls = [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map((m) => m[1]!)
		const about = urls.filter((u) => /<loc>[^<]*\/about<\/loc>/.test(u))
		expect(about.map((u) => /<loc>([^<]+)<\/loc>/.exec(u)![1])).toEqual([`${origin}/about`, `${origin}/de/about`])
		for (const entry of about)
			expect(entry).toContain(
				`<xhtml:link rel="alternate" hreflang="en" href="${origin}/about"/>` +
					`<xhtml:link rel="alternate" hreflang="de" href="${origin}/de/about"/>` +
					`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/about"/>`,
			)
		expect(urls.some((u) => u.includes(`<loc>${origin}/de</loc>`))).toBe(true)
		const locs = urls.map((u) => /<loc>([^<]+)<\/loc>/.exec(u)![1]!)
		const german = locs.filter((loc) => loc === `${origin}/de` || loc.startsWith(`${origin}/de/`))
		expect(german.length * 2).toBe(locs.length)
	})
})
