import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../support/api.ts'
import { startServer, type TestServer } from '../support/server.ts'

describe('public /api reads', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	let hiddenExhibition: any
	let hiddenArtist: any
	let hiddenArtwork: any
	let hiddenBlock: any

	beforeAll(async () => {
		server = await startServer({ seed: 'demo' })
		client = api(server)
		token = await client.login()
		// Hide one of each so the visibility rules have something to hide.
		hiddenExhibition = (
			await client.patch('/api/admin/exhibitions/2/visibility', { token, json: { is_visible: false } })
		).body
		hiddenArtist = (await client.put('/api/admin/artists/2', { token, json: { is_visible: false } })).body
		hiddenArtwork = (await client.put('/api/admin/artworks/2', { token, json: { is_visible: '0' } })).body
		hiddenBlock = (await client.patch('/api/admin/about-blocks/2/visibility', { token, json: { is_visible: 'false' } }))
			.body
	})
	afterAll(() => server?.stop())

	it('lists exhibitions by start date, newest first, visible only for visitors', async () => {
		const res = await client.get('/api/exhibitions')
		expect(res.status).toBe(200)
		expect(res.headers.get('content-type')).toContain('application/json')
		expect(res.headers.get('x-content-type-options')).toBe('nosniff')
		expect(Array.isArray(res.body)).toBe(true)
		expect(res.body).toHaveLength(5)
		expect(res.body.map((e: any) => e.id)).not.toContain(hiddenExhibition.id)
		const starts = res.body.map((e: any) => Date.parse(e.start_date))
		expect(starts).toEqual([...starts].sort((a, b) => b - a))
		const first = res.body[0]
		for (const key of [
			'id',
			'slug',
			'title',
			'description',
			'status',
			'curator',
			'start_date',
			'end_date',
			'location',
			'featured_image',
			'gallery_images',
			'call_for_artists',
			'cta_link',
			'assigned_artists',
			'assigned_artworks',
			'is_visible',
			'created_at',
			'updated_at',
		]) {
			expect(first).toHaveProperty(key)
		}
		expect(new Date(first.created_at).toISOString()).toBe(first.created_at)
	})

	it('shows hidden exhibitions, with is_visible, to an admin token', async () => {
		const res = await client.get('/api/exhibitions', { token })
		expect(res.body).toHaveLength(6)
		expect(res.body.find((e: any) => e.id === hiddenExhibition.id).is_visible).toBe(false)
		const admin = await client.get('/api/admin/exhibitions', { token })
		expect(admin.status).toBe(200)
		expect(admin.body).toHaveLength(6)
		// A bad token is treated as anonymous on public reads.
		expect((await client.get('/api/exhibitions', { token: 'nonsense' })).body).toHaveLength(5)
	})

	it('reads one exhibition by id or slug; a hidden one is 404 for visitors', async () => {
		const byId = await client.get('/api/exhibitions/1')
		expect(byId.status).toBe(200)
		const bySlug = await client.get(`/api/exhibitions/${byId.body.slug}`)
		expect(bySlug.body).toEqual(byId.body)
		const hidden = await client.get(`/api/exhibitions/${hiddenExhibition.id}`)
		expect(hidden.status).toBe(404)
		expect(hidden.body).toEqual({ error: 'Exhibition not found' })
		expect((await client.get(`/api/exhibitions/${hiddenExhibition.slug}`)).status).toBe(404)
		expect((await client.get(`/api/exhibitions/${hiddenExhibition.id}`, { token })).status).toBe(200)
		expect((await client.get('/api/exhibitions/9999')).body).toEqual({ error: 'Exhibition not found' })
		expect((await client.get('/api/exhibitions/no-such-show')).status).toBe(404)
	})

	it('lists artists by name and reads one by id or slug', async () => {
		const res = await client.get('/api/artists')
		expect(res.status).toBe(200)
		expect(res.body).toHaveLength(7)
		const names = res.body.map((a: any) => a.name)
		expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)))
		expect(names).not.toContain(hiddenArtist.name)
		const amara = res.body.find((a: any) => a.name === 'Amara Okafor')
		expect((await client.get(`/api/artists/${amara.slug}`)).body.id).toBe(amara.id)
		expect((await client.get(`/api/artists/${amara.id}`)).body.slug).toBe(amara.slug)
		expect((await client.get(`/api/artists/${hiddenArtist.id}`)).body).toEqual({ error: 'Artist not found' })
		expect((await client.get(`/api/artists/${hiddenArtist.id}`, { token })).body.is_visible).toBe(false)
		expect((await client.get('/api/artists', { token })).body).toHaveLength(8)
		expect((await client.get('/api/admin/artists', { token })).body).toHaveLength(8)
	})

	it('lists artworks by year descending then title and reads one', async () => {
		const res = await client.get('/api/artworks')
		expect(res.status).toBe(200)
		expect(res.body).toHaveLength(29)
		for (let i = 1; i < res.body.length; i++) {
			const [a, b] = [res.body[i - 1], res.body[i]]
			expect(a.year > b.year || (a.year === b.year && a.title.localeCompare(b.title) <= 0)).toBe(true)
		}
		expect(typeof res.body[0].year).toBe('number')
		expect(Array.isArray(res.body[0].images)).toBe(true)
		const one = await client.get(`/api/artworks/${res.body[0].slug}`)
		expect(one.body.id).toBe(res.body[0].id)
		expect((await client.get(`/api/artworks/${hiddenArtwork.id}`)).body).toEqual({ error: 'Artwork not found' })
		expect((await client.get('/api/admin/artworks', { token })).body).toHaveLength(30)
	})

	it('answers page content with pages and contactInfo', async () => {
		const res = await client.get('/api/page-content')
		expect(res.status).toBe(200)
		expect(Object.keys(res.body.pages).sort()).toEqual([
			'about',
			'artists',
			'contact',
			'exhibitions',
			'gallery',
			'home',
		])
		for (const page of Object.values(res.body.pages) as any[]) {
			expect(page).toMatchObject({
				title: expect.any(String),
				description: expect.any(String),
				content: expect.any(String),
				isVisible: expect.any(Boolean),
			})
		}
		expect(res.body.pages.home).toMatchObject({
			footerDescription: expect.any(String),
			galleryHours: expect.any(String),
			heroImages: expect.any(Array),
			heroImageIds: expect.any(Array),
		})
		expect(Object.keys(res.body.contactInfo).sort()).toEqual(['address', 'email', 'instagram', 'phone'])
	})

	it('serves about blocks: all, visible and one', async () => {
		const all = await client.get('/api/about-blocks')
		expect(all.status).toBe(200)
		expect(all.body).toHaveLength(3)
		const orders = all.body.map((b: any) => b.sort_order)
		expect(orders).toEqual([...orders].sort((a, b) => a - b))
		expect((await client.get('/api/about-blocks/visible')).body).toEqual(all.body)
		expect((await client.get('/api/about-blocks/visible', { token })).body).toHaveLength(3)
		expect((await client.get('/api/about-blocks', { token })).body).toHaveLength(4)
		expect((await client.get('/api/admin/about-blocks', { token })).body).toHaveLength(4)
		expect((await client.get(`/api/about-blocks/${all.body[0].id}`)).body).toEqual(all.body[0])
		expect((await client.get(`/api/about-blocks/${hiddenBlock.id}`)).body).toEqual({ error: 'About block not found' })
		expect((await client.get('/api/about-blocks/abc')).status).toBe(404)
	})

	it('lists the home hero files in heroImageIds order', async () => {
		const ids = (await client.get('/api/page-content')).body.pages.home.heroImageIds
		const res = await client.get('/api/files/hero-images')
		expect(res.status).toBe(200)
		expect(res.body.map((f: any) => String(f.id))).toEqual(ids)
		for (const file of res.body) {
			expect(file).toMatchObject({
				id: expect.any(Number),
				original_name: expect.any(String),
				filename: expect.any(String),
				file_size: expect.any(Number),
				mime_type: expect.stringMatching(/^image\//),
			})
		}
	})

	it('answers health', async () => {
		const res = await client.get('/api/health')
		expect(res.status).toBe(200)
		expect(res.body).toEqual({ status: 'ok' })
	})

	it('answers unknown /api paths with JSON 404 and unsupported methods with JSON 405', async () => {
		for (const p of ['/api', '/api/nothing', '/api/exhibitions/1/extra', '/api/admin/nothing/here']) {
			const res = await client.get(p)
			expect(res.status, p).toBe(404)
			expect(res.headers.get('content-type')).toContain('application/json')
			expect(res.body.error).toEqual(expect.any(String))
		}
		expect((await client.post('/api/nothing', { json: {} })).status).toBe(404)
		for (const [method, p] of [
			['DELETE', '/api/exhibitions/1'],
			['POST', '/api/artists'],
			['PUT', '/api/page-content'],
			['POST', '/api/health'],
			['POST', '/api/file/1'],
			['GET', '/api/auth/login'],
			['GET', '/api/newsletter/subscribe'],
			['PATCH', '/api/about-blocks/visible'],
		] as const) {
			const res = await client.refused(() => client.call(method, p, method === 'GET' ? {} : { json: {} }))
			expect(res.status, `${method} ${p}`).toBe(405)
			expect(res.body).toEqual({ error: 'Method not allowed' })
			expect(res.headers.get('allow')).toBeTruthy()
		}
	})
})
