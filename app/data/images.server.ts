import fsp from 'node:fs/promises'
import sharp, { type SharpOptions } from 'sharp'
import { type ImageMime, sniffImageType } from '#app/utils/image-type.ts'
import { createSemaphore } from '#app/utils/semaphore.ts'

/**
 * The one place that opens images with sharp. Every image is opened with a
 * pixel limit (a small file may declare a huge size: a decompression bomb),
 * and at most IMAGE_JOBS images are worked on at once, whatever asks: upload
 * checks, variants, the demo seed. Uploads are checked here before anything
 * is stored: the type comes from the first bytes (never the name or the
 * declared type), and sharp must be able to read the header.
 */

/** Pixels an image may have (all frames of an animation together): 100 megapixels, e.g. 12,000 x 8,333. */
export const MAX_IMAGE_PIXELS = 100_000_000
/**
 * Images worked on at once. sharp runs on libuv's thread pool (4 threads),
 * which file reads and writes share: two leaves room for the database.
 */
export const IMAGE_JOBS = 2

// Variants are made once and kept on disk, so libvips' in-memory operation cache
// only costs RAM on a small VPS.
sharp.cache(false)

const jobs = createSemaphore(IMAGE_JOBS)

function openImage(input: string | Buffer, options: SharpOptions = {}) {
	return sharp(input, { ...options, limitInputPixels: MAX_IMAGE_PIXELS })
}

export class UnsupportedImageError extends Error {
	override name = 'UnsupportedImageError'
}

export const NOT_AN_IMAGE = 'Only JPEG, PNG, WebP, GIF and AVIF images are accepted'
export const TOO_MANY_PIXELS = 'The image is too large: at most 100 megapixels (for example 12,000 × 8,333) are accepted'

export type ImageFacts = { mime: ImageMime; width: number | null; height: number | null }

/** What an uploaded file holds, or UnsupportedImageError with a message for the uploader. */
export async function inspectImage(file: string): Promise<ImageFacts> {
	const mime = sniffImageType(await readHead(file))
	if (!mime) throw new UnsupportedImageError(NOT_AN_IMAGE)
	try {
		const meta = await jobs.run(() => openImage(file, { animated: true }).metadata())
		return { mime, width: meta.width ?? null, height: meta.pageHeight ?? meta.height ?? null }
	} catch (error) {
		if (/pixel limit/i.test((error as Error).message)) throw new UnsupportedImageError(TOO_MANY_PIXELS)
		throw new UnsupportedImageError('The image could not be read')
	}
}

/** A WebP copy of `source` no wider than `width` (and never wider than the original), written to `target`. */
export async function writeWebpVariant(source: string, target: string, width: number) {
	await jobs.run(() =>
		openImage(source).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toFile(target),
	)
}

/** A JPEG drawn from SVG text (the demo seed's pictures). */
export function renderSvgAsJpeg(svg: string): Promise<Buffer> {
	return jobs.run(() => openImage(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer())
}

async function readHead(file: string) {
	const handle = await fsp.open(file, 'r')
	try {
		const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(64), position: 0 })
		return buffer.subarray(0, bytesRead)
	} finally {
		await handle.close()
	}
}
