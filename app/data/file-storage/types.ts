import { type Readable } from 'node:stream'

/**
 * Where the server keeps its files (docs/architecture.md, 'Files'): the
 * originals `{id}.{ext}`, under `derived/{id}/` their variants and IIIF
 * tiles, and under `deleted/` the originals of deleted images for an hour
 * (deleted-originals.ts). Keys are those relative paths with `/` separators, the same in a
 * folder (UPLOADS_DIR) and in a bucket. Uploads are first written to a local
 * scratch file (tempPath) and checked there, then put in place.
 */
export type StoredInfo = {
	size: number
	lastModified: Date
	contentType: string | null
}

export type StoredFile = StoredInfo & { body: Readable }

/** One name directly under a folder: a file, or a folder (its name without the trailing `/`). */
export type StoredEntry = { name: string; folder: boolean }

export interface FileStorage {
	/** 'folder' (UPLOADS_DIR) or 'bucket' (S3). */
	readonly kind: 'folder' | 'bucket'
	/** Where the files are, for messages: `UPLOADS_DIR (/srv/uploads)` or `the bucket photos`. */
	readonly where: string
	/** A fresh local path an upload is written to before it is checked (never used as a key). */
	tempPath(): string
	/** A fresh, empty local folder to make files in, later handed to putFolder(). */
	scratchFolder(label: string): Promise<string>
	/**
	 * Inside a change (nothing may be awaited there): moves a local file to
	 * `key` when that is one rename on the same disk, and answers true; false
	 * means it must be put with putFile() once the change is stored.
	 */
	placeNow(localPath: string, key: string): boolean
	/** Makes the renames placeNow() did durable (syncs the folder). */
	settleNow(): void
	/** Puts a local file at `key` (the local file is left where it is), durable when it resolves. */
	putFile(key: string, localPath: string, contentType?: string): Promise<void>
	/** Puts bytes, or a stream of `size` bytes, at `key`, durable when it resolves. */
	put(key: string, body: Buffer | Readable, options?: { size?: number; contentType?: string }): Promise<void>
	/** Replaces everything under `prefix/` with the content of a local folder (made by scratchFolder(), which is gone afterwards). */
	putFolder(prefix: string, localFolder: string): Promise<void>
	/** The file at `key` with its size and date, or null when there is none. */
	get(key: string): Promise<StoredFile | null>
	head(key: string): Promise<StoredInfo | null>
	/** Removes `key`; a missing file is not an error. */
	delete(key: string): Promise<void>
	/**
	 * Moves the file at `from` to `to` (one rename in a folder, a copy then a
	 * delete in a bucket): at every moment one of the two holds the bytes. A
	 * missing `from` is not an error.
	 */
	move(from: string, to: string): Promise<void>
	/** Removes everything under `prefix/`. */
	deletePrefix(prefix: string): Promise<void>
	/** Every file under `prefix` (a folder, '' for all), with its key and size. */
	list(prefix: string): AsyncIterable<{ key: string; size: number }>
	/** The names directly under a folder (`''` for the top): files, and folders. A missing folder has none. */
	children(prefix: string): Promise<StoredEntry[]>
	/** Runs `read` with a local path that holds the file at `key` (sharp reads paths); null when there is none. */
	withLocalFile<T>(key: string, read: (localPath: string) => Promise<T>): Promise<T | null>
	/** Removes local scratch files a stop left behind (uploads not yet checked, half-made folders); their names. */
	sweepScratch(): Promise<string[]>
	/** Why files cannot be stored now, or null (cached for a few seconds). */
	problem(): Promise<string | null>
	/** The address a visitor may fetch `key` from directly (S3_PUBLIC_URL), or null to stream it through the app. */
	publicUrl(key: string): string | null
	/** Lets go of connections. */
	close(): void
}

/** Keys are relative paths without `..`, empty parts or a leading `/`. */
export function checkKey(key: string) {
	if (!key || key.startsWith('/') || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
		throw new Error(`Not a storage key: ${JSON.stringify(key)}`)
	}
	return key
}

/** Upload temp files wait under this prefix until they are checked and stored (or dropped). */
export const UPLOAD_TEMP_PREFIX = '.upload-'
/** Folders being made wait under this prefix. */
export const SCRATCH_PREFIX = '.tmp-'
