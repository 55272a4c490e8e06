import http from 'node:http'
import { type AddressInfo } from 'node:net'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { api } from '../support/api.ts'
import { startS3, type TestS3 } from '../support/s3.ts'
import { startServer, type TestServer } from '../support/server.ts'

/**
 * A bucket that fails while it answers (docs/operations.md, 'Files in a bucket'): a file whose bucket sends its
 * headers and then cuts the connection, before any byte of the file, is answered 503 with a line in the server's
 * log, not with the visitor's connection closed without an answer. The bucket is a real s3rver behind a small proxy
 * that cuts the answers it is told to; the file in the same answer from the disk is not concerned.
 */
let s3: TestS3
let proxy: http.Server
let server: TestServer
/** A key whose next GET the proxy cuts after the bucket's headers. */
let cut: string | null = null

beforeAll(async () => {
	s3 = await startS3()
	const upstream = new URL(s3.endpoint)
	proxy = http.createServer((req, res) => {
		const forward = http.request(
			{ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
			(answer) => {
				res.writeHead(answer.statusCode ?? 502, answer.headers)
				if (req.method === 'GET' && cut && req.url?.split('?')[0]?.endsWith(`/${cut}`)) {
					cut = null
					res.flushHeaders()
					answer.destroy()
					res.socket?.destroy()
					return
				}
				answer.pipe(res)
			},
		)
		forward.on('error', () => res.destroy())
		req.pipe(forward)
	})
	await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
	const { port } = proxy.address() as AddressInfo
	server = await startServer({ seed: 'empty', env: { ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${port}` } })
}, 120_000)
afterAll(async () => {
	await server?.stop()
	proxy?.closeAllConnections()
	await new Promise((resolve) => proxy?.close(resolve))
	await s3?.stop()
})

it('answers 503 and logs it when the bucket cuts its answer before the first byte of a file', async () => {
	const client = api(server)
	const token = await client.login()
	const bytes = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#58a' } })
		.jpeg()
		.toBuffer()
	const form = new FormData()
	form.append('category', 'artwork')
	form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'cut.jpg')
	const uploaded = await client.post('/api/files/upload', { token, body: form })
	expect(uploaded.status, uploaded.text).toBe(201)
	const file = uploaded.body.file as { id: number; filename: string }
	// The variants are made from the original in the background: once they are, no one else reads it to be cut.
	for (let i = 0; ; i++) {
		const files = (await client.get('/api/files?category=artwork', { token })).body as {
			id: number
			placeholder: string
		}[]
		if (files.find((f) => f.id === file.id)?.placeholder) break
		if (i === 300) throw new Error('The variants of the upload were not made within 30 s')
		await new Promise((r) => setTimeout(r, 100))
	}

	cut = file.filename
	const res = await fetch(`${server.url}/api/file/${file.id}`)
	expect(res.status).toBe(503)
	expect(res.headers.get('retry-after')).toBe('5')
	expect(res.headers.get('cache-control')).toBe('no-store')
	expect(await res.json()).toEqual({ error: 'The file cannot be read just now' })
	expect(cut, 'the proxy cut the answer').toBeNull()
	expect(server.logs()).toContain(`Could not read ${file.filename} in the bucket ${s3.bucket} (`)

	// The bucket answering whole again, so does the server.
	const again = await fetch(`${server.url}/api/file/${file.id}`)
	expect(again.status).toBe(200)
	expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true)
})
