import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'

/**
 * The durable building blocks of the store: a file is on disk only once it is
 * synced, and a new or renamed name only once its folder is synced.
 */

// What platforms that cannot sync a folder answer; the rename itself is still atomic there.
const FOLDER_SYNC_UNSUPPORTED = new Set(['EINVAL', 'ENOTSUP', 'EISDIR', 'EPERM', 'EBADF'])

/** Syncs a folder's entries (after a create, rename or delete). An I/O error is thrown, not swallowed. */
export async function syncFolder(dir: string) {
	const handle = await fsp.open(dir, 'r')
	try {
		await handle.sync()
	} catch (error) {
		if (!FOLDER_SYNC_UNSUPPORTED.has((error as NodeJS.ErrnoException).code ?? '')) throw error
	} finally {
		await handle.close()
	}
}

/** The same, for the few places that must stay synchronous (a rename inside a write). */
export function syncFolderSync(dir: string) {
	const fd = fs.openSync(dir, 'r')
	try {
		fs.fsyncSync(fd)
	} catch (error) {
		if (!FOLDER_SYNC_UNSUPPORTED.has((error as NodeJS.ErrnoException).code ?? '')) throw error
	} finally {
		fs.closeSync(fd)
	}
}

/** Writes `bytes` to `file` and syncs it before resolving. */
export async function writeSynced(file: string, bytes: string | Uint8Array, mode = 0o600) {
	const handle = await fsp.open(file, 'w', mode)
	try {
		await handle.writeFile(bytes)
		await handle.sync()
	} finally {
		await handle.close()
	}
}

/**
 * Replaces `file` atomically: `fill` writes a temp file beside it, which is
 * synced, renamed over `file`, and the folder synced. A failure removes the
 * temp file and leaves `file` as it was.
 */
export async function replaceFile(file: string, fill: (handle: fsp.FileHandle) => Promise<void>) {
	const temp = `${file}.${process.pid}.tmp`
	try {
		const handle = await fsp.open(temp, 'w', 0o600)
		try {
			await fill(handle)
			await handle.sync()
		} finally {
			await handle.close()
		}
		await fsp.rename(temp, file)
	} catch (error) {
		await fsp.rm(temp, { force: true }).catch(() => {})
		throw error
	}
	await syncFolder(path.dirname(file))
}

/**
 * Creates `file` with `content`, synced, in one step (a synced temp file
 * hard-linked into place, then the folder synced), unless it exists already:
 * a crash never leaves it empty or half-written, and of two concurrent
 * creators one wins. Answers whether this call created it.
 */
export function createFileOnce(file: string, content: string, mode = 0o600): boolean {
	const temp = `${file}.${process.pid}.tmp`
	const fd = fs.openSync(temp, 'w', mode)
	try {
		fs.writeFileSync(fd, content)
		fs.fsyncSync(fd)
	} finally {
		fs.closeSync(fd)
	}
	try {
		fs.linkSync(temp, file)
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
		throw error
	} finally {
		fs.rmSync(temp, { force: true })
	}
	syncFolderSync(path.dirname(file))
	return true
}
