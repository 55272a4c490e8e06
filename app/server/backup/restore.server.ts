import crypto from 'node:crypto'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { acquireLock, lockHolder } from '#app/data/db.server.ts'
import { syncFolder } from '#app/data/durable-file.server.ts'
import { writeSnapshot } from '#app/data/snapshot.server.ts'
import { type Env } from '#app/utils/env.server.ts'
import { rebuildDerivedFiles } from './derived.server.ts'
import { ArchiveProblem, readEntries, verifyArchive, type VerifiedArchive } from './read-archive.server.ts'

/**
 * `npm run restore -- FILE [--force]`. Everything that can refuse does so
 * before anything is written: no server may hold DATA_DIR, the archive must
 * verify completely, and the folders must be empty unless `--force`, which
 * then moves their content aside (to `<folder>.before-restore-<time>`).
 * Uploads are written first and the database last, so an interrupted restore
 * never leaves a database that points at missing files.
 */
export class RestoreRefused extends Error {
	override name = 'RestoreRefused'
}

// Left by a server that is gone; not content.
const NOT_CONTENT = new Set(['server.lock', 'backup.sock'])

export async function restoreArchive(env: Env, file: string, force: boolean, log: (line: string) => void) {
	refuseWhileServed(env)
	let handle: fsp.FileHandle
	try {
		handle = await fsp.open(file, 'r')
	} catch (error) {
		throw new RestoreRefused(`cannot read ${file} (${(error as NodeJS.ErrnoException).code})`)
	}
	try {
		let verified: VerifiedArchive
		try {
			verified = await verifyArchive(handle)
		} catch (error) {
			if (error instanceof ArchiveProblem) throw new RestoreRefused(`${file} is not a usable backup: ${error.message}`)
			throw error
		}
		const occupied = await occupiedFolders(env)
		if (occupied.length && !force) {
			throw new RestoreRefused(
				`${occupied.map(([name, dir]) => `${name} (${dir})`).join(' and ')} ${occupied.length > 1 ? 'are' : 'is'} not empty; run again with --force to move the current content aside first`,
			)
		}
		await fsp.mkdir(env.DATA_DIR, { recursive: true })
		const lock = takeLock(env)
		try {
			for (const [name, dir] of occupied) log(`Moved the content of ${name} aside to ${await moveAside(dir)}`)
			await fsp.mkdir(env.UPLOADS_DIR, { recursive: true })
			await extractUploads(handle, verified, env.UPLOADS_DIR)
			await writeSnapshot(env.DATA_DIR, verified.manifest.layout, verified.dataFiles)
		} finally {
			lock.release()
		}
		await rebuildDerivedFiles(env, log)
		return verified
	} finally {
		await handle.close()
	}
}

function refuseWhileServed(env: Env) {
	const holder = lockHolder(env.DATA_DIR)
	if (holder) {
		throw new RestoreRefused(
			`a server (pid ${holder.pid}) is using DATA_DIR (${env.DATA_DIR}); stop it first, then restore`,
		)
	}
}

function takeLock(env: Env) {
	try {
		return acquireLock(env.DATA_DIR)
	} catch (error) {
		throw new RestoreRefused((error as Error).message)
	}
}

async function occupiedFolders(env: Env): Promise<[string, string][]> {
	const occupied: [string, string][] = []
	for (const [name, dir] of [
		['DATA_DIR', env.DATA_DIR],
		['UPLOADS_DIR', env.UPLOADS_DIR],
	] as const) {
		if ((await content(dir)).length) occupied.push([name, dir])
	}
	return occupied
}

async function content(dir: string) {
	try {
		return (await fsp.readdir(dir)).filter((name) => !NOT_CONTENT.has(name))
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
		throw new RestoreRefused(`cannot read ${dir} (${(error as NodeJS.ErrnoException).code})`)
	}
}

/** Moves a folder's content into a new sibling folder; on any failure, moves it back and refuses. */
async function moveAside(dir: string): Promise<string> {
	const stamp = new Date().toISOString().replace(/[:.]/g, '-')
	const aside = `${dir}.before-restore-${stamp}`
	await fsp.mkdir(aside, { mode: 0o700 })
	const moved: string[] = []
	try {
		for (const name of await content(dir)) {
			await fsp.rename(path.join(dir, name), path.join(aside, name))
			moved.push(name)
		}
	} catch (error) {
		for (const name of moved) await fsp.rename(path.join(aside, name), path.join(dir, name)).catch(() => {})
		await fsp.rmdir(aside).catch(() => {})
		throw new RestoreRefused(`cannot move the content of ${dir} aside (${(error as NodeJS.ErrnoException).code})`)
	}
	return aside
}

/** Second pass over the verified archive: each upload goes to a temp file, is checked again, synced and renamed. */
async function extractUploads(handle: fsp.FileHandle, verified: VerifiedArchive, uploadsDir: string) {
	const expected = new Map(verified.uploads.map((f) => [f.path, f.sha256]))
	const root = path.resolve(uploadsDir)
	await readEntries(handle, async (entry) => {
		const sha256 = expected.get(entry.path)
		if (!sha256) return void entry.resume()
		const target = path.resolve(root, entry.path.slice('uploads/'.length))
		if (!target.startsWith(root + path.sep)) throw new ArchiveProblem(`${entry.path} leaves UPLOADS_DIR`)
		await fsp.mkdir(path.dirname(target), { recursive: true })
		const temp = path.join(path.dirname(target), `.restore-${crypto.randomUUID()}`)
		const hash = crypto.createHash('sha256')
		const out = await fsp.open(temp, 'wx', 0o644)
		try {
			for await (const chunk of entry) {
				hash.update(chunk as Buffer)
				await out.write(chunk as Buffer)
			}
			await out.sync()
			if (hash.digest('hex') !== sha256) throw new ArchiveProblem(`${entry.path} changed since the archive was checked`)
		} catch (error) {
			await fsp.rm(temp, { force: true })
			throw error
		} finally {
			await out.close()
		}
		await fsp.rename(temp, target)
	})
	await syncFolder(root)
}
