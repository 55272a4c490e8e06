import fsp from 'node:fs/promises'
import path from 'node:path'
import pLimit from 'p-limit'
import sharp, { type Sharp, type SharpOptions } from 'sharp'
import { type ImageMime, sniffImageType } from '#app/utils/image-type.ts'
import { VARIANT_FORMATS, type VariantFormat, variantWidthsFor } from '#app/utils/images.ts'

/**
 * The one place that opens images with sharp. Every image is opened with a
 * pixel limit (a small file may declare a huge size: a decompression bomb),
 * and at most IMAGE_JOBS images are worked on at once, whatever asks: upload
 * checks, variants and tiles. (The demo seed draws its own pictures in
 * `demo/`, two at a time, before the server takes any request.) Uploads are checked here before anything
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

// The others wait in arrival order; a job that throws frees its slot like one that succeeds.
const jobs = pLimit(IMAGE_JOBS)

function openImage(input: string | Buffer, options: SharpOptions = {}) {
	return sharp(input, { ...options, limitInputPixels: MAX_IMAGE_PIXELS })
}

export class UnsupportedImageError extends Error {
	override name = 'UnsupportedImageError'
}

export const NOT_AN_IMAGE = 'Only JPEG, PNG, WebP, GIF and AVIF images are accepted'
export const TOO_MANY_PIXELS =
	'The image is too large: at most 100 megapixels (for example 12,000 × 8,333) are accepted'

export type ImageFacts = { mime: ImageMime; width: number | null; height: number | null }

/** What an uploaded file holds, or UnsupportedImageError with a message for the uploader. */
export async function inspectImage(file: string): Promise<ImageFacts> {
	const mime = sniffImageType(await readHead(file))
	if (!mime) throw new UnsupportedImageError(NOT_AN_IMAGE)
	try {
		const meta = await jobs(() => openImage(file, { animated: true }).metadata())
		return { mime, width: meta.width ?? null, height: meta.pageHeight ?? meta.height ?? null }
	} catch (error) {
		if (/pixel limit/i.test((error as Error).message)) throw new UnsupportedImageError(TOO_MANY_PIXELS)
		throw new UnsupportedImageError('The image could not be read')
	}
}

export const TILE_SIZE = 512
const PLACEHOLDER_WIDTH = 16

const ENCODE = {
	avif: (image: Sharp) => image.avif({ quality: 55, effort: 2, chromaSubsampling: '4:2:0' }),
	webp: (image: Sharp) => image.webp({ quality: 78 }),
} satisfies Record<VariantFormat, (image: Sharp) => Sharp>

/** The upright size of a stored image and its inline placeholder ('' for a see-through image). */
export type DerivedFacts = { width: number; height: number; placeholder: string }

/**
 * Writes into the empty folder `target` what is made of one stored image
 * (docs/operations.md, 'Images'): `{width}.avif` and `{width}.webp` variants (never
 * wider than the original) and IIIF Image API 3.0 level-0 tiles in `iiif/`.
 */
export async function renderDerivatives(
	source: string,
	target: string,
	stored: { width: number | null; height: number | null; mime_type: ImageMime },
): Promise<DerivedFacts> {
	return jobs(async () => {
		const meta = await openImage(source).metadata()
		const upright = meta.autoOrient ?? { width: meta.width, height: meta.pageHeight ?? meta.height }
		const width = upright.width ?? stored.width ?? 1
		const height = upright.height ?? stored.height ?? 1
		const widths = variantWidthsFor(width, stored.mime_type)
		// One decode, shrunk on load to the largest variant; every variant is made from that.
		const largest = widths.at(-1) ?? Math.min(width, 1920)
		const base = await openImage(source, { animated: false })
			.rotate()
			.resize({ width: largest, withoutEnlargement: true })
			.raw()
			.toBuffer({ resolveWithObject: true })
		const raw = () => sharp(base.data, { raw: base.info })
		for (const w of widths) {
			for (const format of VARIANT_FORMATS) {
				await ENCODE[format](raw().resize({ width: w })).toFile(path.join(target, `${w}.${format}`))
			}
		}
		await openImage(source, { animated: false })
			.rotate()
			.flatten({ background: '#ffffff' })
			.jpeg({ quality: 82 })
			.tile({ layout: 'iiif3', size: TILE_SIZE, id: 'iiif' })
			.toFile(path.join(target, 'iiif'))
		// libvips leaves the image's properties beside the tiles; nothing serves them.
		await fsp.rm(path.join(target, 'vips-properties.xml'), { force: true })
		// A see-through image gets no placeholder: the blur would show through it.
		const placeholder = meta.hasAlpha
			? ''
			: `data:image/webp;base64,${(await raw().resize({ width: PLACEHOLDER_WIDTH }).webp({ quality: 40 }).toBuffer()).toString('base64')}`
		return { width, height, placeholder }
	})
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

/** A picture ready for a PDF (docs/admin.md, 'Documents'): JPEG bytes and their size in pixels. */
export type PrintableImage = { data: Buffer; width: number; height: number }

/**
 * A stored image (an original or one of its variants) as a JPEG at most
 * `width` pixels wide, upright, on white where it was see-through: what
 * PDF documents embed, since a PDF takes JPEG but not WebP or AVIF.
 */
export async function printableJpeg(file: string, width: number): Promise<PrintableImage> {
	const { data, info } = await jobs(() =>
		openImage(file)
			.rotate()
			.resize({ width, withoutEnlargement: true })
			.flatten({ background: '#ffffff' })
			.jpeg({ quality: 84 })
			.toBuffer({ resolveWithObject: true }),
	)
	return { data, width: info.width, height: info.height }
}
