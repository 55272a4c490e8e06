import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { type FileRecord } from '#app/schemas/records.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { type VariantFormat, variantWidthsFor } from '#app/utils/images.ts'
import { type DerivedFacts, renderDerivatives } from './images.server.ts'

/**
 * What is made from each stored image, kept on disk beside the originals:
 *
 *   UPLOADS_DIR/derived/{id}/{width}.avif, {width}.webp   variants (docs/operations.md)
 *   UPLOADS_DIR/derived/{id}/iiif/info.json + tiles       IIIF Image API 3.0 level 0
 *
 * Everything of one image is made in a temporary folder and renamed into
 * place at the end, so a folder that exists is complete.
 */

/** The folder in UPLOADS_DIR that holds what is made of the originals (never backed up). */
export const DERIVED_FOLDER = 'derived'

export function derivedRoot() {
	return path.join(getEnv().UPLOADS_DIR, DERIVED_FOLDER)
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

export type { DerivedFacts }

/**
 * Makes the variants, the IIIF tiles and the placeholder of one stored image
 * and returns its upright size and placeholder for the file record.
 */
export async function makeDerivatives(file: FileRecord): Promise<DerivedFacts> {
	const temp = path.join(derivedRoot(), `.tmp-${file.id}-${crypto.randomUUID()}`)
	await fsp.mkdir(temp, { recursive: true })
	try {
		const facts = await renderDerivatives(path.join(getEnv().UPLOADS_DIR, file.filename), temp, file)
		await fsp.rm(derivedFolder(file.id), { recursive: true, force: true })
		await fsp.rename(temp, derivedFolder(file.id))
		return facts
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
		return { kind: 'made', path: candidate, width: target }
	} catch {
		return { kind: 'pending' }
	}
}

/** A file inside an image's IIIF folder, from the parts of a tile URL already checked by the caller. */
export function iiifPath(id: number, relative: string) {
	return path.join(iiifFolder(id), relative)
}

/**
 * The stored image a print of `width` pixels is best made from: the smallest
 * WebP variant at least that wide (else the largest one made), or the
 * original when it has no variants yet.
 */
export async function printSource(
	file: Pick<FileRecord, 'id' | 'width' | 'mime_type' | 'filename'>,
	width: number,
): Promise<string> {
	const widths = variantWidthsFor(file.width, file.mime_type)
	const wide = widths.find((w) => w >= width) ?? widths.at(-1)
	// An original no wider than the print is the best source there is.
	if (wide !== undefined && (file.width ?? 0) > wide) {
		const candidate = variantPath(file.id, wide, 'webp')
		if (fs.existsSync(candidate)) return candidate
	}
	return path.join(getEnv().UPLOADS_DIR, file.filename)
}
