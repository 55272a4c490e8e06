import { type Readable } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { fileStorage, type StoredFile, type StoredInfo } from '#app/data/file-storage/index.server.ts'
import { getFile, originalKey } from '#app/data/files.server.ts'
import { type FileRecord } from '#app/schemas/records.ts'
import { findVariant, mailJpeg } from '#app/data/image-derivatives.server.ts'
import { enqueueDerivatives } from '#app/data/image-queue.server.ts'
import { isVariantWidth, type VariantFormat } from '#app/utils/images.ts'

function notFound() {
	return Response.json({ error: 'File not found' }, { status: 404 })
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
// The original standing in for a variant not made yet: the same URL answers better soon.
const STAND_IN = 'public, max-age=0, must-revalidate'

/**
 * Mail programs load a mail's pictures from their own origin (or a proxy's), which `same-origin` would block: the
 * JPEGs made for mail say any origin may show them. Every other answer stays `same-origin`.
 */
const FOR_ANY_ORIGIN = { 'Cross-Origin-Resource-Policy': 'cross-origin' }

/**
 * Serves an uploaded image by id, or one of its variants with
 * `?w={320|640|960|1280|1920}&fm={avif|webp|jpeg}` (WebP when `fm` is left out;
 * JPEG is what mail carries, made when first asked for).
 * A variant on disk is served at once; one not made yet is queued and the
 * original answers meanwhile, without the long cache. Only ids reach the
 * storage, so no path in the URL can name another file.
 */
export async function serveFile(request: Request, rawId: string | undefined) {
	if (!rawId || !/^[1-9]\d{0,9}$/.test(rawId)) return notFound()
	const file = await getFile(Number(rawId))
	if (!file) return notFound()
	const query = new URL(request.url).searchParams
	const width = Number(query.get('w'))
	const format = query.get('fm') ?? 'webp'
	let key = originalKey(file)
	let type: string = file.mime_type
	// Named by its id, wherever it is kept (in a bucket the key is an upload number: docs/operations.md, 'Files in a bucket').
	let name = `${file.id}.${file.filename.split('.').pop()}`
	let cache = IMMUTABLE
	if (isVariantWidth(width) && format === 'jpeg') return serveMailJpeg(request, file, width)
	if (isVariantWidth(width) && (format === 'avif' || format === 'webp')) {
		const variant = await findVariant(file, width, format as VariantFormat)
		if (variant.kind === 'made') {
			key = variant.key
			type = `image/${format}`
			name = `${file.id}-${variant.width}.${format}`
		} else if (variant.kind === 'pending') {
			enqueueDerivatives(file.id)
			cache = STAND_IN
		}
	}
	return sendFile(request, key, { type, name, cache, tag: `${file.id}-${name}` })
}

async function serveMailJpeg(request: Request, file: FileRecord, width: number) {
	const jpeg = await mailJpeg(file, width)
	if (!jpeg) return notFound()
	const name = `${file.id}-${jpeg.width}.jpg`
	if (jpeg.kind === 'stored')
		return sendFile(request, jpeg.key, {
			type: 'image/jpeg',
			name,
			cache: IMMUTABLE,
			tag: `${file.id}-${name}`,
			headers: FOR_ANY_ORIGIN,
		})
	// Made from the original while the variants are not: the same URL answers the kept JPEG soon.
	return new Response(request.method === 'HEAD' ? null : new Uint8Array(jpeg.data), {
		headers: {
			'Content-Type': 'image/jpeg',
			'Content-Length': String(jpeg.data.length),
			'Cache-Control': STAND_IN,
			'Content-Security-Policy': "sandbox; default-src 'none'",
			'Content-Disposition': `inline; filename="${name}"`,
			...FOR_ANY_ORIGIN,
		},
	})
}

// How long a visitor (or a CDN) may keep the redirect to S3_PUBLIC_URL: short, since that setting may change.
const REDIRECT_CACHE = 'public, max-age=300'

/**
 * Streams a stored file with a strong ETag and a sandbox policy (server.ts
 * adds `nosniff`); a matching If-None-Match gets 304. With S3_PUBLIC_URL set
 * the answer is a 302 to the file's address there (docs/operations.md, 'Files
 * in a bucket'): the routes answer GET and HEAD only, so 307's promise to keep
 * the method adds nothing, and 302 is what every client and CDN follows. A
 * stand-in (a variant not made yet) is redirected without being cached.
 */
export async function sendFile(
	request: Request,
	key: string,
	options: { type: string; name: string; cache: string; tag: string; headers?: Record<string, string> },
) {
	const storage = fileStorage()
	const publicUrl = storage.publicUrl(key)
	if (publicUrl) {
		if (!(await storage.head(key))) return notFound()
		const cache = options.cache.includes('immutable') ? REDIRECT_CACHE : options.cache
		return new Response(null, {
			status: 302,
			headers: { Location: publicUrl, 'Cache-Control': cache, ...options.headers },
		})
	}
	// A conditional or HEAD request needs only the file's size and date; a GET streams it.
	const wantsBody = request.method !== 'HEAD' && !request.headers.has('If-None-Match')
	const found: StoredFile | StoredInfo | null = wantsBody ? await storage.get(key) : await storage.head(key)
	if (!found) return notFound()
	const stat = found
	const etag = `"${options.tag}-${stat.size}-${stat.lastModified.getTime()}"`
	const headers = new Headers({
		'Content-Type': options.type,
		'Content-Length': String(stat.size),
		'Cache-Control': options.cache,
		ETag: etag,
		'Content-Security-Policy': "sandbox; default-src 'none'",
		'Content-Disposition': `inline; filename="${options.name}"`,
		'Cross-Origin-Resource-Policy': 'same-origin',
		...options.headers,
	})
	if (request.headers.get('If-None-Match') === etag) return new Response(null, { status: 304, headers })
	if (!wantsBody) {
		if (request.method === 'HEAD') return new Response(null, { headers })
		// An If-None-Match that did not match: the file itself after all.
		return sendFile(new Request(request.url, { signal: request.signal }), key, options)
	}
	const body = await openBody((found as StoredFile).body, `${key} in ${storage.where}`, request.signal)
	if (!body) {
		return Response.json(
			{ error: 'The file cannot be read just now' },
			{ status: 503, headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' } },
		)
	}
	return new Response(body, { headers })
}

/**
 * The body of a stored file, once its first bytes have come. Nothing is sent before then, so a store that fails
 * first (a bucket that answered, then cut its connection or lost the object) is answered 503 with a line in the
 * log, instead of the connection closed with no answer at all. After the first bytes a failure can only cut the
 * answer (a shortened file must not pass for the whole one); it is logged too (docs/operations.md, 'Files in a
 * bucket'). Null when the store failed before the first bytes. `signal` is the request's: once the visitor has gone
 * away the file is let go of, also when the answer is never read (the framework drops the answer of a request
 * aborted while it was made, and an open file would otherwise wait for the garbage collector).
 */
export async function openBody(
	source: Readable,
	what: string,
	signal: AbortSignal | null,
	log: (line: string) => void = console.error,
): Promise<ReadableStream<Uint8Array> | null> {
	if (signal?.aborted) {
		source.destroy()
		return null
	}
	signal?.addEventListener('abort', () => source.destroy(), { once: true })
	let answered = false
	// Listening from the start, so that a failure at any moment has a listener (an unheard one stops the server).
	source.on('error', (error) => {
		if (answered) log(`Reading ${what} failed part-way (${error.message}); its answer was cut.`)
	})
	const failure = await new Promise<Error | null>((resolve) => {
		const settle = (error: Error | null) => {
			source.off('readable', ready)
			source.off('error', failed)
			resolve(error)
		}
		const ready = () => settle(null)
		const failed = (error: Error) => settle(error)
		source.once('readable', ready)
		source.once('error', failed)
	})
	if (failure) {
		log(`Could not read ${what} (${failure.message}); answered 503.`)
		source.destroy()
		return null
	}
	answered = true
	// the router's pump reads ahead as far as the stream's high-water mark, so a small file is read to its end (and
	// closed) even when the answer is dropped unread, and a visitor who goes away destroys the stream.
	return createReadableStreamFromReadable(source)
}
