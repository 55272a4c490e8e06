import { text } from 'node:stream/consumers'
import { fileStorage } from '#app/data/file-storage/index.server.ts'
import { getFile } from '#app/data/files.server.ts'
import { iiifKey } from '#app/data/image-derivatives.server.ts'
import { enqueueDerivatives } from '#app/data/image-queue.server.ts'
import { sendFile } from '#app/server/files/serve-file.server.ts'
import { publicOrigin } from '#app/server/public-url.server.ts'
import { iiifImageBase } from '#app/utils/images.ts'

/**
 * IIIF Image API 3.0, level 0 (docs/api.md, 'IIIF'): `/iiif/3/{file id}/info.json`
 * and the tiles sharp made at upload, `/{region}/{size}/0/default.jpg`. Open
 * to every origin, so other museums' viewers can show them.
 */
export const IIIF_IMAGE_CONTEXT = 'http://iiif.io/api/image/3/context.json'
const CORS = { 'Access-Control-Allow-Origin': '*' }
const TILE = /^(full|\d{1,6},\d{1,6},\d{1,6},\d{1,6})\/(\d{1,6},\d{1,6})\/0\/default\.jpg$/

function answer(status: number, error: string, headers: Record<string, string> = {}) {
	return Response.json({ error }, { status, headers: { ...CORS, ...headers } })
}

export async function serveIiif(request: Request, rawId: string | undefined, rest: string) {
	if (!rawId || !/^[1-9]\d{0,9}$/.test(rawId)) return answer(404, 'Image not found')
	const file = await getFile(Number(rawId))
	if (!file) return answer(404, 'Image not found')
	const base = `${publicOrigin(request)}${iiifImageBase(file.id)}`
	if (rest === '') return new Response(null, { status: 303, headers: { Location: `${base}/info.json`, ...CORS } })
	if (rest === 'info.json') {
		let info: Record<string, unknown>
		try {
			const stored = await fileStorage().get(iiifKey(file.id, 'info.json'))
			if (!stored) throw new Error('not made yet')
			info = JSON.parse(await text(stored.body))
		} catch {
			enqueueDerivatives(file.id)
			return answer(503, 'The tiles of this image are still being made', { 'Retry-After': '10' })
		}
		// Tiles are made before the site's address is known: the id is set per request.
		return Response.json(
			{ ...info, id: base },
			{
				headers: {
					'Content-Type': `application/ld+json;profile="${IIIF_IMAGE_CONTEXT}"`,
					'Cache-Control': 'public, max-age=3600',
					...CORS,
				},
			},
		)
	}
	if (!TILE.test(rest)) return answer(404, 'Not a tile of this level 0 service')
	const response = await sendFile(request, iiifKey(file.id, rest), {
		type: 'image/jpeg',
		name: 'default.jpg',
		cache: 'public, max-age=31536000, immutable',
		tag: `${file.id}-${rest}`,
		headers: { ...CORS, 'Cross-Origin-Resource-Policy': 'cross-origin' },
	})
	return response.status === 404 ? answer(404, 'Tile not found') : response
}
