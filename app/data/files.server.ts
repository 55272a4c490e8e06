import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { getEnv } from '#app/utils/env.server.ts'
import { IMAGE_TYPES } from '#app/utils/image-type.ts'
import { type Actor } from './activity.server.ts'
import { type Draft, mutate, type Reader, ready } from './db.server.ts'
import { saveVersioned } from './revisions.server.ts'
import { syncFolderSync } from './durable-file.server.ts'
import { now } from './ids.ts'
import { removeUpload } from './snapshot.server.ts'
import { fileIdFromUrl, referencedFileIds, REFERENCING_UNITS } from './file-references.ts'
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
	const placed: string[] = []
	let stored: FileRecord[]
	try {
		stored = await mutate((draft) => placeImages(draft, images, category, placed))
	} catch (error) {
		await removePlaced(placed)
		throw error
	}
	// Variants, tiles and placeholders are made in the background once the whole batch is stored.
	for (const file of stored) enqueueDerivatives(file.id)
	return stored
}

/**
 * Inside a change: records checked uploads and renames each into place (the
 * names of the files moved are pushed on `placed`, for removePlaced() if the
 * write fails), synced before the change is acknowledged. The caller queues
 * their variants (enqueueDerivatives) once the change is stored.
 */
export function placeImages(
	draft: Draft,
	images: readonly PendingImage[],
	category: FileCategory,
	placed: string[],
): FileRecord[] {
	const { UPLOADS_DIR } = getEnv()
	const records = images.map((image) => {
		const id = draft.takeId('files')
		const filename = `${id}.${IMAGE_TYPES[image.mime]}`
		fs.renameSync(image.path, path.join(UPLOADS_DIR, filename))
		placed.push(path.join(UPLOADS_DIR, filename))
		return draft.put('files', {
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
		})
	})
	// The renames are on disk before the records are acknowledged.
	if (records.length) syncFolderSync(UPLOADS_DIR)
	return records
}

/** Removes the files placeImages() moved into place for a write that failed. */
export async function removePlaced(placed: readonly string[]) {
	await Promise.all(placed.map((file) => fsp.rm(file, { force: true })))
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
	const unused = (data: Reader) => {
		const used = referencedFileIds(data)
		return [...wanted].flatMap((id) => {
			const file = data.get('files', id)
			return file && !used.has(id) ? [file] : []
		})
	}
	if (wanted.size === 0 || unused(await ready()).length === 0) return []
	const removed = await mutate((draft) => {
		const files = unused(draft)
		for (const file of files) draft.remove('files', file.id)
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
	const before = await usedFileIds()
	const result = await change()
	const after = await usedFileIds()
	await releaseFiles([...before].filter((id) => !after.has(id)))
	return result
}

async function usedFileIds(): Promise<ReadonlySet<number>> {
	const store = await ready()
	return store.remember(REFERENCING_UNITS, 'used-file-ids', () => referencedFileIds(store))
}

async function removeBytes(file: FileRecord) {
	// Through the snapshot module: a backup in progress may still need the bytes.
	await removeUpload(getEnv(), file.filename)
	await forgetDerivatives(file.id)
}

/** Takes a deleted image out of every record that shows it (each such change a new version of that record). */
export function dropFileReferences(draft: Draft, id: number, actor?: Actor | null) {
	const points = (url: string) => fileIdFromUrl(url) === id
	const without = (urls: readonly string[]) => urls.filter((u) => !points(u))
	for (const e of draft.all('exhibitions')) {
		if (points(e.featured_image) || e.gallery_images.some(points)) {
			const record = {
				...e,
				featured_image: points(e.featured_image) ? '' : e.featured_image,
				gallery_images: without(e.gallery_images),
			}
			saveVersioned(draft, 'exhibitions', record, { current: e, actor })
		}
	}
	for (const a of draft.all('artworks')) {
		if (points(a.featured_image) || a.images.some(points)) {
			const record = {
				...a,
				images: without(a.images),
				featured_image: points(a.featured_image) ? '' : a.featured_image,
			}
			saveVersioned(draft, 'artworks', record, { current: a, actor })
		}
	}
	for (const a of draft.all('artists')) {
		if (points(a.profile_image)) saveVersioned(draft, 'artists', { ...a, profile_image: '' }, { current: a, actor })
	}
	const settings = draft.site('settings')
	if (points(settings.logo) || points(settings.document_logo))
		draft.setSite('settings', {
			...settings,
			logo: points(settings.logo) ? '' : settings.logo,
			document_logo: points(settings.document_logo) ? '' : settings.document_logo,
		})
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
