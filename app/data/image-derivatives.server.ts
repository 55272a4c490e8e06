import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { type FileRecord } from '#app/schemas/records.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { VARIANT_FORMATS, type VariantFormat, variantWidthsFor } from '#app/utils/images.ts'

/**
 * What is made from each stored image, kept on disk beside the originals:
 *
 *   UPLOADS_DIR/derived/{id}/{width}.avif, {width}.webp   variants (contract section 11)
 *   UPLOADS_DIR/derived/{id}/iiif/info.json + tiles       IIIF Image API 3.0 level 0
 *
 * Everything of one image is made in a temporary folder and renamed into
 * place at the end, so a folder that exists is complete.
 */
export const TILE_SIZE = 512
const PLACEHOLDER_WIDTH = 16

export function derivedRoot() {
	return path.join(getEnv().UPLOADS_DIR, 'derived')
}
export function derivedFolder(id: number) {
	return path.join(derivedRoot(), String(id))
}
export function variantPath(id: number, width: number, format: VariantFormat) {
	return path.join(derivedFolder(id), `${width}.${format}`)
}
export function iiifFolder(id: number) {
	return path.join(derivedFolder(id), 'iiif')
}

export function hasDerivatives(id: number) {
	return fs.existsSync(derivedFolder(id))
}

export type DerivedFacts = { width: number; height: number; placeholder: string }

const ENCODE = {
	avif: (image: Sharp) => image.avif({ quality: 55, effort: 2, chromaSubsampling: '4:2:0' }),
	webp: (image: Sharp) => image.webp({ quality: 78 }),
} satisfies Record<VariantFormat, (image: Sharp) => Sharp>

/**
 * Makes the variants, the IIIF tiles and the placeholder of one stored image
 * and returns its upright size and placeholder for the file record.
 */
export async function makeDerivatives(file: FileRecord): Promise<DerivedFacts> {
	const source = path.join(getEnv().UPLOADS_DIR, file.filename)
	const meta = await sharp(source).metadata()
	const upright = meta.autoOrient ?? { width: meta.width, height: meta.pageHeight ?? meta.height }
	const width = upright.width ?? file.width ?? 1
	const height = upright.height ?? file.height ?? 1
	const temp = path.join(derivedRoot(), `.tmp-${file.id}-${crypto.randomUUID()}`)
	await fsp.mkdir(temp, { recursive: true })
	try {
		const widths = variantWidthsFor(width, file.mime_type)
		// One decode, shrunk on load to the largest variant; every variant is made from that.
		const largest = widths.at(-1) ?? Math.min(width, 1920)
		const base = await sharp(source, { animated: false })
			.rotate()
			.resize({ width: largest, withoutEnlargement: true })
			.raw()
			.toBuffer({ resolveWithObject: true })
		const raw = () => sharp(base.data, { raw: base.info })
		for (const w of widths) {
			for (const format of VARIANT_FORMATS) {
				await ENCODE[format](raw().resize({ width: w })).toFile(path.join(temp, `${w}.${format}`))
			}
		}
		await sharp(source, { animated: false })
			.rotate()
			.flatten({ background: '#ffffff' })
			.jpeg({ quality: 82 })
			.tile({ layout: 'iiif3', size: TILE_SIZE, id: 'iiif' })
			.toFile(path.join(temp, 'iiif'))
		// libvips leaves the image's properties beside the tiles; nothing serves them.
		await fsp.rm(path.join(temp, 'vips-properties.xml'), { force: true })
		// A see-through image gets no placeholder: the blur would show through it.
		const placeholder = meta.hasAlpha
			? ''
			: `data:image/webp;base64,${(await raw().resize({ width: PLACEHOLDER_WIDTH }).webp({ quality: 40 }).toBuffer()).toString('base64')}`
		await fsp.rm(derivedFolder(file.id), { recursive: true, force: true })
		await fsp.rename(temp, derivedFolder(file.id))
		return { width, height, placeholder }
	} finally {
		await fsp.rm(temp, { recursive: true, force: true })
	}
}

export async function removeDerivatives(id: number) {
	await fsp.rm(derivedFolder(id), { recursive: true, force: true })
}

/** Ids whose derivatives are missing (a fresh seed, a restore, data from before variants existed). */
export async function filesWithoutDerivatives(files: readonly Pick<FileRecord, 'id'>[]) {
	const made = new Set(fs.existsSync(derivedRoot()) ? await fsp.readdir(derivedRoot()) : [])
	return files.filter((f) => !made.has(String(f.id))).map((f) => f.id)
}

/** Temporary folders of work cut short by a stop, and the WebP-only variants of earlier versions. */
export async function removeLeftovers() {
	await fsp.rm(path.join(getEnv().UPLOADS_DIR, 'variants'), { recursive: true, force: true })
	if (!fs.existsSync(derivedRoot())) return
	for (const entry of await fsp.readdir(derivedRoot())) {
		if (entry.startsWith('.tmp-')) await fsp.rm(path.join(derivedRoot(), entry), { recursive: true, force: true })
	}
}

export type VariantLookup = { kind: 'made'; path: string; width: number } | { kind: 'pending' } | { kind: 'none' }

/**
 * The variant that answers `?w=&fm=`: a width the original is too narrow for
 * is answered by its largest variant; an image without variants (a GIF, one
 * narrower than 320 px) by its original.
 */
export async function findVariant(
	file: Pick<FileRecord, 'id' | 'width' | 'mime_type'>,
	width: number,
	format: VariantFormat,
): Promise<VariantLookup> {
	const widths = variantWidthsFor(file.width, file.mime_type)
	if (widths.length === 0) return { kind: 'none' }
	const target = widths.includes(width as (typeof widths)[number]) ? width : widths.at(-1)!
	const candidate = variantPath(file.id, target, format)
	try {
		await fsp.access(candidate)
		return { kind: "made", path: candidate, width: target }
	} catch {
		return { kind: 'pending' }
	}
}

/** A file inside an image's IIIF folder, from the parts of a tile URL already checked by the caller. */
export function iiifPath(id: number, relative: string) {
	return path.join(iiifFolder(id), relative)
}
