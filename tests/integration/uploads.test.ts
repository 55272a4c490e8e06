import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../support/api.ts'
import { startServer, type TestServer } from '../support/server.ts'
import {
	adminCookie,
	brokenPng,
	declaredSizePng,
	multipart,
	png,
	streamUpload,
	settledEntries,
} from '../support/uploads.ts'

const MiB = 1024 * 1024

/** The one upload path (docs/api.md, docs/operations.md), through each of its three doors. */
describe('uploads', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	let cookie: string
	let good: Buffer

	beforeAll(async () => {
		server = await startServer({ seed: 'demo' })
		client = api(server)
		token = await client.login()
		cookie = await adminCookie(server)
		good = await png()
	})
	afterAll(() => server?.stop())

	const fileIds = () => server.readDb().files.map((f: { id: number }) => f.id)

	it('says the spec’s bound in the uploaders’ hint by default', async () => {
		const page = await (await fetch(`${server.url}/admin/artworks/new`, { headers: { Cookie: cookie } })).text()
		expect(page.replace(/<!-- -->/g, '')).toContain('Max 10 files, up to 10MB each')
	})

	it('checks every image of a batch before storing any: a bad second one keeps nothing', async () => {
		const batch = [
			{ bytes: good, name: 'good.png' },
			{ bytes: brokenPng(), name: 'broken.png' },
		]
		const before = { files: fileIds(), entries: await settledEntries(server) }

		const viaApi = await client.refused(() =>
			client.post('/api/files/upload', { token, body: multipart({ category: 'artwork' }, batch) }),
		)
		expect(viaApi.status).toBe(415)
		expect(viaApi.body.error).toBe('The image could not be read')

		const viaUploader = await fetch(`${server.url}/admin/uploads`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: multipart({ category: 'artwork' }, batch),
		})
		expect(viaUploader.status).toBe(415)
		expect(await viaUploader.json()).toEqual({ error: 'The image could not be read' })

		const viaForm = await fetch(`${server.url}/admin/artworks/new`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: multipart({ intent: 'save', title: 'Two pictures', artist_id: '1', year: '2020' }, batch),
		})
		expect(viaForm.status).toBe(400)
		expect(await viaForm.text()).toContain('Failed to save artwork: The image could not be read')

		expect(fileIds()).toEqual(before.files)
		expect(await server.fileEntries()).toEqual(before.entries)
	})

	it('answers 413 past 11 parts or 10 files and leaves no temp file', async () => {
		const before = await settledEntries(server)
		const eleven = Array.from({ length: 11 }, (_, i) => ({ bytes: good, name: `p${i}.png` }))
		const res = await client.refused(() =>
			client.post('/api/files/upload', { token, body: multipart({ category: 'hero' }, eleven) }),
		)
		expect(res.status).toBe(413)
		expect(res.body.error).toBe('Too many parts: at most 11 per upload')
		const uploader = await fetch(`${server.url}/admin/uploads`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: multipart({}, eleven),
		})
		expect(uploader.status).toBe(413)
		expect(await uploader.json()).toEqual({ error: 'Too many files: at most 10 per upload' })
		expect(await server.fileEntries()).toEqual(before)
	})

	it('stops reading an oversized upload: the answer comes before the rest of the body is sent', async () => {
		const before = await settledEntries(server)
		const total = 200 * MiB
		let sent = 0
		const chunk = new Uint8Array(256 * 1024)
		const res = await streamUpload(server, token, {
			pull(controller) {
				if (sent >= total) return controller.close()
				sent += chunk.byteLength
				controller.enqueue(chunk)
			},
		})
		expect(res.status).toBe(413)
		expect(await res.json()).toEqual({ error: 'File is larger than 10 MB' })
		expect(sent).toBeLessThan(total / 2)
		expect(await server.fileEntries()).toEqual(before)
	})

	it('lets the uploader remove an image it just uploaded, but keeps one a saved record uses', async () => {
		const post = (body: BodyInit) =>
			fetch(`${server.url}/admin/uploads`, { method: 'POST', headers: { Cookie: cookie }, body })
		const uploaded = await post(multipart({ category: 'artwork' }, [{ bytes: good, name: 'fresh.png' }]))
		expect(uploaded.status).toBe(201)
		const [fresh] = ((await uploaded.json()) as { files: { id: number }[] }).files
		const removed = await post(new URLSearchParams({ intent: 'delete', id: String(fresh!.id) }))
		expect(removed.status).toBe(200)
		expect(fileIds()).not.toContain(fresh!.id)

		const db = server.readDb()
		const url = db.artworks.find((a: { images: string[] }) => a.images.length > 0).images[0] as string
		const used = db.files.find((f: { url: string }) => f.url === url).id as number
		const kept = await post(new URLSearchParams({ intent: 'delete', id: String(used) }))
		expect(kept.status).toBe(409)
		expect(await kept.json()).toEqual({ success: false, error: 'This image is used by a saved record and was kept' })
		expect(fileIds()).toContain(used)
		expect((await fetch(`${server.url}${url}`)).status).toBe(200)

		const missing = await post(new URLSearchParams({ intent: 'delete', id: '999999' }))
		expect(missing.status).toBe(404)
	})

	it('refuses an image declaring more than 100 megapixels (a decompression bomb) with 415 and a clear message', async () => {
		const message = 'The image is too large: at most 100 megapixels (for example 12,000 × 8,333) are accepted'
		const bomb = [{ bytes: declaredSizePng(10_000, 10_001), name: 'bomb.png' }]
		const before = await settledEntries(server)
		const viaApi = await client.refused(() =>
			client.post('/api/files/upload', { token, body: multipart({ category: 'artwork' }, bomb, 'file') }),
		)
		expect(viaApi.status).toBe(415)
		expect(viaApi.body.error).toBe(message)
		const viaUploader = await fetch(`${server.url}/admin/uploads`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: multipart({ category: 'artwork' }, bomb),
		})
		expect(viaUploader.status).toBe(415)
		expect(await viaUploader.json()).toEqual({ error: message })
		expect(await server.fileEntries()).toEqual(before)
		// Exactly 100 megapixels is accepted.
		const edge = await client.post('/api/files/upload', {
			token,
			body: multipart({ category: 'artwork' }, [{ bytes: declaredSizePng(10_000, 10_000), name: 'edge.png' }], 'file'),
		})
		expect(edge.status).toBe(201)
		await client.del(`/api/files/${edge.body.file.id}`, { token })
		expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
	})
})

/** UPLOAD_MAX_MB (docs/operations.md, 'Limits'): the per-file bound, its message and the uploaders' hint follow it. */
describe('uploads with UPLOAD_MAX_MB=1', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	let cookie: string

	beforeAll(async () => {
		server = await startServer({ seed: 'empty', env: { UPLOAD_MAX_MB: '1' } })
		client = api(server)
		token = await client.login()
		cookie = await adminCookie(server)
	})
	afterAll(() => server?.stop())

	it('accepts exactly 1 MiB and refuses one byte more with its own message, through the API and a back-office form', async () => {
		const image = await png()
		const huge = Buffer.alloc(MiB + 1)
		image.copy(huge)
		const before = await settledEntries(server)
		const over = await client.refused(() =>
			client.post('/api/files/upload', {
				token,
				body: multipart({ category: 'hero' }, [{ bytes: huge, name: 'big.png' }], 'file'),
			}),
		)
		expect(over.status).toBe(413)
		expect(over.body).toEqual({ error: 'File is larger than 1 MB' })
		const viaUploader = await fetch(`${server.url}/admin/uploads`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: multipart({ category: 'artwork' }, [{ bytes: huge, name: 'big.png' }]),
		})
		expect(viaUploader.status).toBe(413)
		expect(await viaUploader.json()).toEqual({ error: 'File is larger than 1 MB' })
		expect(await settledEntries(server)).toEqual(before)

		const exact = await client.post('/api/files/upload', {
			token,
			body: multipart({ category: 'hero' }, [{ bytes: huge.subarray(0, MiB), name: 'exact.png' }], 'file'),
		})
		expect(exact.status, exact.text).toBe(201)
		expect(exact.body.file.fileSize).toBe(MiB)
	})

	it('says the bound in the uploaders’ hint', async () => {
		const page = await (await fetch(`${server.url}/admin/artworks/new`, { headers: { Cookie: cookie } })).text()
		expect(page.replace(/<!-- -->/g, '')).toContain('up to 1MB each')
	})
})
