import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { getEnv } from '#app/utils/env.server.ts'
import { IMAGE_TYPES, sniffImageType } from '#app/utils/image-type.ts'
import { VARIANT_WIDTHS } from '#app/utils/images.ts'
import { type Draft, mutate, ready } from './db.server.ts'
import { syncFolderSync } from './durable-file.server.ts'
import { now } from './ids.ts'
import { type FileCategory, type FileRecord } from '#app/schemas/records.ts'

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
		return await mutate((draft) => {
			const id = draft.takeId('files')
			const filename = `${id}.${IMAGE_TYPES[mime]}`
			// Renamed (and the folder synced) inside the change so the bytes are in place before the record is acknowledged.
			fs.renameSync(temp, path.join(UPLOADS_DIR, filename))
			syncFolderSync(UPLOADS_DIR)
			return draft.put('files', {
				id,
				original_name: cleanOriginalName(originalName),
				filename,
				file_size: bytes.length,
				mime_type: mime,
				category,
				url: fileUrl(id),
				width,
				height,
				created_at: now(),
			})
		})
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
	return (await ready()).tables.files.get(id) ?? null
}

export async function listFiles(category?: FileCategory): Promise<readonly FileRecord[]> {
	const store = await ready()
	return store.remember(['files'], `list:${category ?? ''}`, () =>
		store.tables.files.all().filter((f) => !category || f.category === category),
	)
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
		const file = draft.get('files', id)
		if (!file) return null
		draft.remove('files', id)
		dropFileReferences(draft, id)
		return file
	})
	if (!removed) return false
	await fsp.rm(filePath(removed), { force: true })
	await removeVariants(id)
	return true
}

export function dropFileReferences(draft: Draft, id: number) {
	const points = (url: string) => fileIdFromUrl(url) === id
	const without = (urls: readonly string[]) => urls.filter((u) => !points(u))
	for (const e of draft.all('exhibitions')) {
		if (points(e.featured_image) || e.gallery_images.some(points)) {
			draft.put('exhibitions', {
				...e,
				featured_image: points(e.featured_image) ? '' : e.featured_image,
				gallery_images: without(e.gallery_images),
			})
		}
	}
	for (const a of draft.all('artworks')) {
		if (points(a.featured_image) || a.images.some(points)) {
			draft.put('artworks', {
				...a,
				images: without(a.images),
				featured_image: points(a.featured_image) ? '' : a.featured_image,
			})
		}
	}
	for (const a of draft.all('artists')) if (points(a.profile_image)) draft.put('artists', { ...a, profile_image: '' })
	const pages = draft.site('pages')
	const home = pages.home
	if (home.hero_image_ids.includes(String(id)) || home.hero_images.some(points)) {
		draft.setSite('pages', {
			...pages,
			home: {
				...home,
				hero_image_ids: home.hero_image_ids.filter((hid) => hid !== String(id)),
				hero_images: without(home.hero_images),
			},
		})
	}
}


function variantFolder() {
	return path.join(getEnv().UPLOADS_DIR, 'variants')
}

/** A WebP copy no wider than `width`, made on first request and kept on disk. */
export async function getVariant(file: FileRecord, width: number): Promise<string> {
	const target = path.join(variantFolder(), `${file.id}-${width}.webp`)
	if (fs.existsSync(target)) return target
	await fsp.mkdir(variantFolder(), { recursive: true })
	const temp = `${target}.${crypto.randomUUID()}.tmp`
	try {
		await sharp(filePath(file)).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toFile(temp)
		await fsp.rename(temp, target)
	} finally {
		await fsp.rm(temp, { force: true })
	}
	return target
}

async function removeVariants(id: number) {
	await Promise.all(VARIANT_WIDTHS.map((w) => fsp.rm(path.join(variantFolder(), `${id}-${w}.webp`), { force: true })))
}
