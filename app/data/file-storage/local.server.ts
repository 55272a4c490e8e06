import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { syncFolder, syncFolderSync } from '#app/data/durable-file.server.ts'
import { checkKey, type FileStorage, SCRATCH_PREFIX, type StoredEntry, UPLOAD_TEMP_PREFIX } from './types.ts'

/**
 * Files in a folder (UPLOADS_DIR), the default: each key is a path under it.
 * A file is written to a temp file beside its place, synced, and renamed in.
 */
export function createLocalStorage(root: string): FileStorage {
	const at = (key: string) => path.join(root, checkKey(key))
	const tempBeside = (target: string) => path.join(path.dirname(target), `${UPLOAD_TEMP_PREFIX}${crypto.randomUUID()}`)

	async function writeThenRename(key: string, fill: (temp: string) => Promise<void>) {
		const target = at(key)
		await fsp.mkdir(path.dirname(target), { recursive: true })
		const temp = tempBeside(target)
		try {
			await fill(temp)
			const handle = await fsp.open(temp, 'r+')
			try {
				await handle.sync()
			} finally {
				await handle.close()
			}
			await fsp.rename(temp, target)
		} catch (error) {
			await fsp.rm(temp, { force: true })
			throw error
		}
		await syncFolder(path.dirname(target))
	}

	return {
		kind: 'folder',
		where: `UPLOADS_DIR (${root})`,
		tempPath: () => path.join(root, `${UPLOAD_TEMP_PREFIX}${crypto.randomUUID()}`),
		async scratchFolder(label) {
			const folder = path.join(
				root,
				path.dirname(label),
				`${SCRATCH_PREFIX}${path.basename(label)}-${crypto.randomUUID()}`,
			)
			await fsp.mkdir(folder, { recursive: true })
			return folder
		},
		placeNow(localPath, key) {
			fs.renameSync(localPath, at(key))
			return true
		},
		settleNow: () => syncFolderSync(root),
		putFile: (key, localPath) => writeThenRename(key, (temp) => fsp.copyFile(localPath, temp)),
		put: (key, body) =>
			writeThenRename(key, async (temp) => {
				if (Buffer.isBuffer(body)) await fsp.writeFile(temp, body, { mode: 0o644 })
				else await pipeline(body, fs.createWriteStream(temp, { mode: 0o644 }))
			}),
		async putFolder(prefix, localFolder) {
			const target = at(prefix)
			try {
				await fsp.rm(target, { recursive: true, force: true })
				await fsp.mkdir(path.dirname(target), { recursive: true })
				await fsp.rename(localFolder, target)
			} finally {
				await fsp.rm(localFolder, { recursive: true, force: true })
			}
		},
		async get(key) {
			const file = at(key)
			let handle: fsp.FileHandle
			try {
				handle = await fsp.open(file, 'r')
			} catch (error) {
				if (isMissing(error)) return null
				throw error
			}
			const stat = await handle.stat()
			if (!stat.isFile()) {
				await handle.close()
				return null
			}
			return {
				size: stat.size,
				lastModified: stat.mtime,
				contentType: null,
				body: handle.createReadStream() as Readable,
			}
		},
		async head(key) {
			try {
				const stat = await fsp.stat(at(key))
				return stat.isFile() ? { size: stat.size, lastModified: stat.mtime, contentType: null } : null
			} catch (error) {
				if (isMissing(error)) return null
				throw error
			}
		},
		delete: (key) => fsp.rm(at(key), { force: true }),
		async move(from, to) {
			const source = at(from)
			const target = at(to)
			await fsp.mkdir(path.dirname(target), { recursive: true })
			try {
				await fsp.rename(source, target)
			} catch (error) {
				if (isMissing(error)) return
				throw error
			}
			await syncFolder(path.dirname(target))
			await syncFolder(path.dirname(source))
		},
		deletePrefix: (prefix) => fsp.rm(at(prefix), { recursive: true, force: true }),
		async *list(prefix) {
			const start = prefix ? at(prefix) : root
			const walk = async function* (dir: string, rel: string): AsyncGenerator<{ key: string; size: number }> {
				let entries: fs.Dirent[]
				try {
					entries = await fsp.readdir(dir, { withFileTypes: true })
				} catch (error) {
					if (isMissing(error)) return
					throw error
				}
				for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
					const key = rel ? `${rel}/${entry.name}` : entry.name
					if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), key)
					else if (entry.isFile()) yield { key, size: (await fsp.stat(path.join(dir, entry.name))).size }
				}
			}
			yield* walk(start, prefix)
		},
		async children(prefix) {
			try {
				const entries = await fsp.readdir(prefix ? at(prefix) : root, { withFileTypes: true })
				return entries.flatMap((e): StoredEntry[] =>
					e.isDirectory() || e.isFile() ? [{ name: e.name, folder: e.isDirectory() }] : [],
				)
			} catch (error) {
				if (isMissing(error)) return []
				throw error
			}
		},
		async withLocalFile(key, read) {
			const file = at(key)
			if (!fs.existsSync(file)) return null
			return read(file)
		},
		async sweepScratch() {
			const removed: string[] = []
			for (const entry of await fsp.readdir(root, { withFileTypes: true })) {
				if (entry.isFile() && entry.name.startsWith(UPLOAD_TEMP_PREFIX)) {
					await fsp.rm(path.join(root, entry.name), { force: true })
					removed.push(entry.name)
				}
			}
			for (const name of await fsp.readdir(path.join(root, 'derived')).catch(() => [] as string[])) {
				if (!name.startsWith(SCRATCH_PREFIX)) continue
				await fsp.rm(path.join(root, 'derived', name), { recursive: true, force: true })
				removed.push(`derived/${name}`)
			}
			return removed
		},
		problem: async () => null,
		publicUrl: () => null,
		close() {},
	}
}

function isMissing(error: unknown) {
	const code = (error as NodeJS.ErrnoException).code
	return code === 'ENOENT' || code === 'ENOTDIR'
}
