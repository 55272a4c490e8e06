import { type FileStorage, type StoredFile } from './types.ts'

/**
 * What happens to an original when its image is deleted (docs/operations.md,
 * 'Uploads folder'): it is moved, not removed, to `deleted/{filename}/{time}`
 * (the time of the deletion in milliseconds), and removed from there once it
 * is older than UPLOAD_SWEEP_GRACE_MS. Nothing the site serves looks there:
 * `/api/file/{id}`, IIIF, variants and lists go by the records, which are gone.
 * Only a backup does, for an image its records (read at an earlier moment)
 * still name: so a backup never loses the race with a deletion on another
 * server, provided it takes less than the grace to read the originals.
 */
export const DELETED_FOLDER = 'deleted'

/**
 * How long the bytes of a deleted original are kept, and how old an original
 * without a record must be before the sweep removes it from a bucket: one
 * hour, longer than a backup of a large gallery takes.
 */
export const UPLOAD_SWEEP_GRACE_MS = 60 * 60 * 1000

export function deletedKey(filename: string, at: number) {
	return `${DELETED_FOLDER}/${filename}/${at}`
}

/** Takes an original out of the site, keeping its bytes for the grace (a missing original is not an error). */
export async function retireOriginal(storage: FileStorage, filename: string, at = Date.now()) {
	await storage.move(filename, deletedKey(filename, at))
}

/** The times (milliseconds) at which an original of this name was deleted and is still kept, newest first. */
async function deletedTimes(storage: FileStorage, filename: string) {
	return (await storage.children(`${DELETED_FOLDER}/${filename}`))
		.filter((e) => !e.folder && /^\d+$/.test(e.name))
		.map((e) => Number(e.name))
		.sort((a, b) => b - a)
}

/**
 * For a backup: the bytes of an original its records name, from its place or,
 * when the image was deleted since those records were read, from where the
 * deletion keeps them. Null when neither holds it.
 */
export async function readOriginal(storage: FileStorage, filename: string): Promise<StoredFile | null> {
	const live = await storage.get(filename)
	if (live) return live
	// Moved before it left its place (a rename, or a copy then a delete): it is there now.
	for (const at of await deletedTimes(storage, filename)) {
		const kept = await storage.get(deletedKey(filename, at))
		if (kept) return kept
	}
	return null
}

/**
 * Removes the deleted originals older than the grace; answers their keys.
 * One listing of `deleted/` (a few requests in a bucket, however many there
 * are); anything else under it is left alone.
 */
export async function sweepDeletedOriginals(storage: FileStorage, now = Date.now()): Promise<string[]> {
	const folders = new Map<string, { key: string; due: boolean }[]>()
	for await (const { key } of storage.list(DELETED_FOLDER)) {
		const [, filename, at, ...rest] = key.split('/')
		if (!filename) continue
		const folder = `${DELETED_FOLDER}/${filename}`
		const due = rest.length === 0 && /^\d+$/.test(at ?? '') && now - Number(at) > UPLOAD_SWEEP_GRACE_MS
		const leaves = folders.get(folder) ?? []
		leaves.push({ key, due })
		folders.set(folder, leaves)
	}
	const removed: string[] = []
	for (const [folder, leaves] of folders) {
		const due = leaves.filter((leaf) => leaf.due).map((leaf) => leaf.key)
		if (due.length === 0) continue
		// The folder goes with its last file (a bucket has no folders to remove).
		if (due.length === leaves.length) await storage.deletePrefix(folder)
		else for (const key of due) await storage.delete(key)
		removed.push(...due)
	}
	return removed.sort()
}
