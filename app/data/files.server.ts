import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { getEnv } from '#app/utils/env.server.ts'
import { IMAGE_TYPES, sniffImageType } from '#app/utils/image-type.ts'
import { mutate, readData } from './db.server.ts'
import { now, takeId } from './ids.ts'
import { type Database } from './db-schema.ts'
import { FILE_DETAIL_DEFAULTS, type FileCategory, type FileRecord } from '#app/schemas/records.ts'
import { enqueueDerivatives, forgetDerivatives } from './image-queue.server.ts'

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

// Variants are made once and kept on disk, so libvips' in-memory operation cache
// only costs RAM on a small VPS.
sharp.cache(false)

export class UnsupportedImageError extends Error {
	override name = 'UnsupportedImageError'
}

export function fileUrl(id: number) {
	return `/api/file/${id}`
}

/** The file id an image URL points at (/api/file/12, /api/files/12, absolute or not), or null. */
export function fileIdFromUrl(url: string): number | null {
	const match = /\/api\/files?\/(\d+)(?:[?#].*)?$/.exec(url)
	return match ? Number(match[1]) : null
}

/**
 * Stores an uploaded image. The type comes from the bytes (and sharp must be
 * able to read them); the stored name is the id, never the uploader's name.
 */
export async function storeImage(bytes: Buffer, originalName: string, category: FileCategory): Promise<FileRecord> {
	if (bytes.length > MAX_UPLOAD_BYTES) throw new UnsupportedImageError('File is larger than 10 MB')
	const mime = sniffImageType(bytes)
	if (!mime) throw new UnsupportedImageError('Only JPEG, PNG, WebP, GIF and AVIF images are accepted')
	let width: number | null = null
	let height: number | null = null
	try {
		const meta = await sharp(bytes, { animated: true }).metadata()
		width = meta.width ?? null
		height = meta.pageHeight ?? meta.height ?? null
	} catch {
		throw new UnsupportedImageError('The image could not be read')
	}
	const { UPLOADS_DIR } = getEnv()
	const temp = path.join(UPLOADS_DIR, `.upload-${crypto.randomUUID()}`)
	await writeSynced(temp, bytes)
	try {
		const stored = await mutate((draft) => {
			const id = takeId(draft, 'files')
			const filename = `${id}.${IMAGE_TYPES[mime]}`
			// Renamed inside the change so the bytes are in place before the record is acknowledged.
			fs.renameSync(temp, path.join(UPLOADS_DIR, filename))
			const record: FileRecord = {
				id,
				original_name: cleanOriginalName(originalName),
				filename,
				file_size: bytes.length,
				mime_type: mime,
				category,
				url: fileUrl(id),
				width,
				height,
				...FILE_DETAIL_DEFAULTS,
				created_at: now(),
			}
			draft.files.push(record)
			return record
		})
		enqueueDerivatives(stored.id)
		return stored
	} finally {
		await fsp.rm(temp, { force: true })
	}
}

async function writeSynced(file: string, bytes: Buffer) {
	const handle = await fsp.open(file, 'w', 0o644)
	try {
		await handle.writeFile(bytes)
		await handle.sync()
	} finally {
		await handle.close()
	}
}

/** Kept only as a label: control characters and folders are dropped. */
function cleanOriginalName(name: string) {
	const base = name.split(/[\\/]/).pop() ?? ''
	// eslint-disable-next-line no-control-regex
	return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'image'
}

export async function getFile(id: number): Promise<FileRecord | null> {
	const data = await readData()
	const file = data.files.find((f) => f.id === id)
	return file ? structuredClone(file) : null
}

export async function listFiles(category?: FileCategory): Promise<FileRecord[]> {
	const data = await readData()
	return structuredClone(data.files.filter((f) => !category || f.category === category))
}

export function filePath(file: Pick<FileRecord, 'filename'>) {
	return path.join(getEnv().UPLOADS_DIR, file.filename)
}

/**
 * Deletes a file record and its bytes, and drops every reference to it so the
 * records that used it stay valid.
 */
export async function deleteFile(id: number): Promise<boolean> {
	const removed = await mutate((draft) => {
		const file = draft.files.find((f) => f.id === id)
		if (!file) return null
		draft.files = draft.files.filter((f) => f.id !== id)
		dropFileReferences(draft, id)
		return file
	})
	if (!removed) return false
	await fsp.rm(filePath(removed), { force: true })
	await forgetDerivatives(id)
	return true
}

export function dropFileReferences(draft: Database, id: number) {
	const points = (url: string) => fileIdFromUrl(url) === id
	for (const e of draft.exhibitions) {
		if (points(e.featured_image)) e.featured_image = ''
		e.gallery_images = e.gallery_images.filter((u) => !points(u))
	}
	for (const a of draft.artworks) {
		a.images = a.images.filter((u) => !points(u))
		if (points(a.featured_image)) a.featured_image = ''
	}
	for (const a of draft.artists) if (points(a.profile_image)) a.profile_image = ''
	const home = draft.pages.home
	home.hero_image_ids = home.hero_image_ids.filter((hid) => hid !== String(id))
	home.hero_images = home.hero_images.filter((u) => !points(u))
}

