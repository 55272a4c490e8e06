import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { getEnv } from '#app/utils/env.server.ts'
import { IMAGE_TYPES } from '#app/utils/image-type.ts'
import { mutate, readData } from './db.server.ts'
import { now, takeId } from './ids.ts'
import { removeUpload } from './snapshot.server.ts'
import { type Database } from './db-schema.ts'
import { fileIdFromUrl, referencedFileIds } from './file-references.ts'
import { FILE_DETAIL_DEFAULTS, type FileCategory, type FileRecord } from '#app/schemas/records.ts'
import { type ImageFacts } from './images.server.ts'
import { enqueueDerivatives, forgetDerivatives } from './image-queue.server.ts'

/** Uploads wait in UPLOADS_DIR under this prefix until they are checked and stored (or dropped). */
export const UPLOAD_TEMP_PREFIX = '.upload-'

export function uploadTempPath() {
	return path.join(getEnv().UPLOADS_DIR, `${UPLOAD_TEMP_PREFIX}${crypto.randomUUID()}`)
}

export function fileUrl(id: number) {
	return `/api/file/${id}`
}

export { fileIdFromUrl }

/** A checked upload (see inspectImage) waiting in a temp file from uploadTempPath(). */
export type PendingImage = ImageFacts & { path: string; originalName: string; size: number }

/**
 * Stores checked uploads, all or none: one write records them all, and each
 * file is renamed into place (named by its id, never by the uploader's name)
 * inside that write, so the bytes are there before the record is
 * acknowledged. If the write fails, the files already moved are removed.
 */
export async function storeImages(images: readonly PendingImage[], category: FileCategory): Promise<FileRecord[]> {
	if (images.length === 0) return []
	const { UPLOADS_DIR } = getEnv()
	const placed: string[] = []
	let stored: FileRecord[]
	try {
		stored = await mutate((draft) =>
			images.map((image) => {
				const id = takeId(draft, 'files')
				const filename = `${id}.${IMAGE_TYPES[image.mime]}`
				fs.renameSync(image.path, path.join(UPLOADS_DIR, filename))
				placed.push(path.join(UPLOADS_DIR, filename))
				const record: FileRecord = {
					id,
					original_name: cleanOriginalName(image.originalName),
					filename,
					file_size: image.size,
					mime_type: image.mime,
					category,
					url: fileUrl(id),
					width: image.width,
					height: image.height,
					...FILE_DETAIL_DEFAULTS,
					created_at: now(),
				}
				draft.files.push(record)
				return record
			}),
		)
	} catch (error) {
		await Promise.all(placed.map((file) => fsp.rm(file, { force: true })))
		throw error
	}
	// Variants, tiles and placeholders are made in the background once the whole batch is stored.
	for (const file of stored) enqueueDerivatives(file.id)
	return stored
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
	await removeBytes(removed)
	return true
}

/**
 * Deletes those of the files `ids` that no record uses (any more): the files
 * of a deleted record, a hero image taken off the home page, the uploads of an
 * abandoned form. A file another record still uses is kept.
 */
export async function releaseFiles(ids: Iterable<number>): Promise<number[]> {
	const wanted = new Set(ids)
	const unused = (data: Readonly<Database>) => {
		const used = referencedFileIds(data)
		return data.files.filter((f) => wanted.has(f.id) && !used.has(f.id))
	}
	if (wanted.size === 0 || unused(await readData()).length === 0) return []
	const removed = await mutate((draft) => {
		const gone = new Set(unused(draft).map((f) => f.id))
		const files = draft.files.filter((f) => gone.has(f.id))
		draft.files = draft.files.filter((f) => !gone.has(f.id))
		return files
	})
	for (const file of removed) await removeBytes(file)
	return removed.map((f) => f.id)
}

/**
 * Runs a change that may stop using some files (a record deletion, a new hero
 * list), then deletes the files it let go that no other record uses.
 */
export async function withFileRelease<T>(change: () => Promise<T>): Promise<T> {
	const before = referencedFileIds(await readData())
	const result = await change()
	const after = referencedFileIds(await readData())
	await releaseFiles([...before].filter((id) => !after.has(id)))
	return result
}

async function removeBytes(file: FileRecord) {
	// Through the snapshot module: a backup in progress may still need the bytes.
	await removeUpload(getEnv(), file.filename)
	await forgetDerivatives(file.id)
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
