import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../support/api.ts'
import { startServer, type TestServer } from '../support/server.ts'
import { settledEntries } from '../support/uploads.ts'

const MiB = 1024 * 1024

function upload(
	bytes: Uint8Array,
	name: string,
	fields: Record<string, string> = { category: 'exhibition' },
	type = 'image/png',
) {
	const form = new FormData()
	for (const [key, value] of Object.entries(fields)) form.append(key, value)
	form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
	return form
}

describe('/api files', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	let png: Buffer

	beforeAll(async () => {
		server = await startServer({ seed: 'demo' })
		client = api(server)
		token = await client.login()
		png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6' } })
			.png()
			.toBuffer()
	})
	afterAll(() => server?.stop())

	// Once the background work of earlier uploads (and of one deleted meanwhile) is done: nothing is left behind.
	const uploadEntries = () => settledEntries(server)

	it('uploads an image, serves it publicly and deletes it with every reference', async () => {
		const res = await client.post('/api/files/upload', { token, body: upload(png, '../../evil name.png.svg') })
		expect(res.status).toBe(201)
		const file = res.body.file
		expect(res.body).toEqual({
			success: true,
			file: {
				id: expect.any(Number),
				url: `/api/file/${file.id}`,
				originalName: 'evil name.png.svg',
				// In a bucket an original's key is its upload number, put before the record that names it (docs/operations.md).
				filename: server.bucket ? expect.stringMatching(/^\d{21}\.png$/) : `${file.id}.png`,
				fileSize: png.length,
				mimeType: 'image/png',
				category: 'exhibition',
			},
		})
		expect((await server.storedFile(file.filename))?.equals(png)).toBe(true)
		// Its variants are made in the background and their facts written when done: the refusals below compare the
		// store before and after, so they wait for that write.
		await expect
			.poll(() => server.readDb().files.find((f: any) => f.id === file.id)?.placeholder, { timeout: 30_000 })
			.toMatch(/^data:image\/webp;base64,/)

		for (const prefix of ['/api/file/', '/api/files/']) {
			const served = await fetch(`${server.url}${prefix}${file.id}`)
			expect(served.status).toBe(200)
			expect(served.headers.get('content-type')).toBe('image/png')
			expect(served.headers.get('x-content-type-options')).toBe('nosniff')
			expect(served.headers.get('content-security-policy')).toContain('sandbox')
			expect(served.headers.get('cache-control')).toContain('max-age=31536000')
			const etag = served.headers.get('etag')
			expect(etag).toBeTruthy()
			expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
			expect((await fetch(`${server.url}${prefix}${file.id}`, { headers: { 'If-None-Match': etag! } })).status).toBe(
				304,
			)
		}

		const listed = await client.get('/api/files?category=exhibition', { token })
		expect(listed.status).toBe(200)
		expect(listed.body.every((f: any) => f.category === 'exhibition')).toBe(true)
		expect(listed.body.map((f: any) => f.id)).toContain(file.id)
		expect((await client.get('/api/files', { token })).body.length).toBeGreaterThan(listed.body.length)
		expect((await client.refused(() => client.get('/api/files?category=poster', { token }))).status).toBe(400)

		const show = await client.post('/api/admin/exhibitions', {
			token,
			json: { title: 'With a picture', featured_image: file.url, gallery_images: [file.url, '/api/file/1'] },
		})
		await client.put('/api/admin/home-settings', { token, json: { heroImageIds: [String(file.id)] } })
		expect((await client.get('/api/files/hero-images')).body.map((f: any) => f.id)).toEqual([file.id])

		expect((await client.del(`/api/files/${file.id}`, { token })).body).toEqual({ success: true })
		expect(await server.storedFile(file.filename)).toBeNull()
		expect((await fetch(`${server.url}/api/file/${file.id}`)).status).toBe(404)
		const after = (await client.get(`/api/admin/exhibitions/${show.body.id}`, { token })).body
		expect(after).toMatchObject({ featured_image: '', gallery_images: ['/api/file/1'] })
		const home = (await client.get('/api/page-content')).body.pages.home
		expect(home.heroImageIds).toEqual([])
		expect(home.heroImages).toEqual([])
		expect((await client.get('/api/files/hero-images')).body).toEqual([])
		expect((await client.refused(() => client.del(`/api/files/${file.id}`, { token }))).body).toEqual({
			error: 'File not found',
		})
		await client.del(`/api/admin/exhibitions/${show.body.id}`, { token })
	})

	it('accepts exactly 10 MiB and answers 413 for one byte more, leaving no file behind', async () => {
		const before = await uploadEntries()
		const huge = Buffer.alloc(10 * MiB + 1)
		png.copy(huge)
		const over = await client.refused(() => client.post('/api/files/upload', { token, body: upload(huge, 'big.png') }))
		expect(over.status).toBe(413)
		expect(await uploadEntries()).toEqual(before)
		// Exactly 10 MiB passes the size check (and, as a PNG with trailing bytes, is stored).
		const exact = await client.post('/api/files/upload', {
			token,
			body: upload(huge.subarray(0, 10 * MiB), 'exact.png'),
		})
		expect(exact.status).toBe(201)
		expect(exact.body.file.fileSize).toBe(10 * MiB)
		await client.del(`/api/files/${exact.body.file.id}`, { token })
		expect(await uploadEntries()).toEqual(before)
	})

	it('answers 415 for anything that is not an image by content, SVG included', async () => {
		const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
		const text = new TextEncoder().encode('just some text pretending to be a picture')
		const before = await uploadEntries()
		for (const [bytes, name, type] of [
			[svg, 'logo.svg', 'image/svg+xml'],
			[svg, 'logo.png', 'image/png'],
			[text, 'photo.jpg', 'image/jpeg'],
		] as const) {
			const res = await client.refused(() =>
				client.post('/api/files/upload', { token, body: upload(bytes, name, { category: 'hero' }, type) }),
			)
			expect(res.status, name).toBe(415)
		}
		expect(await uploadEntries()).toEqual(before)
	})

	it('refuses uploads without a file, with a bad category or not multipart', async () => {
		const noFile = new FormData()
		noFile.append('category', 'artwork')
		expect((await client.refused(() => client.post('/api/files/upload', { token, body: noFile }))).body).toEqual({
			error: 'File is required',
			fields: { file: 'File is required' },
		})
		const badCategory = await client.refused(() =>
			client.post('/api/files/upload', { token, body: upload(png, 'a.png', { category: 'poster' }) }),
		)
		expect(badCategory.body.fields.category).toBe('Category must be one of exhibition, hero, artwork, artist_profile')
		expect((await client.refused(() => client.post('/api/files/upload', { token, json: { file: 'x' } }))).status).toBe(
			400,
		)
		expect((await client.refused(() => client.post('/api/files/upload', { body: upload(png, 'a.png') }))).status).toBe(
			401,
		)
	})

	it('serves nothing but uploaded files under /api/file/ and /api/files/', async () => {
		for (const p of [
			'/api/file/..%2f..%2fdata%2fdb.json',
			'/api/files/..%2F..%2Fpackage.json',
			'/api/file/%2e%2e%2fdb.json',
			'/api/file/1%00.png',
			'/api/files/1.jpg',
			'/api/file/0',
			'/api/file/-1',
		]) {
			const res = await fetch(`${server.url}${p}`)
			expect(res.status, p).toBe(404)
			expect(res.headers.get('content-type'), p).toContain('application/json')
		}
		const traversal = await fetch(`${server.url}/api/file/../../package.json`)
		expect(await traversal.text()).not.toContain('"name": "gallery-site"')
	})

	it('runs the whole journey: sign in, create, upload, attach, read back, delete', async () => {
		const journeyToken = await client.login()
		const artists = (await client.get('/api/artists')).body
		const artworks = (await client.get('/api/artworks')).body
		const created = await client.post('/api/admin/exhibitions', {
			token: journeyToken,
			json: {
				title: 'Journey Through Light',
				description: 'A show built by a script',
				start_date: '2027-09-01',
				status: 'upcoming',
				gallery_images: '[]',
				assigned_artists: JSON.stringify([String(artists[0].id)]),
				assigned_artworks: JSON.stringify([String(artworks[0].id), String(artworks[1].id)]),
				call_for_artists: 1,
				cta_link: 'mailto:open-call@example.com',
			},
		})
		expect(created.status).toBe(201)
		expect(created.body).toMatchObject({
			call_for_artists: true,
			assigned_artists: [String(artists[0].id)],
			gallery_images: [],
		})

		const image = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#d94' } })
			.jpeg()
			.toBuffer()
		const uploaded = await client.post('/api/files/upload', {
			token: journeyToken,
			body: upload(image, 'light.jpg', { category: 'exhibition' }, 'image/jpeg'),
		})
		expect(uploaded.status).toBe(201)
		const url = uploaded.body.file.url
		const attached = await client.put(`/api/admin/exhibitions/${created.body.id}`, {
			token: journeyToken,
			json: { featured_image: url, gallery_images: JSON.stringify([url]) },
		})
		expect(attached.status).toBe(200)
		expect(attached.body).toMatchObject({ featured_image: url, gallery_images: [url], title: 'Journey Through Light' })

		const publicRead = await client.get(`/api/exhibitions/${created.body.slug}`)
		expect(publicRead.status).toBe(200)
		expect(publicRead.body).toMatchObject({ id: created.body.id, featured_image: url, call_for_artists: true })
		expect((await client.get('/api/exhibitions')).body.map((e: any) => e.id)).toContain(created.body.id)
		const servedImage = await fetch(`${server.url}${url}`)
		expect(servedImage.headers.get('content-type')).toBe('image/jpeg')

		const page = await fetch(`${server.url}/exhibition/${created.body.slug}`)
		expect(page.status).toBe(200)
		const html = await page.text()
		expect(html).toContain('Journey Through Light')
		expect(html).toContain(url)

		expect((await client.del(`/api/files/${uploaded.body.file.id}`, { token: journeyToken })).body).toEqual({
			success: true,
		})
		expect((await client.del(`/api/admin/exhibitions/${created.body.id}`, { token: journeyToken })).body).toEqual({
			success: true,
		})
		expect((await client.get(`/api/exhibitions/${created.body.slug}`)).status).toBe(404)
		const db = server.readDb()
		expect(db.exhibitions.some((e: any) => e.id === created.body.id)).toBe(false)
		expect(db.files.some((f: any) => f.id === uploaded.body.file.id)).toBe(false)
	})
})
