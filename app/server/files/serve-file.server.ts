import fs from 'node:fs'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { filePath, getFile } from '#app/data/files.server.ts'
import { findVariant } from '#app/data/image-derivatives.server.ts'
import { enqueueDerivatives } from '#app/data/image-queue.server.ts'
import { isVariantWidth, type VariantFormat } from '#app/utils/images.ts'

function notFound() {
	return Response.json({ error: 'File not found' }, { status: 404 })
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
// The original standing in for a variant not made yet: the same URL answers better soon.
const STAND_IN = 'public, max-age=0, must-revalidate'

/**
 * Serves an uploaded image by id, or one of its variants with
 * `?w={320|640|960|1280|1920}&fm={avif|webp}` (WebP when `fm` is left out).
 * A variant on disk is served at once; one not made yet is queued and the
 * original answers meanwhile, without the long cache. Only ids reach the
 * disk, so no path in the URL can name another file.
 */
export async function serveFile(request: Request, rawId: string | undefined) {
	if (!rawId || !/^[1-9]\d{0,9}$/.test(rawId)) return notFound()
	const file = await getFile(Number(rawId))
	if (!file) return notFound()
	const query = new URL(request.url).searchParams
	const width = Number(query.get('w'))
	const format = query.get('fm') ?? 'webp'
	let path = filePath(file)
	let type: string = file.mime_type
	let name = file.filename
	let cache = IMMUTABLE
	if (isVariantWidth(width) && (format === 'avif' || format === 'webp')) {
		const variant = await findVariant(file, width, format as VariantFormat)
		if (variant.kind === 'made') {
			path = variant.path
			type = `image/${format}`
			name = `${file.id}-${variant.width}.${format}`
		} else if (variant.kind === 'pending') {
			enqueueDerivatives(file.id)
			cache = STAND_IN
		}
	}
	return sendFile(request, path, { type, name, cache, tag: `${file.id}-${name}` })
}

/** Streams a file with a strong ETag and a sandbox policy (server.ts adds `nosniff`); a matching If-None-Match gets 304. */
export async function sendFile(
	request: Request,
	path: string,
	options: { type: string; name: string; cache: string; tag: string; headers?: Record<string, string> },
) {
	let stat: fs.Stats
	try {
		stat = await fs.promises.stat(path)
	} catch {
		return notFound()
	}
	const etag = `"${options.tag}-${stat.size}-${Math.floor(stat.mtimeMs)}"`
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
	if (request.method === 'HEAD') return new Response(null, { headers })
	return new Response(createReadableStreamFromReadable(fs.createReadStream(path)), { headers })
}
