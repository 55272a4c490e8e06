import crypto from 'node:crypto'
import { IMAGE_TYPES } from '#app/utils/image-type.ts'
import { type Actor } from './activity.server.ts'
import { type Draft, mutate, type Reader, ready } from './db.server.ts'
import { saveVersioned } from './revisions.server.ts'
import { fileStorage, retireOriginal, UPLOAD_TEMP_PREFIX } from './file-storage/index.server.ts'
import { now } from '#app/utils/clock.ts'
import { fileIdFromUrl, referencedFileIds, REFERENCING_UNITS } from './file-references.ts'
import { FILE_DETAIL_DEFAULTS, type FileCategory, type FileRecord } from '#app/schemas/records.ts'
import { type ImageFacts } from './images.server.ts'
import { enqueueDerivatives, forgetDerivatives } from './image-queue.server.ts'

export { UPLOAD_TEMP_PREFIX }

/** A fresh local path for an upload to wait in until it is checked and stored (or dropped). */
export function uploadTempPath() {
	return fileStorage().tempPath()
}

export function fileUrl(id: number) {
	return `/api/file/${id}`
}

export { fileIdFromUrl }

/** A checked upload (see inspectImage) waiting in a temp file from uploadTempPath(). */
export type PendingImage = ImageFacts & { path: string; originalName: string; size: number }

/** A checked upload on its way to its key: `done` once its bytes are there. */
export type Placement = { from: string; key: string; mime: string; id: number; done: boolean }

/**
 * Stores checked uploads, all or none: one write records them all, and each
 * file is in place (named by a number, never by the uploader's name) before
 * the write is acknowledged. In UPLOADS_DIR it is renamed to `{id}.{ext}`
 * inside the write; in a bucket it is put first, under a number of its own
 * (placeFirst), and recorded after, so a crash between the two leaves an
 * object without a record (the start-up sweep removes it once it is older
 * than UPLOAD_SWEEP_GRACE_MS), never a record pointing at nothing. If the
 * write or a put fails, the files already placed are removed.
 */
export async function storeImages(images: readonly PendingImage[], category: FileCategory): Promise<FileRecord[]> {
	if (images.length === 0) return []
	const placed: Placement[] = []
	let stored: FileRecord[]
	try {
		await placeFirst(images, placed)
		stored = await mutate((draft) => placeImages(draft, images, category, placed))
	} catch (error) {
		await removePlaced(placed)
		throw error
	}
	await finishPlacing(placed)
	// Variants, tiles and placeholders are made in the background once the whole batch is stored.
	for (const file of stored) enqueueDerivatives(file.id)
	return stored
}

/**
 * Inside a change: records checked uploads and puts each in place when the
 * storage can do it there (a rename in UPLOADS_DIR, synced before the change
 * is acknowledged). Every one is pushed on `placed`: for removePlaced() if the
 * write fails, and for finishPlacing(), which the caller awaits once the
 * change is stored, before it answers. The caller then queues their variants
 * (enqueueDerivatives).
 */
export function placeImages(
	draft: Draft,
	images: readonly PendingImage[],
	category: FileCategory,
	placed: Placement[],
): FileRecord[] {
	const storage = fileStorage()
	const records = images.map((image) => {
		const id = draft.takeId('files')
		// Put in the bucket already (placeFirst): recorded under the key it was put at.
		const first = placed.find((p) => p.from === image.path && p.done)
		let filename: string
		if (first) {
			first.id = id
			filename = first.key
		} else {
			filename = `${id}.${IMAGE_TYPES[image.mime]}`
			const done = storage.placeNow(image.path, filename)
			placed.push({ from: image.path, key: filename, mime: image.mime, id, done })
		}
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
	if (records.length) storage.settleNow()
	return records
}

/**
 * In a bucket, before the write that records them: puts each checked upload
 * under a key of its own, `{upload number}.{ext}` (see uploadNumber), pushed
 * on `placed` as done. A failed put removes what was put and throws. In
 * UPLOADS_DIR nothing happens here: placeImages() renames inside the write.
 */
export async function placeFirst(images: readonly PendingImage[], placed: Placement[]) {
	const storage = fileStorage()
	if (storage.kind !== 'bucket') return
	try {
		for (const image of images) {
			if (placed.some((p) => p.from === image.path)) continue
			const key = `${uploadNumber()}.${IMAGE_TYPES[image.mime]}`
			await storage.putFile(key, image.path, image.mime)
			placed.push({ from: image.path, key, mime: image.mime, id: 0, done: true })
		}
	} catch (error) {
		await removePlaced(placed)
		throw error
	}
}

/**
 * The number an original put before its record is named by: the time of the
 * upload in milliseconds and eight random digits (21 digits, never an id, no
 * two alike in practice), so the sweep tells it from `{id}.{ext}`.
 */
export function uploadNumber() {
	return `${Date.now()}${String(crypto.randomInt(100_000_000)).padStart(8, '0')}`
}

/** Whether `digits` (an original's name before its extension) is an upload number rather than an id. */
export function isUploadNumber(digits: string) {
	return digits.length >= 21
}

/** Removes the files placeImages() (or finishPlacing()) put in place for a write that failed. */
export async function removePlaced(placed: readonly Placement[]) {
	const storage = fileStorage()
	await Promise.all(placed.filter((p) => p.done).map((p) => storage.delete(p.key).catch(() => {})))
}

/**
 * Puts the stored uploads placeImages() could not put in place inside the
 * change (a bucket). If one fails, the files and their records are removed
 * again and the error goes on: the upload is refused, nothing half-stored.
 */
export async function finishPlacing(placed: Placement[]) {
	const storage = fileStorage()
	try {
		for (const p of placed) {
			if (p.done) continue
			await storage.putFile(p.key, p.from, p.mime)
			p.done = true
		}
	} catch (error) {
		await removePlaced(placed)
		const ids = new Set(placed.map((p) => p.id))
		await mutate((draft) => {
			for (const id of ids) {
				if (!draft.get('files', id)) continue
				draft.remove('files', id)
				dropFileReferences(draft, id)
			}
		}).catch(() => {})
		throw error
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

/** The storage key of a file's original bytes. */
export function originalKey(file: Pick<FileRecord, 'filename'>) {
	return file.filename
}

/**
 * Deletes a file record and its bytes (its original kept out of sight for an
 * hour, for backups under way: removeBytes), and drops every reference to it
 * so the records that used it stay valid.
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
	// The original's bytes are kept out of sight for a while: a backup that read the records before may still need them.
	await retireOriginal(fileStorage(), file.filename)
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
