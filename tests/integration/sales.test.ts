import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCookie } from '../support/admin.ts'
import { api } from '../support/api.ts'
import { startServer, type TestServer } from '../support/server.ts'

/**
 * The artwork's sales data: through /api, the admin form
 * (posted as a browser without JavaScript would), the admin list, the
 * artwork page and the collection.
 */
describe('artwork sales data', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	let cookie: string
	const page = async (path: string, init?: RequestInit) => {
		const res = await fetch(`${server.url}${path}`, { redirect: 'manual', ...init })
		// React separates text parts with <!-- --> in server HTML; the tests read the text as a visitor does.
		return { status: res.status, html: (await res.text()).replace(/<!-- -->/g, ''), res }
	}
	/** The text of the artwork page's availability and price line. */
	const salesLine = (html: string) =>
		/data-testid="sales">([\s\S]*?)<\/p>/
			.exec(html)?.[1]
			?.replace(/<[^>]+>/g, ' ')
			.replace(/\s+/g, ' ')
			.trim()

	beforeAll(async () => {
		server = await startServer({ seed: 'demo', env: { GALLERY_CURRENCY: 'GBP' } })
		client = api(server)
		token = await client.login()
		cookie = await adminCookie(server)
	})
	afterAll(() => server?.stop())

	it('gives an artwork created without sales data the defaults, the currency from GALLERY_CURRENCY', async () => {
		const res = await client.post('/api/admin/artworks', { token, json: { title: 'Plain Work', artist_id: 1 } })
		expect(res.status).toBe(201)
		expect(res.body).toMatchObject({
			availability: 'available',
			price: null,
			currency: 'GBP',
			price_display: 'on_request',
			edition: '',
			height: null,
			width: null,
			depth: null,
			dimension_unit: 'cm',
		})
		// The seeded works were made before: they keep their own currency.
		expect((await client.get('/api/artworks/morning-field')).body.currency).toBe('EUR')
	})

	it('stores, returns and updates the sales fields through /api', async () => {
		const created = await client.post('/api/admin/artworks', {
			token,
			json: {
				title: 'Priced Work',
				artist_id: 1,
				availability: 'reserved',
				price: 12500,
				currency: 'usd',
				price_display: 'show',
				edition: 'Edition of 12 + 2 AP',
				height: 60,
				width: '80',
				depth: '',
				dimension_unit: 'cm',
			},
		})
		expect(created.status).toBe(201)
		expect(created.body).toMatchObject({
			availability: 'reserved',
			price: 12500,
			currency: 'USD',
			price_display: 'show',
			edition: 'Edition of 12 + 2 AP',
			height: 60,
			width: 80,
			depth: null,
		})
		const stored = server.readDb().artworks.find((a: { id: number }) => a.id === created.body.id)
		expect(stored).toMatchObject({ price: 12500, currency: 'USD', availability: 'reserved' })
		const sold = await client.put(`/api/admin/artworks/${created.body.id}`, { token, json: { availability: 'sold' } })
		expect(sold.status).toBe(200)
		expect(sold.body).toMatchObject({ availability: 'sold', price: 12500, edition: 'Edition of 12 + 2 AP' })
		expect((await client.get(`/api/artworks/${created.body.slug}`)).body.availability).toBe('sold')
	})

	it('shows anonymous /api callers a price only while it is public', async () => {
		const created = await client.post('/api/admin/artworks', {
			token,
			json: { title: 'Quiet Price', artist_id: 1, price: 8800, price_display: 'on_request' },
		})
		const slug = created.body.slug
		expect((await client.get(`/api/artworks/${slug}`)).body).toMatchObject({ price: null, price_display: 'on_request' })
		expect((await client.get('/api/artworks')).body.find((a: { slug: string }) => a.slug === slug)).toMatchObject({
			price: null,
		})
		expect((await client.get(`/api/artworks/${slug}`, { token })).body.price).toBe(8800)
		await client.put(`/api/admin/artworks/${created.body.id}`, { token, json: { price_display: 'show' } })
		expect((await client.get(`/api/artworks/${slug}`)).body.price).toBe(8800)
	})

	it('answers bad sales data with 400 and a message per field, changing nothing', async () => {
		const bad = await client.refused(() =>
			client.post('/api/admin/artworks', {
				token,
				json: { title: 'Bad', artist_id: 1, availability: 'gone', price: -5, currency: 'EURO', height: 'tall' },
			}),
		)
		expect(bad.status).toBe(400)
		expect(bad.body.fields).toMatchObject({
			availability: 'Availability must be one of available, reserved, sold, not_for_sale, on_loan',
			price: 'Price must be zero or more',
			currency: 'Currency must be a three-letter code such as EUR',
			height: 'Height must be a number',
		})
		const noPrice = await client.refused(() =>
			client.post('/api/admin/artworks', { token, json: { title: 'Bad', artist_id: 1, price_display: 'show' } }),
		)
		expect(noPrice.body.fields.price).toBe('Enter a price to show it, or choose "Price on request"')
	})

	it('shows availability, the price as chosen, the edition and dimensions in cm and inches on the artwork page', async () => {
		const make = async (title: string, json: Record<string, unknown>) => {
			const res = await client.post('/api/admin/artworks', { token, json: { title, artist_id: 1, ...json } })
			expect(res.status, res.text).toBe(201)
			return (await page(`/artwork/${res.body.slug}`)).html
		}
		const shown = await make('Shown Price', {
			price: 12000,
			currency: 'EUR',
			price_display: 'show',
			edition: 'Edition of 12 + 2 AP',
			height: 60,
			width: 80,
		})
		expect(salesLine(shown)).toBe('Available €12,000')
		expect(shown).toContain('Edition of 12 + 2 AP')
		expect(shown).toContain('60 × 80 cm (23.6 × 31.5 in)')

		expect(
			salesLine(await make('Reserved Price', { availability: 'reserved', price: 900, price_display: 'show' })),
		).toBe('Reserved £900')
		expect(salesLine(await make('Asked Price', { price: 5000, price_display: 'on_request' }))).toBe(
			'Available Price on request',
		)
		const hidden = await make('Hidden Price', { price: 7777, price_display: 'hidden' })
		expect(salesLine(hidden)).toBe('Available')
		expect(hidden).not.toContain('7,777')
		const sold = await make('Sold Price', { availability: 'sold', price: 4321, price_display: 'show' })
		expect(salesLine(sold)).toBe('Sold')
		expect(sold).not.toContain('4,321')
		for (const [availability, label] of [
			['not_for_sale', 'Not for sale'],
			['on_loan', 'On loan'],
		]) {
			expect(salesLine(await make(`Work ${availability}`, { availability, price_display: 'hidden' }))).toBe(label)
		}
		const inches = await make('Inch Work', { height: 24, width: 36, depth: 2, dimension_unit: 'in' })
		expect(inches).toContain('24 × 36 × 2 in (61 × 91.4 × 5.1 cm)')
	})

	it('marks sold and reserved cards in the collection and filters it by availability', async () => {
		const all = await page('/collection')
		// A sold work's red dot says "Sold" to screen readers.
		expect(all.html).toMatch(/data-testid="availability-mark"[^>]*><span class="sr-only">Sold</)
		expect(all.html).toMatch(/data-testid="availability-mark"[^>]*>Reserved</)
		const soldOnly = await page('/collection?availability=sold')
		const titles = [...soldOnly.html.matchAll(/href="\/artwork\/([a-z0-9-]+)"/g)].map((m) => m[1])
		const soldSlugs = (await client.get('/api/artworks')).body
			.filter((a: { availability: string }) => a.availability === 'sold')
			.map((a: { slug: string }) => a.slug)
		expect(new Set(titles)).toEqual(new Set(soldSlugs))
		expect(soldOnly.html).toContain(`Showing ${soldSlugs.length} of`)
		// The choice stays in the GET form.
		expect(soldOnly.html).toMatch(/<option value="sold" selected="">Sold<\/option>/)
		// An unknown value filters nothing.
		expect((await page('/collection?availability=cheap')).status).toBe(200)
	})

	it('saves the sales fields from the admin form without JavaScript and shows messages beside bad ones', async () => {
		const form = new URLSearchParams({
			intent: 'save',
			title: 'Form Work',
			artist_id: '2',
			year: '2024',
			availability: 'reserved',
			price: '3400',
			currency: 'EUR',
			price_display: 'show',
			edition: '1 of 3',
			height: '50',
			width: '40',
			depth: '',
			dimension_unit: 'cm',
			is_visible: 'true',
		})
		const saved = await fetch(`${server.url}/admin/artworks/new`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: form,
			redirect: 'manual',
		})
		expect(saved.status).toBe(302)
		const record = server.readDb().artworks.find((a: { title: string }) => a.title === 'Form Work')
		expect(record).toMatchObject({
			availability: 'reserved',
			price: 3400,
			currency: 'EUR',
			price_display: 'show',
			edition: '1 of 3',
			height: 50,
			width: 40,
			depth: null,
		})

		const edit = await page(`/admin/artworks/${record.id}/edit`, { headers: { Cookie: cookie } })
		expect(edit.html).toMatch(/<option value="reserved" selected="">Reserved<\/option>/)
		expect(edit.html).toMatch(/name="price"[^>]*value="3400"/)
		expect(edit.html).toContain('On the public page: Reserved · €3,400 · 50 × 40 cm (19.7 × 15.7 in)')

		form.set('price', '12.5')
		form.set('height', '-1')
		const bad = await fetch(`${server.url}/admin/artworks/${record.id}/edit`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: form,
		})
		expect(bad.status).toBe(400)
		const html = await bad.text()
		expect(html).toContain('Price must be a whole number')
		expect(html).toContain('Height must be more than zero')
		expect(html).toMatch(/aria-invalid="true"[^>]*name="price"|name="price"[^>]*aria-invalid="true"/)
	})

	it('filters the admin list by availability and marks sold and reserved cards', async () => {
		const list = await page('/admin/artworks?availability=reserved', { headers: { Cookie: cookie } })
		expect(list.status).toBe(200)
		const reserved = (await client.get('/api/admin/artworks', { token })).body.filter(
			(a: { availability: string }) => a.availability === 'reserved',
		)
		expect(list.html).toContain(`Showing ${reserved.length} of`)
		expect([...list.html.matchAll(/data-testid="availability-mark"[^>]*>Reserved</g)]).toHaveLength(reserved.length)
		expect(list.html).not.toMatch(/data-testid="availability-mark"[^>]*><span class="sr-only">Sold</)
	})
})
