import fsp, { type FileHandle } from 'node:fs/promises'
import { type FileStorage } from '#app/data/file-storage/index.server.ts'
import { ArchiveProblem, hashEntry, readEntries, type VerifiedArchive } from './read-archive.server.ts'

/**
 * The part of a restore that writes the originals into a bucket (S3_BUCKET; docs/operations.md, 'Moving house'). The
 * records go into PostgreSQL through app/data/database-restore.server.ts.
 */

/** The keys of every file in the bucket. */
export async function bucketKeys(storage: FileStorage): Promise<Set<string>> {
	const keys = new Set<string>()
	for await (const { key } of storage.list('')) keys.add(key)
	return keys
}

/**
 * Second pass over the verified archive: each original is written to a local
 * temp file, checked again, and only then put into the bucket; one that does
 * not match stops the restore. `written` collects the keys put.
 */
export async function putUploads(
	handle: FileHandle,
	verified: VerifiedArchive,
	storage: FileStorage,
	step: { doing: string },
	written: string[],
) {
	const expected = new Map(verified.uploads.map((f) => [f.path, f]))
	await readEntries(handle, async (entry) => {
		const file = expected.get(entry.path)
		if (!file) return void entry.resume()
		const key = entry.path.slice('uploads/'.length)
		step.doing = `writing ${entry.path} into ${storage.where}`
		const temp = storage.tempPath()
		try {
			if ((await hashEntry(entry, temp)) !== file.sha256) {
				throw new ArchiveProblem(`${entry.path} changed since the archive was checked`)
			}
			written.push(key)
			await storage.putFile(key, temp)
		} finally {
			await fsp.rm(temp, { force: true })
		}
	})
}

/** Bytes of the originals an archive holds. */
export function uploadBytes(verified: VerifiedArchive) {
	return verified.uploads.reduce((sum, f) => sum + f.size, 0)
}
