import fs from 'node:fs'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { getFile, getVariant } from '#app/data/files.server.ts'
import { filePath } from '#app/data/files.server.ts'
import { VARIANT_WIDTHS } from '#app/utils/images.ts'

function notFound() {
	return Response.json({ error: 'File not found' }, { status: 404 })
}

/**
 * Serves an uploaded image by id (and an optional ?w= WebP variant). Only ids
 * reach the disk, so no path in the URL can name another file.
 */
export async function serveFile(request: Request, rawId: string | undefined) {
	if (!rawId || !/^[1-9]\d{0,9}$/.test(rawId)) return notFound()
	const file = await getFile(Number(rawId))
	if (!file) return notFound()
	const width = Number(new URL(request.url).searchParams.get('w'))
	const wanted = (VARIANT_WIDTHS as readonly number[]).includes(width) && file.mime_type !== 'image/gif' ? width : null
	let path = filePath(file)
	let type: string = file.mime_type
	if (wanted) {
		try {
			path = await getVariant(file, wanted)
			type = 'image/webp'
		} catch {
			// A variant that cannot be made falls back to the original.
		}
	}
	let stat: fs.Stats
	try {
		stat = await fs.promises.stat(path)
	} catch {
		return notFound()
	}
	const etag = `"${file.id}-${wanted ?? 'o'}-${stat.size}-${Math.floor(stat.mtimeMs)}"`
	const headers = new Headers({
		'Content-Type': type,
		'Content-Length': String(stat.size),
		'Cache-Control': 'public, max-age=31536000, immutable',
		ETag: etag,
		'Content-Security-Policy': "sandbox; default-src 'none'",
		'Content-Disposition': `inline; filename="${file.filename}"`,
		'Cross-Origin-Resource-Policy': 'same-origin',
	})
	if (request.headers.get('If-None-Match') === etag) return new Response(null, { status: 304, headers })
	if (request.method === 'HEAD') return new Response(null, { headers })
	return new Response(createReadableStreamFromReadable(fs.createReadStream(path)), { headers })
}
