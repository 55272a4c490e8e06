import fs from 'node:fs'
import zlib from 'node:zlib'
import sharp from 'sharp'
import { SCRATCH_PREFIX } from '#app/data/file-storage/types.ts'
import { ADMIN_PASSWORD, ADMIN_USERNAME, type TestServer } from './server.ts'

/** Helpers for the upload tests: a signed-in admin, multipart bodies, and images good and bad. */

export async function adminCookie(server: TestServer): Promise<string> {
	const res = await fetch(`${server.url}/admin?index`, {
		method: 'POST',
		body: new URLSearchParams({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
		redirect: 'manual',
	})
	const cookie = res.headers.getSetCookie().find((c) => c.startsWith('gallery_session='))
	if (!cookie) throw new Error(`sign-in failed: ${res.status}`)
	return cookie.split(';')[0]!
}

/** A multipart body: text fields, then files under `fileField`. */
export function multipart(
	fields: Record<string, string | string[]>,
	files: { bytes: Uint8Array; name: string }[] = [],
	fileField = 'files',
) {
	const form = new FormData()
	for (const [key, value] of Object.entries(fields)) {
		for (const v of Array.isArray(value) ? value : [value]) form.append(key, v)
	}
	for (const file of files) form.append(fileField, new Blob([new Uint8Array(file.bytes)]), file.name)
	return form
}

export function png(width = 40, height = 30, background = '#385') {
	return sharp({ create: { width, height, channels: 3, background } })
		.png()
		.toBuffer()
}

/** Starts like a PNG, so it passes the type check, but sharp cannot read it. */
export function brokenPng() {
	return Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(200, 7)])
}

/**
 * A valid, tiny PNG whose header declares width x height pixels: a
 * decompression bomb (its few rows of data inflate to nothing much, but a
 * decoder would allocate for the declared size).
 */
export function declaredSizePng(width: number, height: number) {
	const chunk = (type: string, data: Buffer) => {
		const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
		const length = Buffer.alloc(4)
		length.writeUInt32BE(data.length)
		const crc = Buffer.alloc(4)
		crc.writeUInt32BE(crc32(body))
		return Buffer.concat([length, body, crc])
	}
	const header = Buffer.alloc(13)
	header.writeUInt32BE(width, 0)
	header.writeUInt32BE(height, 4)
	header[8] = 8 // bit depth; colour type 0 (grey), no interlace
	const rows = zlib.deflateSync(Buffer.alloc((width + 1) * 4))
	return Buffer.concat([
		Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
		chunk('IHDR', header),
		chunk('IDAT', rows),
		chunk('IEND', Buffer.alloc(0)),
	])
}

// zlib.crc32 arrived in Node 20.15; the floor is 20.9.
function crc32(bytes: Uint8Array) {
	let crc = 0xffffffff
	for (const byte of bytes) {
		crc ^= byte
		for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1
	}
	return (crc ^ 0xffffffff) >>> 0
}

/**
 * POSTs a hand-made multipart upload (category hero, then one file part whose
 * bytes `rest` streams) to /api/files/upload, so a test controls how, and how
 * much of, the body is sent.
 */
export function streamUpload(
	server: TestServer,
	token: string,
	rest: UnderlyingDefaultSource<Uint8Array>,
	signal?: AbortSignal,
) {
	const boundary = 'streamed-upload'
	const head = `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nhero\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="streamed.png"\r\nContent-Type: image/png\r\n\r\n`
	let started = false
	const body = new ReadableStream<Uint8Array>({
		pull(controller) {
			if (started) return rest.pull?.(controller)
			started = true
			controller.enqueue(new TextEncoder().encode(head))
		},
	})
	return fetch(`${server.url}/api/files/upload`, {
		method: 'POST',
		headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
		body,
		duplex: 'half',
		signal,
	} as RequestInit)
}

/**
 * Where the server keeps its files (`fileEntries`), once the background work of earlier uploads is done: a variant
 * or tile folder being made sits in a scratch folder (`.tmp-...`) until it is moved into place, so the entries
 * before a refused upload are taken when there is none.
 */
export async function settledEntries(server: TestServer): Promise<string[]> {
	const deadline = Date.now() + 60_000
	for (;;) {
		const entries = await server.fileEntries()
		if (!entries.some((name) => name.startsWith(SCRATCH_PREFIX)) || Date.now() > deadline) return entries
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
}

/** The names in UPLOADS_DIR (temp files included), sorted. */
export function uploadEntries(server: TestServer) {
	return fs.readdirSync(server.uploadsDir).sort()
}
