import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../support/api.ts'
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

	it('ships no language’s texts in its HTML, and its own alone in the scripts it starts: a module of their own', async () => {
		// A text the page does not show is not in the page; its scripts carry its language's texts in one module, which
		// the entry loads before it hydrates (app/utils/i18n/load-strings.ts) and the holder preloads, and no other
		// language's (the languages browser test sees which the browser asks for).
		const { html } = await page('/de/collection')
		const german = 'Noch keine vergangenen Ausstellungen.'
		const others = ['No past exhibitions yet.', 'Pas encore d’expositions']
		for (const text of [german, ...others]) expect(html).not.toContain(text)
		// The modules the page starts (the scripts' holder: app/components/deferred-scripts.tsx).
		const holder = /<noscript id="app-scripts"[^>]*>([\s\S]*?)<\/noscript>/.exec(html)![1]!
		const modules = new Set([...holder.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map((m) => m[1]!))
		expect(modules.size).toBeGreaterThan(3)
		const withGerman: string[] = []
		for (const url of modules) {
			const code = await (await fetch(`${server.url}${url}`)).text()
			for (const text of others) expect(code, url).not.toContain(text)
			if (code.includes(german)) withGerman.push(url)
			// What only the server writes (a document's, a mail's) is in none of them.
			for (const written of ['Kommissionsbeleg', 'Consignment receipt', 'Guten Tag {name},'])
				expect(code, url).not.toContain(written)
		}
		expect(withGerman).toEqual([expect.stringMatching(/^\/assets\/de-[\w-]+\.js$/)])
		// Preloaded first, so it comes with the entry rather than after it has run.
		expect(holder).toMatch(/^<link rel="modulepreload" href="\/assets\/de-[\w-]+\.js"\/>/)
	})
})

// The server publishes German, so its demo has the demo's German texts (tests/support/server.ts, addDemoGerman).
describe('content in the page’s language', () => {
	it('is searched in the collection in the page’s language, the results showing its titles', async () => {
		const german = await page('/de/collection?q=morgenfeld')
		expect(german.html).toContain('>1 von ')
		expect(german.html).toContain('Morgenfeld')
		// A word of the German description finds it too; the English title still does.
		expect((await page('/de/collection?q=lasuren')).html).toContain('Morgenfeld')
		expect((await page('/de/collection?q=morning%20field')).html).toContain('Morgenfeld')
		// The English page searches the English texts only.
		expect((await page('/collection?q=morgenfeld')).html).toContain('Showing 0 of ')
	})

	it('shows the demo’s German titles and texts under /de, and the English at the root', async () => {
		const german = await page('/de/exhibitions')
		expect(german.html).toContain('Farbe als Ort')
		expect(german.html).toContain('>Ausstellungen</h1>')
		// (The images' alt texts are the files' own, in English.)
		expect(german.html).not.toContain('>Colour as Place<')
		const english = await page('/exhibitions')
		expect(english.html).toContain('>Colour as Place<')
		expect(english.html).not.toContain('Farbe als Ort')

		// The artist's page and the artists' list, and the list's page settings in German.
		expect((await page('/de/artist/lukas-brenner')).html).toMatch(/<p class="[^"]*">Skulptur<\/p>/)
		expect((await page('/de/artists')).html).toMatch(/<h1 class="[^"]*">Künstlerinnen und Künstler<\/h1>/)
		// A page setting without German keeps English, marked so.
		const client = api(server)
		const cleared = await client.put('/api/admin/pages/artists', {
			token: await client.login(),
			json: { translations: {} },
		})
		expect(cleared.status, cleared.text).toBe(200)
		const artists = await page('/de/artists')
		expect(artists.html).toContain('>Skulptur</p>')
		expect(artists.html).toMatch(/<h1 class="[^"]*" lang="en">Artists<\/h1>/)

		const work = await page('/de/artwork/morning-field')
		expect(work.html).toMatch(/<h1 class="[^"]*">Morgenfeld<\/h1>/)
		expect(work.html).toContain('Öl auf Leinwand')
		expect(work.html).toMatch(/<title>Morgenfeld /)
		// Generated alt texts are in German too (the first image has the file's own).
		expect(work.html).toContain('Morgenfeld von Amara Okafor, Bild 2 von 2')
		// The enquiry's message is prefilled in German.
		expect(work.html).toContain('Ich interessiere mich für „Morgenfeld“ (Amara Okafor).')
		// JSON-LD and the meta description speak German too.
		const ld = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(work.html)![1]!
		expect(JSON.parse(ld).name).toBe('Morgenfeld')
		expect(/<meta name="description" content="([^"]*)"/.exec(work.html)![1]).toMatch(/^Zwölf Tafeln/)
	})

	it('marks a field that falls back to English with lang="en", the others not', async () => {
		const client = api(server)
		const token = await client.login()
		const created = await client.post('/api/admin/artworks', {
			token,
			json: {
				title: 'Half Told',
				artist_id: 1,
				medium: 'Ink on paper',
				description: 'A work described in English only.',
				provenance: [
					{ text: 'The artist', public: true },
					{ text: 'A private owner', public: false },
				],
				translations: { de: { title: 'Halb erzählt', provenance: 'Die Künstlerin' } },
			},
		})
		expect(created.status, created.text).toBe(201)
		const { html } = await page(`/de/artwork/${created.body.slug}`)
		expect(html).toMatch(/<h1 class="[^"]*">Halb erzählt<\/h1>/)
		expect(html).toMatch(/<li lang="en">Ink on paper<\/li>/)
		expect(html).toMatch(/<p class="[^"]*" lang="en">A work described in English only.<\/p>/)
		expect(html).toContain('Die Künstlerin')
		expect(html).not.toContain('A private owner')

		const exhibition = await client.post('/api/admin/exhibitions', {
			token,
			json: { title: 'Untranslated Show', start_date: '2026-01-01', end_date: '2026-02-01' },
		})
		expect(exhibition.status, exhibition.text).toBe(201)
		const show = await page(`/de/exhibition/${exhibition.body.slug}`)
		expect(show.html).toMatch(/<h1 class="[^"]*" lang="en">Untranslated Show<\/h1>/)
		const english = await page(`/exhibition/${exhibition.body.slug}`)
		expect(english.html).not.toContain('lang="en">Untranslated Show')
	})
})

describe('the public API’s ?lang', () => {
	it('answers each item in the language asked, naming the fields that fell back', async () => {
		const client = api(server)
		const list = await client.get('/api/exhibitions?lang=de')
		const show = (list.body as { title: string; lang: string; fallback: string[] }[]).find(
			(e) => e.title === 'Farbe als Ort',
		)!
		expect(show.lang).toBe('de')
		expect(show.fallback).toEqual([])
		expect(show).not.toHaveProperty('translations')

		const work = await client.get('/api/artworks/morning-field?lang=de')
		expect(work.body).toMatchObject({ title: 'Morgenfeld', medium: 'Öl auf Leinwand', lang: 'de' })
		const english = await client.get('/api/artworks/morning-field')
		expect(english.body).toMatchObject({ title: 'Morning Field', lang: 'en', fallback: [] })
		// A language the site does not publish answers the default.
		const french = await client.get('/api/artworks/morning-field?lang=fr')
		expect(french.body).toMatchObject({ title: 'Morning Field', lang: 'en' })

		const artists = await client.get('/api/artists?lang=de')
		expect(
			(artists.body as { name: string; specialty: string }[]).find((a) => a.name === 'Lukas Brenner'),
		).toMatchObject({
			specialty: 'Skulptur',
			lang: 'de',
		})
		const pages = await client.get('/api/page-content?lang=de')
		expect(pages.body.pages.exhibitions).toMatchObject({ title: 'Ausstellungen', lang: 'de', fallback: [] })
	})

	it('names the fields in the default language in fallback', async () => {
		const client = api(server)
		const token = await client.login()
		const created = await client.post('/api/admin/artworks', {
			token,
			json: { title: 'Only Titled', artist_id: 1, medium: 'Oil', translations: { de: { title: 'Nur betitelt' } } },
		})
		const work = await client.get(`/api/artworks/${created.body.slug}?lang=de`)
		expect(work.body).toMatchObject({ title: 'Nur betitelt', medium: 'Oil', lang: 'de', fallback: ['medium'] })
	})

	it('answers a public form’s refusal in English, or in the language of ?lang', async () => {
		const post = (path: string, json: unknown) =>
			fetch(`${server.url}${path}`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify(json),
			})
		const enquiry = { name: '', email: 'nope', message: 'Hallo', language: 'de' }
		const english = await post('/api/enquiries', enquiry)
		expect(english.status).toBe(400)
		expect(await english.json()).toEqual({
			error: 'Name is required',
			fields: { name: 'Name is required', email: 'Please enter a valid email address' },
		})
		const german = await post('/api/enquiries?lang=de', enquiry)
		expect(await german.json()).toEqual({
			error: 'Bitte geben Sie Ihren Namen an',
			fields: { name: 'Bitte geben Sie Ihren Namen an', email: 'Bitte geben Sie eine gültige E-Mail-Adresse an' },
		})
		// A language the site does not publish answers in English.
		expect((await (await post('/api/newsletter/subscribe?lang=fr', { email: '' })).json()).error).toBe(
			'Email is required',
		)
		expect((await (await post('/api/newsletter/subscribe?lang=de', { email: '' })).json()).error).toBe(
			'Bitte geben Sie Ihre E-Mail-Adresse an',
		)
	})
})

describe('the footer of a German page', () => {
	it('shows the page settings’ footer description and hours in German, else the English with lang="en"', async () => {
		const client = api(server)
		const token = await client.login()
		const home = (server.readDb().pages as { home: { title: string; description: string; gallery_hours: string } }).home
		const saved = await client.put('/api/admin/pages/home', {
			token,
			json: {
				title: home.title,
				description: home.description,
				translations: { de: { footer_description: 'Eine Galerie unserer Zeit.' } },
			},
		})
		expect(saved.status, saved.text).toBe(200)
		const german = (await page('/de/about')).html
		expect(german).toMatch(/<p class="max-w-xs text-muted">Eine Galerie unserer Zeit\.<\/p>/)
		expect(german).toContain(`<p lang="en">${home.gallery_hours}</p>`)
		const english = (await page('/about')).html
		expect(english).not.toContain('Eine Galerie unserer Zeit.')
		expect(english).toContain(`<p>${home.gallery_hours}</p>`)
		// The public API's page content answers it too, naming what fell back.
		const content = await client.get('/api/page-content?lang=de')
		expect(content.body.pages.home).toMatchObject({
			footerDescription: 'Eine Galerie unserer Zeit.',
			galleryHours: home.gallery_hours,
		})
		expect(content.body.pages.home.fallback).toContain('galleryHours')
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
		// The enquiry keeps the page's language as the reader's.
		const enquiries = server.readDb().enquiries as { email: string; language?: string }[]
		expect(enquiries.at(-1)).toMatchObject({ email: 'ada@example.com', language: 'de' })
		const contact = await page('/de/contact')
		expect(contact.html).toContain('action="/de/contact"')
		// So does a sign-up from the German contact page: its confirmation mail is in German.
		const signUp = await fetch(`${server.url}/de/contact`, {
			method: 'POST',
			body: new URLSearchParams({ email: 'lena@example.com', name: 'Lena' }),
			redirect: 'manual',
		})
		expect(signUp.status).toBe(302)
		const readers = server.readDb().subscribers as { email: string; language?: string }[]
		expect(readers.find((r) => r.email === 'lena@example.com')?.language).toBe('de')
	})

	it('say what is wrong in German beside the fields, and the English page as the spec says', async () => {
		const post = (path: string, fields: Record<string, string>) =>
			fetch(`${server.url}${path}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' })
		const bad = { name: '', email: 'nope', phone: 'x', message: 'y'.repeat(5001) }
		const german = await post('/de/artwork/morning-field', bad)
		expect(german.status).toBe(400)
		const html = await german.text()
		for (const text of [
			'Bitte geben Sie Ihren Namen an',
			'Bitte geben Sie eine gültige E-Mail-Adresse an',
			'Bitte geben Sie eine gültige Telefonnummer an',
			'Nachricht: höchstens 5000 Zeichen',
			'Bitte korrigieren Sie',
		])
			expect(html).toContain(text)
		expect(html).not.toContain('is required')
		expect(html).not.toContain('Please correct')

		const english = await (await post('/artwork/morning-field', bad)).text()
		for (const text of ['Name is required', 'Please enter a valid email address', 'Please correct'])
			expect(english).toContain(text)

		const day = await (
			await post('/de/fair/frieze-london', { name: 'A', email: 'a@example.com', message: 'Hi' })
		).text()
		expect(day).toContain('Bitte wählen Sie einen Tag')
		const signUp = await post('/de/contact', { email: 'nope' })
		expect(signUp.status).toBe(400)
		expect(await signUp.text()).toContain('Bitte geben Sie eine gültige E-Mail-Adresse an')
	})
})

describe('dates and numbers', () => {
	it('follow the page’s language: the gallery’s locale at the root, German under /de', async () => {
		// The demo's shows are dated from the day it is seeded: the dates to find are read from its records.
		const long = (locale: string, iso: string) =>
			new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))
		const dates = (server.readDb().exhibitions as { start_date: string | null }[]).flatMap((e) =>
			e.start_date ? [e.start_date] : [],
		)
		const english = await page('/exhibitions')
		const shown = dates.find((iso) => english.html.includes(long('en-US', iso)))
		expect(shown, 'an exhibition’s date as the gallery’s locale writes it (January 6, 2027)').toBeDefined()
		const german = await page('/de/exhibitions')
		expect(german.html).toContain(long('de-DE', shown!))
		expect(german.html).not.toContain(long('en-US', shown!))
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
