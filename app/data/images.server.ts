import fsp from 'node:fs/promises'
import sharp from 'sharp'
import { type ImageMime, sniffImageType } from '#app/utils/image-type.ts'

/**
 * The one place that opens images with sharp. Uploads are checked here before
 * anything is stored: the type comes from the first bytes (never the name or
 * the declared type), and sharp must be able to read the header.
 */

// Variants are made once and kept on disk, so libvips' in-memory operation cache
// only costs RAM on a small VPS.
sharp.cache(false)

export class UnsupportedImageError extends Error {
	override name = 'UnsupportedImageError'
}

export const NOT_AN_IMAGE = 'Only JPEG, PNG, WebP, GIF and AVIF images are accepted'

export type ImageFacts = { mime: ImageMime; width: number | null; height: number | null }

/** What an uploaded file holds, or UnsupportedImageError with a message for the uploader. */
export async function inspectImage(file: string): Promise<ImageFacts> {
	const mime = sniffImageType(await readHead(file))
	if (!mime) throw new UnsupportedImageError(NOT_AN_IMAGE)
	try {
		const meta = await sharp(file, { animated: true }).metadata()
		return { mime, width: meta.width ?? null, height: meta.pageHeight ?? meta.height ?? null }
	} catch {
		throw new UnsupportedImageError('The image could not be read')
	}
}

/** A WebP copy of `source` no wider than `width` (and never wider than the original), written to `target`. */
export async function writeWebpVariant(source: string, target: string, width: number) {
	await sharp(source).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toFile(target)
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
