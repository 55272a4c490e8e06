import { type LoaderFunctionArgs } from 'react-router'
import { getArtwork } from '#app/data/artworks.server.ts'
import { printImage } from '#app/server/documents/sources.server.ts'
import { invariantResponse } from '#app/server/http.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { artworkImages } from '#app/utils/images.ts'
import { workFileName } from '#app/utils/lightbox-math.ts'

/** How wide the downloaded JPEG is at most: a screen's worth, never the master file. */
export const DOWNLOAD_WIDTH = 1920

/**
 * The lightbox's Download on an artwork page: image `n` (1-based) of a visible work as a web-size JPEG (at most
 * DOWNLOAD_WIDTH wide, made from the stored variants), named after the work (`okafor-morning-field-2025.jpg`,
 * `-2` for its second image) in `Content-Disposition`. The master file is never served here. With
 * `LIGHTBOX_DOWNLOAD=off` it answers 404 and the lightbox has no Download (docs/public-site.md, 'Lightbox').
 */
export async function loader({ params }: LoaderFunctionArgs) {
	invariantResponse(getEnv().LIGHTBOX_DOWNLOAD === 'on', 'Not found', { status: 404 })
	const artwork = await getArtwork(params.slug ?? '', 'visible')
	invariantResponse(artwork, 'Not found', { status: 404 })
	const images = artworkImages(artwork)
	const n = /^\d{1,3}$/.test(params.n ?? '') ? Number(params.n) : 0
	const url = images[n - 1]
	invariantResponse(url, 'Not found', { status: 404 })
	// An image that is a link elsewhere, or a stored file that cannot be read, has nothing to download here.
	const jpeg = await printImage(url, DOWNLOAD_WIDTH)
	invariantResponse(jpeg, 'Not found', { status: 404 })
	const name = workFileName(artwork, n, images.length)
	return new Response(new Uint8Array(jpeg.data), {
		headers: {
			'Content-Type': 'image/jpeg',
			'Content-Length': String(jpeg.data.length),
			'Content-Disposition': `attachment; filename="${name}"`,
			'Cache-Control': 'public, max-age=3600',
			'X-Content-Type-Options': 'nosniff',
		},
	})
}
