import fsp from 'node:fs/promises'
import { type FileRecord } from '#app/schemas/records.ts'
import { type VariantFormat, variantWidthsFor } from '#app/utils/images.ts'
import { fileStorage } from './file-storage/index.server.ts'
import { type DerivedFacts, printableJpeg, renderDerivatives } from './images.server.ts'

/**
 * What is made from each stored image, kept in the file storage beside the
 * originals (docs/architecture.md, 'Files'):
 *
 *   derived/{id}/{width}.avif, {width}.webp   variants (docs/operations.md)
 *   derived/{id}/{width}.jpg                  the mail's JPEGs, made when first asked for
 *   derived/{id}/iiif/info.json + tiles       IIIF Image API 3.0 level 0
 *
 * Everything of one image is made in a local scratch folder and put in place
 * at the end (one rename in UPLOADS_DIR; in a bucket, info.json last), so an
 * image whose info.json is there has all of them.
 */

/** The folder that holds what is made of the originals (never backed up). */
export const DERIVED_FOLDER = 'derived'

export function derivedKey(id: number) {
	return `${DERIVED_FOLDER}/${id}`
}
export function variantKey(id: number, width: number, format: VariantFormat) {
	return `${derivedKey(id)}/${width}.${format}`
}

/** Whether an image's variants and tiles are all made. */
export async function hasDerivatives(id: number) {
	return (await fileStorage().head(iiifKey(id, 'info.json'))) !== null
}

export type { DerivedFacts }

/**
 * Makes the variants, the IIIF tiles and the placeholder of one stored image
 * and returns its upright size and placeholder for the file record.
 */
export async function makeDerivatives(file: FileRecord): Promise<DerivedFacts> {
	const storage = fileStorage()
	const temp = await storage.scratchFolder(derivedKey(file.id))
	try {
		const facts = await storage.withLocalFile(file.filename, (source) => renderDerivatives(source, temp, file))
		if (!facts) throw new Error(`${file.filename} is not in ${storage.where}`)
		await storage.putFolder(derivedKey(file.id), temp)
		return facts
	} finally {
		await fsp.rm(temp, { recursive: true, force: true })
	}
}

export async function removeDerivatives(id: number) {
	await fileStorage().deletePrefix(derivedKey(id))
}

/** Ids whose derivatives are missing (a fresh seed, a restore, data from before variants existed). */
export async function filesWithoutDerivatives(files: readonly Pick<FileRecord, 'id'>[]) {
	const made = new Set((await fileStorage().children(DERIVED_FOLDER)).filter((e) => e.folder).map((e) => e.name))
	return files.filter((f) => !made.has(String(f.id))).map((f) => f.id)
}

export type VariantLookup = { kind: 'made'; key: string; width: number } | { kind: 'pending' } | { kind: 'none' }

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
	const candidate = variantKey(file.id, target, format)
	return (await fileStorage().head(candidate)) ? { kind: 'made', key: candidate, width: target } : { kind: 'pending' }
}

/** A file of an image's IIIF tiles, from the parts of a tile URL already checked by the caller. */
export function iiifKey(id: number, relative: string) {
	return `${derivedKey(id)}/iiif/${relative}`
}

/**
 * The stored image a print of `width` pixels is best made from (its key): the
 * smallest WebP variant at least that wide (else the largest one made), or
 * the original when it has no variants yet.
 */
export async function printSource(
	file: Pick<FileRecord, 'id' | 'width' | 'mime_type' | 'filename'>,
	width: number,
): Promise<string> {
	const widths = variantWidthsFor(file.width, file.mime_type)
	const wide = widths.find((w) => w >= width) ?? widths.at(-1)
	// An original no wider than the print is the best source there is.
	if (wide !== undefined && (file.width ?? 0) > wide) {
		const candidate = variantKey(file.id, wide, 'webp')
		if (await fileStorage().head(candidate)) return candidate
	}
	return file.filename
}

export type MailJpeg = { kind: 'stored'; key: string; width: number } | { kind: 'made'; data: Buffer; width: number }

// One making per JPEG at a time: a campaign's readers open the same pictures together.
const makingMailJpegs = new Map<string, Promise<MailJpeg | null>>()

/**
 * The JPEG of an image about `width` pixels wide that mail carries (no mail
 * program draws AVIF, and Outlook for Windows not WebP either): made from the
 * nearest WebP variant the first time a mail asks for it, then kept beside
 * the variants, at `derived/{id}/{width}.jpg`, and removed with them. Before
 * the variants are made, the JPEG is made from the original each time and not
 * kept (a folder under derived/ must only ever hold a whole set).
 */
export async function mailJpeg(
	file: Pick<FileRecord, 'id' | 'width' | 'mime_type' | 'filename'>,
	width: number,
): Promise<MailJpeg | null> {
	const widths = variantWidthsFor(file.width, file.mime_type)
	const target = widths.includes(width as (typeof widths)[number]) ? width : (widths.at(-1) ?? width)
	const key = `${derivedKey(file.id)}/${target}.jpg`
	const making = makingMailJpegs.get(key)
	if (making) return making
	const job = (async (): Promise<MailJpeg | null> => {
		const storage = fileStorage()
		if (await storage.head(key)) return { kind: 'stored', key, width: target }
		const made = await storage.withLocalFile(await printSource(file, target), (source) => printableJpeg(source, target))
		if (!made) return null
		if (!(await hasDerivatives(file.id))) return { kind: 'made', data: made.data, width: made.width }
		await storage.put(key, made.data, { size: made.data.length, contentType: 'image/jpeg' })
		return { kind: 'stored', key, width: target }
	})()
	makingMailJpegs.set(key, job)
	try {
		return await job
	} finally {
		makingMailJpegs.delete(key)
	}
}
