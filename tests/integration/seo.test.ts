import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { headValue, jsonLdOf } from '../support/admin.ts'
import { api } from '../support/api.ts'
import { startServer, type TestServer } from '../support/server.ts'

/** Found and shared (docs/public-site.md): absolute links from PUBLIC_URL, head tags, JSON-LD, sitemap.xml and robots.txt. */
const PUBLIC_URL = 'https://gallery.example.org'

describe('being found and shared', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	const get = async (path: string, headers: Record<string, string> = {}) => {
		const res = await fetch(`${server.url}${path}`, { headers, redirect: 'manual' })
		return { status: res.status, text: await res.text(), res }
	}

	beforeAll(async () => {
		server = await startServer({ seed: 'demo', env: { PUBLIC_URL } })
		client = api(server)
		token = await client.login()
	})
	afterAll(() => server?.stop())

	it('gives every public page a title, description, canonical link, Open Graph and Twitter tags from PUBLIC_URL', async () => {
		for (const path of [
			'/',
			'/exhibitions',
			'/artists',
			'/collection',
			'/about',
			'/contact',
			'/exhibition/colour-as-place',
			'/artist/amara-okafor',
			'/artwork/morning-field',
		]) {
			const { text, status } = await get(path)
			expect(status, path).toBe(200)
			expect(text, path).toMatch(/<title>[^<]+ \| Meridian Gallery<\/title>/)
			expect(headValue(text, 'description'), path).toBeTruthy()
			expect(headValue(text, 'canonical'), path).toBe(`${PUBLIC_URL}${path}`)
			expect(headValue(text, 'og:url'), path).toBe(`${PUBLIC_URL}${path}`)
			expect(headValue(text, 'og:title'), path).toBeTruthy()
			expect(headValue(text, 'og:description'), path).toBeTruthy()
			expect(headValue(text, 'og:type'), path).toBeTruthy()
			expect(headValue(text, 'twitter:card'), path).toMatch(/^summary(_large_image)?$/)
		}
		const artwork = (await get('/artwork/morning-field?image=2')).text
		expect(headValue(artwork, 'canonical')).toBe(`${PUBLIC_URL}/artwork/morning-field`)
		expect(headValue(artwork, 'og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/api/file/\\d+$`))
		expect(headValue(artwork, 'twitter:card')).toBe('summary_large_image')
		expect(headValue((await get('/')).text, 'og:image')).toMatch(/^https:\/\/gallery\.example\.org\//)
	})

	it('describes an artwork as VisualArtwork, with offers only while the price is public', async () => {
		const [ld] = jsonLdOf((await get('/artwork/morning-field')).text)
		expect(ld).toMatchObject({
			'@context': 'https://schema.org',
			'@type': 'VisualArtwork',
			name: 'Morning Field',
			url: `${PUBLIC_URL}/artwork/morning-field`,
			creator: { '@type': 'Person', name: 'Amara Okafor', url: `${PUBLIC_URL}/artist/amara-okafor` },
			artMedium: 'Oil on canvas',
			height: { '@type': 'QuantitativeValue', value: 60, unitCode: 'CMT' },
			offers: { '@type': 'Offer', price: 6500, priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
		})
		expect(ld!.image[0]).toMatch(new RegExp(`^${PUBLIC_URL}/api/file/\\d+$`))
		expect(ld!.dateCreated).toMatch(/^\d{4}$/)

		await client.put('/api/admin/artworks/1', { token, json: { availability: 'reserved' } })
		const [reserved] = jsonLdOf((await get('/artwork/morning-field')).text)
		expect(reserved!.offers.availability).toBe('https://schema.org/SoldOut')
		for (const change of [{ price_display: 'on_request' }, { availability: 'sold', price_display: 'show' }]) {
			await client.put('/api/admin/artworks/1', { token, json: change })
			const [ld2] = jsonLdOf((await get('/artwork/morning-field')).text)
			expect(ld2!['@type']).toBe('VisualArtwork')
			expect(ld2!.offers, JSON.stringify(change)).toBeUndefined()
		}
		await client.put('/api/admin/artworks/1', { token, json: { availability: 'available', price_display: 'show' } })
	})

	it('describes exhibitions, artists and the gallery', async () => {
		const [event] = jsonLdOf((await get('/exhibition/colour-as-place')).text)
		expect(event).toMatchObject({
			'@type': 'ExhibitionEvent',
			name: 'Colour as Place',
			url: `${PUBLIC_URL}/exhibition/colour-as-place`,
			startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
			endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
			location: { '@type': 'Place', name: 'Meridian Gallery, Main Hall', address: '12 Printworks Lane, London E2 7DJ' },
			description: expect.stringContaining('Colour as Place brings together'),
		})
		expect(event!.image[0]).toMatch(/^https:\/\/gallery\.example\.org\/api\/file\/\d+$/)
		const [person] = jsonLdOf((await get('/artist/amara-okafor')).text)
		expect(person).toMatchObject({
			'@type': 'Person',
			name: 'Amara Okafor',
			url: `${PUBLIC_URL}/artist/amara-okafor`,
			jobTitle: 'Painting',
		})
		const [gallery] = jsonLdOf((await get('/')).text)
		expect(gallery).toMatchObject({
			'@type': 'ArtGallery',
			name: 'Meridian Gallery',
			url: `${PUBLIC_URL}/`,
			address: '12 Printworks Lane, London E2 7DJ',
			email: 'hello@meridian.example',
			telephone: '+44 20 7946 0321',
		})
	})

	it('escapes the JSON-LD so that no text can close its script', async () => {
		const evil = '</script><script>alert(1)</script>'
		const work = await client.post('/api/admin/artworks', {
			token,
			json: { title: `Evil ${evil}`, artist_id: 1, description: `Text ${evil} & more` },
		})
		const { text } = await get(`/artwork/${work.body.slug}`)
		expect(text).not.toContain('<script>alert(1)')
		const ld = jsonLdOf(text)
		expect(ld).toHaveLength(1)
		expect(ld[0]!.name).toBe(`Evil ${evil}`)
		expect(ld[0]!.description).toBe(`Text ${evil} & more`)
	})

	it('lists every visible page in sitemap.xml with lastmod and images, and nothing hidden', async () => {
		const hiddenWork = await client.post('/api/admin/artworks', {
			token,
			json: { title: 'Hidden From Search', artist_id: 1, is_visible: false },
		})
		await client.put('/api/admin/pages/about', { token, json: { is_visible: false } })
		const { status, text, res } = await get('/sitemap.xml')
		expect(status).toBe(200)
		expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
		const locs = [...text.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1])
		const visible = {
			exhibitions: (await client.get('/api/exhibitions')).body,
			artists: (await client.get('/api/artists')).body,
			artworks: (await client.get('/api/artworks')).body,
			fairs: (await client.get('/api/fairs')).body,
		}
		expect(locs).toEqual(
			expect.arrayContaining([
				`${PUBLIC_URL}/`,
				`${PUBLIC_URL}/exhibitions`,
				`${PUBLIC_URL}/artists`,
				`${PUBLIC_URL}/collection`,
				`${PUBLIC_URL}/contact`,
				...visible.exhibitions.map((e: { slug: string }) => `${PUBLIC_URL}/exhibition/${e.slug}`),
				...visible.artists.map((a: { slug: string }) => `${PUBLIC_URL}/artist/${a.slug}`),
				...visible.artworks.map((a: { slug: string }) => `${PUBLIC_URL}/artwork/${a.slug}`),
				...visible.fairs.map((f: { slug: string }) => `${PUBLIC_URL}/fair/${f.slug}`),
			]),
		)
		expect(visible.fairs.length).toBeGreaterThan(0)
		expect(locs).toHaveLength(
			5 + visible.exhibitions.length + visible.artists.length + visible.artworks.length + visible.fairs.length,
		)
		expect(locs).not.toContain(`${PUBLIC_URL}/about`)
		expect(text).not.toContain(hiddenWork.body.slug)
		expect(text).toMatch(
			/<url><loc>https:\/\/gallery\.example\.org\/artwork\/morning-field<\/loc><lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod><image:image><image:loc>https:\/\/gallery\.example\.org\/api\/file\/\d+<\/image:loc><\/image:image>/,
		)
		expect([...text.matchAll(/<lastmod>/g)]).toHaveLength(locs.length)
		await client.put('/api/admin/pages/about', { token, json: { is_visible: true } })
	})

	it('serves robots.txt that allows the site, keeps out /admin and /api/admin, and names the sitemap', async () => {
		const { status, text, res } = await get('/robots.txt')
		expect(status).toBe(200)
		expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
		expect(text).toContain('User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/admin\n')
		expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
	})
})

describe('absolute links without PUBLIC_URL', () => {
	let server: TestServer
	beforeAll(async () => {
		server = await startServer({ seed: 'demo' })
	})
	afterAll(() => server?.stop())

	it('come from the request, ignoring forwarded headers without TRUST_PROXY', async () => {
		const res = await fetch(`${server.url}/artwork/morning-field`, {
			headers: { 'X-Forwarded-Host': 'evil.example:8443', 'X-Forwarded-Proto': 'https' },
		})
		const html = await res.text()
		expect(headValue(html, 'canonical')).toBe(`${server.url}/artwork/morning-field`)
		const robots = await (
			await fetch(`${server.url}/robots.txt`, { headers: { 'X-Forwarded-Host': 'evil.example' } })
		).text()
		expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`)
	})
})
