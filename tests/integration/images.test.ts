import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../support/api.ts'
import { adminCookie, startServer, TEMPLATE_DIR, type TestServer } from '../support/server.ts'

/**
 * Images (docs/operations.md): variants and tiles made in the background, served at
 * once when made and replaced by the original until then; IIIF info.json,
 * tiles and manifests; alt text and focal point through the API and on the
 * pages; nothing left behind when an image is deleted.
 */
let server: TestServer
let client: ReturnType<typeof api>
let token: string
let db: Record<string, any>

beforeAll(async () => {
	server = await startServer({ seed: 'demo' })
	client = api(server)
	token = await client.login()
	db = server.readDb()
})
afterAll(() => server?.stop())

const fileOf = (slug: string) => {
	const artwork = db.artworks.find((a: any) => a.slug === slug)
	return db.files.find((f: any) => f.url === artwork.featured_image)
}
/** The names directly under an image's derived folder (its variants, and `iiif`), on disk or in the bucket. */
const derivedNames = async (id: number) =>
	[...new Set((await server.fileKeys(`derived/${id}`)).map((key) => key.split('/')[0]!))].sort()

async function fetchImage(url: string) {
	const res = await fetch(`${server.url}${url}`)
	const bytes = Buffer.from(await res.arrayBuffer())
	return { res, bytes, meta: res.ok ? await sharp(bytes).metadata() : null }
}

/** Polls until `check` passes (background work has no event a test could wait for). */
async function eventually(check: () => Promise<boolean>, what: string) {
	for (let i = 0; i < 300; i++) {
		if (await check()) return
		await new Promise((r) => setTimeout(r, 100))
	}
	throw new Error(`Timed out waiting for ${what}`)
}

async function uploadJpeg(width: number, height: number) {
	const bytes = await sharp({ create: { width, height, channels: 3, background: '#c65' } })
		.jpeg()
		.toBuffer()
	const form = new FormData()
	form.append('category', 'artwork')
	form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'study.jpg')
	const res = await client.post('/api/files/upload', { token, body: form })
	expect(res.status).toBe(201)
	return res.body.file as { id: number; url: string }
}

describe('variants', () => {
	it('serves made variants at once with their type and an immutable cache', async () => {
		const big = fileOf('morning-field')
		expect(big.width).toBeGreaterThanOrEqual(4000)
		for (const [w, fm, format] of [
			[640, 'avif', 'heif'],
			[1920, 'webp', 'webp'],
		] as const) {
			const { res, meta } = await fetchImage(`/api/file/${big.id}?w=${w}&fm=${fm}`)
			expect(res.headers.get('content-type')).toBe(`image/${fm}`)
			expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
			expect(meta).toMatchObject({ width: w, format })
		}
		// Never wider than the original: a 1200 px image answers 1920 with its 960 px variant.
		const small = db.files.find((f: any) => f.width === 1200)
		expect((await fetchImage(`/api/file/${small.id}?w=1920&fm=avif`)).meta?.width).toBe(960)
		expect(await derivedNames(small.id)).toEqual(
			['320.avif', '320.webp', '640.avif', '640.webp', '960.avif', '960.webp', 'iiif'].sort(),
		)
	})

	it('answers with the original until a variant is made, and makes it', async () => {
		const file = fileOf('threshold')
		await server.removeFiles(`derived/${file.id}`)
		const first = await fetchImage(`/api/file/${file.id}?w=640&fm=avif`)
		expect(first.res.status).toBe(200)
		expect(first.res.headers.get('content-type')).toBe('image/jpeg')
		expect(first.res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
		expect(first.meta?.width).toBe(file.width)
		// The request queued the image; the same URL then gives the variant.
		await eventually(async () => (await derivedNames(file.id)).includes('640.avif'), 'the variants to be made again')
		const later = await fetchImage(`/api/file/${file.id}?w=640&fm=avif`)
		expect(later.res.headers.get('content-type')).toBe('image/avif')
		expect(later.meta?.width).toBe(640)
	})

	it('makes variants, tiles and a placeholder for an upload in the background', async () => {
		const file = await uploadJpeg(700, 500)
		await eventually(async () => {
			const files = (await client.get('/api/files?category=artwork', { token })).body
			return files.find((f: any) => f.id === file.id)?.placeholder !== ''
		}, 'the placeholder of the upload')
		const record = (await client.get('/api/files?category=artwork', { token })).body.find((f: any) => f.id === file.id)
		expect(record).toMatchObject({ width: 700, height: 500, alt_text: '', focal_x: 0.5, focal_y: 0.5 })
		expect(record.placeholder).toMatch(/^data:image\/webp;base64,/)
		expect(record.placeholder.length).toBeLessThan(400)
		expect(await derivedNames(file.id)).toEqual(['320.avif', '320.webp', '640.avif', '640.webp', 'iiif'])
		// Deleting the image removes its variants and tiles with it.
		expect((await client.del(`/api/files/${file.id}`, { token })).status).toBe(200)
		expect(await server.fileKeys(`derived/${file.id}`)).toEqual([])
		expect(await server.storedFile(`${file.id}.jpg`)).toBeNull()
		expect((await fetch(`${server.url}/iiif/3/${file.id}/info.json`)).status).toBe(404)
	})
})

describe('IIIF', () => {
	it('answers info.json and tiles to any origin', async () => {
		const big = fileOf('morning-field')
		const res = await fetch(`${server.url}/iiif/3/${big.id}/info.json`, {
			headers: { Origin: 'https://museum.example' },
		})
		expect(res.status).toBe(200)
		expect(res.headers.get('access-control-allow-origin')).toBe('*')
		expect(res.headers.get('content-type')).toContain('application/ld+json')
		const info = await res.json()
		expect(info).toMatchObject({
			'@context': 'http://iiif.io/api/image/3/context.json',
			id: `${server.url}/iiif/3/${big.id}`,
			type: 'ImageService3',
			profile: 'level0',
			width: big.width,
			height: big.height,
		})
		expect(info.tiles[0]).toMatchObject({ width: 512, scaleFactors: expect.arrayContaining([1, 2, 4, 8]) })
		const tile = await fetch(`${server.url}/iiif/3/${big.id}/512,512,512,512/512,512/0/default.jpg`)
		expect(tile.status).toBe(200)
		expect(tile.headers.get('content-type')).toBe('image/jpeg')
		expect(tile.headers.get('access-control-allow-origin')).toBe('*')
		expect((await sharp(Buffer.from(await tile.arrayBuffer())).metadata()).width).toBe(512)

		const base = await fetch(`${server.url}/iiif/3/${big.id}`, { redirect: 'manual' })
		expect(base.status).toBe(303)
		expect(base.headers.get('location')).toBe(`${server.url}/iiif/3/${big.id}/info.json`)
		for (const bad of [
			`/iiif/3/${big.id}/..%2f..%2fdb.json`,
			`/iiif/3/${big.id}/full/max/90/default.png`,
			`/iiif/3/${big.id}/0,0,1,1/1,1/0/default.jpg`,
			'/iiif/3/99999/info.json',
			'/iiif/3/abc/info.json',
		]) {
			expect((await fetch(`${server.url}${bad}`)).status, bad).toBe(404)
		}
	})

	async function checkManifest(url: string, page: string) {
		const res = await fetch(`${server.url}${url}`)
		expect(res.status).toBe(200)
		expect(res.headers.get('access-control-allow-origin')).toBe('*')
		const manifest = await res.json()
		expect(manifest).toMatchObject({
			'@context': 'http://iiif.io/api/presentation/3/context.json',
			id: `${server.url}${url}`,
			type: 'Manifest',
			label: { en: [expect.any(String)] },
			summary: { en: [expect.any(String)] },
			requiredStatement: { label: { en: [expect.any(String)] }, value: { en: [expect.stringContaining('Meridian')] } },
		})
		expect(manifest.items.length).toBeGreaterThan(0)
		for (const canvas of manifest.items) {
			expect(canvas).toMatchObject({ type: 'Canvas', width: expect.any(Number), height: expect.any(Number) })
			const annotation = canvas.items[0].items[0]
			expect(canvas.items[0].type).toBe('AnnotationPage')
			expect(annotation).toMatchObject({ type: 'Annotation', motivation: 'painting', target: canvas.id })
			expect(annotation.body).toMatchObject({ type: 'Image', width: canvas.width, height: canvas.height })
			// Every image service a manifest names answers.
			const [service] = annotation.body.service
			expect(service).toMatchObject({ type: 'ImageService3', profile: 'level0' })
			const info = await fetch(`${service.id}/info.json`)
			expect(info.status, service.id).toBe(200)
			expect((await info.json()).width).toBe(canvas.width)
		}
		// The page links its manifest.
		const html = await (await fetch(`${server.url}${page}`)).text()
		expect(html).toContain(
			`<link rel="alternate" type="application/ld+json;profile=&quot;http://iiif.io/api/presentation/3/context.json&quot;" href="${url}"/>`,
		)
		return manifest
	}

	it('describes a visible artwork and exhibition in Presentation 3.0 manifests', async () => {
		const artwork = await checkManifest('/iiif/artwork/morning-field/manifest.json', '/artwork/morning-field')
		expect(artwork.metadata.map((m: any) => m.label.en[0])).toEqual(['Artist', 'Year', 'Medium', 'Dimensions'])
		expect(artwork.items).toHaveLength(2)
		await checkManifest('/iiif/exhibition/colour-as-place/manifest.json', '/exhibition/colour-as-place')
	})

	it('answers 404 for hidden and unknown items', async () => {
		const artwork = db.artworks.find((a: any) => a.slug === 'river-bend')
		const exhibition = db.exhibitions.find((e: any) => e.slug === 'woven-time')
		await client.put(`/api/admin/artworks/${artwork.id}`, { token, json: { is_visible: false } })
		await client.put(`/api/admin/exhibitions/${exhibition.id}`, { token, json: { is_visible: false } })
		try {
			for (const url of [
				'/iiif/artwork/river-bend/manifest.json',
				'/iiif/exhibition/woven-time/manifest.json',
				'/iiif/artwork/no-such-work/manifest.json',
			]) {
				const res = await fetch(`${server.url}${url}`)
				expect(res.status, url).toBe(404)
				expect((await res.json()).error).toMatch(/not found/)
			}
		} finally {
			await client.put(`/api/admin/artworks/${artwork.id}`, { token, json: { is_visible: true } })
			await client.put(`/api/admin/exhibitions/${exhibition.id}`, { token, json: { is_visible: true } })
		}
	})
})

describe('alt text and focal point', () => {
	it('round-trips through PUT /api/files/{id} and shows on the public page', async () => {
		const file = fileOf('river-bend')
		const res = await client.put(`/api/files/${file.id}`, {
			token,
			json: { alt_text: '  Blue water bending past a sandbank  ', focal_x: 0.2, focal_y: 0.75 },
		})
		expect(res.status).toBe(200)
		expect(res.body).toMatchObject({
			id: file.id,
			alt_text: 'Blue water bending past a sandbank',
			focal_x: 0.2,
			focal_y: 0.75,
		})
		// Fields left out stay as they were.
		expect((await client.put(`/api/files/${file.id}`, { token, json: { focal_y: 0.5 } })).body).toMatchObject({
			alt_text: 'Blue water bending past a sandbank',
			focal_x: 0.2,
			focal_y: 0.5,
		})
		const stored = server.readDb().files.find((f: any) => f.id === file.id)
		expect(stored).toMatchObject({ alt_text: 'Blue water bending past a sandbank', focal_x: 0.2, focal_y: 0.5 })

		// The collection card reads the alt text; art is never cropped, so the card shows the whole work
		// (the focal point only places images that may be cropped).
		const html = await (await fetch(`${server.url}/collection?q=river+bend`)).text()
		expect(html).toMatch(/<img[^>]*alt="Blue water bending past a sandbank"[^>]*style="object-position:center;/)
	})

	it('refuses bad values, a missing token and unknown files', async () => {
		const file = fileOf('river-bend')
		const bad = await client.refused(() => client.put(`/api/files/${file.id}`, { token, json: { focal_x: 2 } }))
		expect(bad.status).toBe(400)
		expect(bad.body.fields).toEqual({ focal_x: 'Focal point x must be a number from 0 to 1' })
		expect(
			(await client.refused(() => client.put(`/api/files/${file.id}`, { token, json: { alt_text: 'x'.repeat(1001) } })))
				.body.fields.alt_text,
		).toBe('Alt text must be at most 1000 characters')
		expect((await client.refused(() => client.put(`/api/files/${file.id}`, { json: { alt_text: 'x' } }))).status).toBe(
			401,
		)
		expect(
			(await client.refused(() => client.put('/api/files/99999', { token, json: { alt_text: 'x' } }))).body,
		).toEqual({ error: 'File not found' })
	})
})

describe('the back office image form', () => {
	it('shows a message beside a bad field, and saves and returns without JavaScript', async () => {
		const cookie = (await adminCookie(server))!
		const file = fileOf('indigo')
		const post = (fields: Record<string, string>) =>
			fetch(`${server.url}/admin/images/${file.id}`, {
				method: 'POST',
				headers: { Cookie: cookie },
				body: new URLSearchParams(fields),
				redirect: 'manual',
			})
		const bad = await post({ alt_text: 'Deep blue cloth', focal_x: '1.5', focal_y: '0.5', back: '/admin/artworks' })
		expect(bad.status).toBe(400)
		const html = await bad.text()
		expect(html).toMatch(/aria-invalid="true"[^>]*name="focal_x"|name="focal_x"[^>]*aria-invalid="true"/)
		expect(html).toContain('Focal point x must be a number from 0 to 1')
		expect(html).toContain('Deep blue cloth')
		expect(server.readDb().files.find((f: any) => f.id === file.id).alt_text).toBe(file.alt_text)

		const good = await post({ alt_text: 'Deep blue cloth', focal_x: '0.4', focal_y: '0.6', back: '//evil.example' })
		expect(good.status).toBe(302)
		// Only a back-office path is a place to return to.
		expect(good.headers.get('location')).toBe('/admin')
		expect(server.readDb().files.find((f: any) => f.id === file.id)).toMatchObject({
			alt_text: 'Deep blue cloth',
			focal_x: 0.4,
			focal_y: 0.6,
		})
	})
})

describe('public markup', () => {
	it('draws pictures with AVIF and WebP, sizes, dimensions, high priority for the largest and lazy ones below', async () => {
		const html = await (await fetch(`${server.url}/collection`)).text()
		const pictures = html.match(/<picture>.*?<\/picture>/g) ?? []
		expect(pictures.length).toBeGreaterThan(8)
		for (const picture of pictures) {
			expect(picture).toMatch(/<source type="image\/avif" srcSet="[^"]*fm=avif 320w[^"]*" sizes="[^"]+"/)
			expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]*fm=webp 320w/)
			expect(picture).toMatch(/<img [^>]*width="\d+" height="\d+"/)
			expect(picture).toMatch(/background-image:url\(&quot;data:image\/webp;base64,[\w+/=]{40,600}&quot;\)/)
		}
		// High priority for the work that fills most of the first screen, a phone's and a laptop's (leadWorks: one
		// work or two, among the first few). The laptop's offers WebP first (it decodes faster than AVIF); a phone's
		// alone, shown at half the screen, and the others AVIF first.
		const lead = pictures.flatMap((p, i) => (p.includes('fetchpriority="high"') ? [i] : []))
		expect(lead.length).toBeGreaterThanOrEqual(1)
		expect(lead.length).toBeLessThanOrEqual(2)
		expect(Math.max(...lead)).toBeLessThan(6)
		const webpFirst = pictures.flatMap((p, i) => (p.startsWith('<picture><source type="image/webp"') ? [i] : []))
		expect(webpFirst).toHaveLength(1)
		expect(lead).toContain(webpFirst[0])
		// Loaded at once: the first row, and the top of the phone's second column (docs/public-site.md); the rest lazily.
		const eager = pictures.filter((p) => !p.includes('loading="lazy"'))
		expect(eager.length).toBeGreaterThanOrEqual(4)
		expect(eager.length).toBeLessThanOrEqual(7)
		expect(pictures.slice(0, 4).every((p) => !p.includes('loading="lazy"'))).toBe(true)
		// The other works loaded at once yield to the lead and the font: asked for at low priority.
		for (const [i, picture] of pictures.entries())
			if (!lead.includes(i) && !picture.includes('loading="lazy"')) expect(picture).toContain('fetchpriority="low"')
		expect(pictures.filter((p) => p.includes('fetchpriority="low"'))).toHaveLength(eager.length - lead.length)
		expect(pictures.at(-1)).toContain('loading="lazy"')

		// The home page sends only the first hero slide; the next ones come with JavaScript.
		const home = await (await fetch(`${server.url}/`)).text()
		const hero = home.slice(home.indexOf('data-testid="hero-slideshow"'), home.indexOf('upcoming-heading'))
		expect(hero.match(/<img /g)).toHaveLength(1)
		expect(hero).toMatch(/<img [^>]*fetchpriority="high"/)
		expect(home).toMatch(/<link rel="preload" as="image" type="image\/webp" imageSrcSet="[^"]+" imageSizes="[^"]+"/)

		// Every page with a largest image above the fold has it fetched from the head, before the scripts, with the
		// very type, srcset and sizes of its picture's first source, so the browser takes one download for both (the
		// collection may preload two, each for the screens where it is the largest: each matches its own picture).
		const artwork = (await api(server).get('/api/artworks')).body.find((a: any) => a.images.length > 0)
		const exhibition = (await api(server).get('/api/exhibitions')).body.find((e: any) => e.featured_image)
		for (const path of [
			'/',
			'/collection',
			'/exhibitions',
			'/artists',
			`/exhibition/${exhibition.slug}`,
			`/artwork/${artwork.slug}`,
		]) {
			const page = await (await fetch(`${server.url}${path}`)).text()
			const preloads = [
				...page.matchAll(
					/<link rel="preload" as="image" type="image\/(\w+)" imageSrcSet="([^"]+)" imageSizes="([^"]+)"/g,
				),
			].map((m) => [m[1], m[2], m[3]])
			expect(preloads.length, path).toBeGreaterThan(0)
			const leads = [
				...page.matchAll(/<picture><source type="image\/(\w+)" srcSet="([^"]+)" sizes="([^"]+)"\/>.*?<\/picture>/g),
			]
				.filter((m) => m[0].includes('fetchpriority="high"'))
				.map((m) => [m[1], m[2], m[3]])
			expect(leads.length, path).toBe(preloads.length)
			for (const preload of preloads) expect(leads, path).toContainEqual(preload)
		}
	})
})

describe('data from before variants', () => {
	it('loads file records without the new fields, and makes what is missing at start', async () => {
		// One file record lacking the fields added with variants (on the JSON store, a schema-version-1 db.json the
		// start migrates), its original alone in the uploads, and the folder of the old variants. Those uploads are a
		// folder of their own from before buckets, so the files stay on disk on either tier.
		let keep: any
		const oldServer = await startServer({
			seed: 'demo',
			files: 'disk',
			scene: (old, { uploadsDir }) => {
				keep = old.files.find((f: any) => f.width === 600)
				old.files = [keep].map(({ alt_text: _a, focal_x: _x, focal_y: _y, placeholder: _p, ...rest }: any) => rest)
				fs.rmSync(uploadsDir, { recursive: true })
				fs.mkdirSync(path.join(uploadsDir, 'variants'), { recursive: true })
				fs.copyFileSync(path.join(TEMPLATE_DIR, 'uploads', keep.filename), path.join(uploadsDir, keep.filename))
			},
		})
		const { uploadsDir } = oldServer
		try {
			await oldServer.waitForLog(/Images ready: variants and tiles of 1 images/, 60_000)
			const [file] = (await api(oldServer).get('/api/files', { token: await api(oldServer).login() })).body
			expect(file).toMatchObject({ id: keep.id, alt_text: '', focal_x: 0.5, focal_y: 0.5 })
			expect(file.placeholder).toMatch(/^data:image\/webp/)
			expect(fs.existsSync(path.join(uploadsDir, 'variants'))).toBe(false)
			expect(fs.existsSync(path.join(uploadsDir, 'derived', String(keep.id), '320.avif'))).toBe(true)
		} finally {
			await oldServer.stop()
		}
	})
})
