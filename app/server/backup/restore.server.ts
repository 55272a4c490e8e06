import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { RESTORE_MARKER } from '#app/data/bootstrap.server.ts'
import { acquireLock, lockHolder } from '#app/data/db.server.ts'
import { syncFolder } from '#app/data/durable-file.server.ts'
import { type FileStorage, fileStorage } from '#app/data/file-storage/index.server.ts'
import {
	databaseContent,
	DatabaseOccupied,
	databaseUsers,
	restoreConnection,
	writeIntoDatabase,
} from '#app/data/database-restore.server.ts'
import { databaseOfSnapshot, refusedByPostgres, writeSnapshot } from '#app/data/snapshot.server.ts'
import { type Env } from '#app/utils/env.server.ts'
import { rebuildDerivedFiles } from './derived.server.ts'
import { ArchiveProblem, readEntries, verifyArchive, type VerifiedArchive } from './read-archive.server.ts'
import { bucketKeys, putUploads, uploadBytes } from './restore-bucket.server.ts'

/**
 * `npm run restore -- FILE [--force]`, all or nothing. Everything that can
 * refuse does so before anything is written: no server may hold DATA_DIR, the
 * archive must verify completely (names included), and the folders must be
 * empty unless `--force`, which then moves their content aside into one folder
 * beside DATA_DIR (`<DATA_DIR>.before-restore-<time>/data` and `/uploads`).
 * While it writes, a marker in DATA_DIR tells a server not to start there; if
 * anything fails (a full disk, say), what it wrote is removed and the content
 * moved aside is put back, and the message names the real cause.
 */
export class RestoreRefused extends Error {
	override name = 'RestoreRefused'
}

// Not content: left by a server that is gone, or by this command.
const NOT_CONTENT = new Set(['server.lock', 'backup.sock', '.health-probe', RESTORE_MARKER])
const isContent = (name: string) => !NOT_CONTENT.has(name) && !name.startsWith(`${RESTORE_MARKER}.`)
// The longest path Linux takes (PATH_MAX, with its final NUL).
const MAX_PATH_BYTES = 4095
const TEMP_NAME_BYTES = '.restore-'.length + 36

type Move = { from: string; to: string }

/** What a restore did, for its summary: the archive's content, where it came from and went, and the originals' total. */
export type RestoreResult = VerifiedArchive & { from: string; into: string; files: number; bytes: number }

export async function restoreArchive(
	env: Env,
	file: string,
	force: boolean,
	log: (line: string) => void,
): Promise<RestoreResult> {
	if (env.DATABASE_URL) return restoreIntoPostgres(env, file, force, log)
	refuseWhileServed(env)
	const { handle, verified } = await openVerified(file)
	try {
		const storage = fileStorage(env)
		const inBucket = storage.kind === 'bucket'
		if (!inBucket) refuseLongPaths(env, verified)
		const occupied = await occupiedFolders(env, inBucket)
		const inTheBucket = inBucket ? await keysOf(storage) : new Set<string>()
		const refusals = occupied.map(([name, dir]) => `${name} (${dir})`)
		if (inTheBucket.size) refusals.push(storage.where)
		if (refusals.length && !force) {
			throw new RestoreRefused(
				`${refusals.join(' and ')} ${refusals.length > 1 ? 'are' : 'is'} not empty; run again with --force to move the current content aside first${inTheBucket.size ? ' (files in a bucket are written over, not moved)' : ''}`,
			)
		}
		await fsp.mkdir(env.DATA_DIR, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
			throw new RestoreRefused(`cannot create DATA_DIR (${env.DATA_DIR}): ${describeCause(error)}`)
		})
		const lock = takeLock(env)
		try {
			const aside = occupied.length ? asideFolder(env) : null
			await writeMarker(env, file, aside)
			const moves: Move[] = []
			const targets: string[] = []
			const movedAside: string[] = []
			const written: string[] = []
			const step = { doing: 'moving the current content aside' }
			try {
				for (const [name, dir] of occupied) {
					const target = await asideTarget(aside!, name, dir)
					targets.push(target)
					await moveContent(dir, target, moves)
					movedAside.push(`Moved the content of ${name} aside to ${target}`)
				}
				await fsp.mkdir(env.UPLOADS_DIR, { recursive: true })
				if (inBucket) await putUploads(handle, verified, storage, step, written)
				else await extractUploads(handle, verified, env.UPLOADS_DIR, step)
				step.doing = `writing the database into DATA_DIR (${env.DATA_DIR})`
				await writeSnapshot(env.DATA_DIR, verified.manifest.layout, verified.dataFiles)
			} catch (error) {
				const cause =
					error instanceof ArchiveProblem
						? `${file} is not a usable backup: ${error.message}`
						: `${describeCause(error as NodeJS.ErrnoException)} while ${step.doing}`
				const removed = await removeWritten(storage, written, inTheBucket)
				throw new RestoreRefused(`${cause}; ${removed}${await putBack(env, moves, targets, aside)}`)
			}
			await removeMarker(env)
			for (const line of movedAside) log(line)
			wroteOver(storage, verified, inTheBucket, log)
		} finally {
			lock.release()
		}
		await afterRestore(env, verified, log)
		return {
			...verified,
			from: sourceOf(verified),
			into: `${env.DATA_DIR} and ${inBucket ? storage.where : env.UPLOADS_DIR}`,
			files: verified.uploads.length,
			bytes: uploadBytes(verified),
		}
	} finally {
		await handle.close()
	}
}

/**
 * Into PostgreSQL (DATABASE_URL): several servers share the database, so no
 * folder lock tells whether one is running; a restore is refused while any
 * gallery server is connected to it or holds a lease there. The originals are
 * written first (into the bucket, or UPLOADS_DIR), then every record in one
 * transaction: an archive that fails its checks, or any failure on the way,
 * leaves the database as it was, and the files this restore added are removed.
 */
async function restoreIntoPostgres(
	env: Env,
	file: string,
	force: boolean,
	log: (line: string) => void,
): Promise<RestoreResult> {
	const database = describeDatabase(env.DATABASE_URL!)
	const sql = restoreConnection(env.DATABASE_URL!)
	try {
		let users: string[]
		let held: number
		try {
			users = await databaseUsers(sql)
			held = await databaseContent(sql)
		} catch (error) {
			throw new RestoreRefused(`${database} cannot be used (${(error as Error).message}); nothing was changed`)
		}
		if (users.length) {
			throw new RestoreRefused(
				`gallery servers are using ${database} (${users.join('; ')}); stop every server on it first, then restore`,
			)
		}
		const { handle, verified } = await openVerified(file)
		try {
			const storage = fileStorage(env)
			const inBucket = storage.kind === 'bucket'
			if (!inBucket) refuseLongPaths(env, verified)
			const inTheBucket = inBucket ? await keysOf(storage) : new Set<string>()
			const uploadsUsed = !inBucket && (await content(env.UPLOADS_DIR)).length > 0
			const refusals: string[] = []
			if (held) refusals.push(`${database} holds a gallery`)
			if (inTheBucket.size) refusals.push(`${storage.where} is not empty`)
			if (uploadsUsed) refusals.push(`UPLOADS_DIR (${env.UPLOADS_DIR}) is not empty`)
			if (refusals.length && !force) {
				throw new RestoreRefused(
					`${refusals.join(' and ')}; run again with --force to move the database's tables aside into a schema of their own first${inTheBucket.size ? ' (files in a bucket are written over, not moved)' : ''}${uploadsUsed ? ' and the content of UPLOADS_DIR beside it' : ''}`,
				)
			}
			const db = databaseOfSnapshot(verified.manifest.layout, verified.dataFiles)
			const untakable = refusedByPostgres(db)
			if (untakable) throw new RestoreRefused(`${file}: ${untakable}; nothing was written`)
			const step = { doing: 'moving the content of UPLOADS_DIR aside' }
			const written: string[] = []
			const moves: Move[] = []
			let uploadsAside: string | null = null
			let schema: string | null
			try {
				if (uploadsUsed) {
					uploadsAside = `${env.UPLOADS_DIR}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
					await fsp.mkdir(uploadsAside, { mode: 0o700 })
					await moveContent(env.UPLOADS_DIR, uploadsAside, moves)
				}
				await fsp.mkdir(env.UPLOADS_DIR, { recursive: true })
				if (inBucket) await putUploads(handle, verified, storage, step, written)
				else await extractUploads(handle, verified, env.UPLOADS_DIR, step)
				step.doing = `writing the records into ${database}`
				schema = await writeIntoDatabase(sql, db, force)
			} catch (error) {
				const cause =
					error instanceof ArchiveProblem
						? `${file} is not a usable backup: ${error.message}`
						: error instanceof DatabaseOccupied
							? `${database} came to hold a gallery while the restore ran (did a server start?)`
							: `${describeCause(error as NodeJS.ErrnoException)} while ${step.doing}`
				const removed = await removeWritten(storage, written, inTheBucket)
				const back = inBucket ? '' : await putBackUploads(env.UPLOADS_DIR, moves, uploadsAside)
				throw new RestoreRefused(`${cause}; ${removed}${back}the database was left as it was`)
			}
			if (uploadsAside) log(`Moved the content of UPLOADS_DIR aside to ${uploadsAside}`)
			if (schema) {
				log(
					`Moved the tables the database held before into the schema ${schema} (remove it with DROP SCHEMA ${schema} CASCADE once it is no longer needed)`,
				)
			}
			wroteOver(storage, verified, inTheBucket, log)
			await afterRestore(env, verified, log)
			return {
				...verified,
				from: sourceOf(verified),
				into: `${database} and ${inBucket ? storage.where : env.UPLOADS_DIR}`,
				files: verified.uploads.length,
				bytes: uploadBytes(verified),
			}
		} finally {
			await handle.close()
		}
	} finally {
		await sql.end({ timeout: 5 }).catch(() => {})
	}
}

/** Opens and checks the whole archive, writing nothing. */
async function openVerified(file: string) {
	let handle: fsp.FileHandle
	try {
		handle = await fsp.open(file, 'r')
	} catch (error) {
		throw new RestoreRefused(`cannot read ${file} (${(error as NodeJS.ErrnoException).code})`)
	}
	try {
		return { handle, verified: await verifyArchive(handle) }
	} catch (error) {
		await handle.close()
		if (error instanceof ArchiveProblem) throw new RestoreRefused(`${file} is not a usable backup: ${error.message}`)
		// The database is checked from a temp file: a full temp folder is named as such, not as a damaged archive.
		throw new RestoreRefused(
			`${describeCause(error as NodeJS.ErrnoException)} while checking the archive (its database goes through ${os.tmpdir()}); nothing was changed`,
		)
	}
}

async function afterRestore(env: Env, verified: VerifiedArchive, log: (line: string) => void) {
	if (verified.derived.length) {
		log(`Left out ${verified.derived.length} variant and tile file(s) the archive holds: they are always made again.`)
	}
	await rebuildDerivedFiles(env, log)
}

/** `the database gallery on db.example:5432` (never the password). */
function describeDatabase(url: string) {
	try {
		const parsed = new URL(url)
		return `the database ${decodeURIComponent(parsed.pathname.slice(1)) || '(default)'} on ${parsed.host}`
	} catch {
		return 'the database at DATABASE_URL'
	}
}

/** Where the archived gallery kept its records and files, as its manifest says. */
function sourceOf(verified: VerifiedArchive) {
	const source = verified.manifest.source
	if (!source) return 'a gallery archived by an earlier version'
	return `records in ${source.records === 'postgresql' ? 'PostgreSQL' : 'the JSON store'} and files in ${source.files === 'bucket' ? 'a bucket' : 'a folder'}`
}

async function keysOf(storage: FileStorage) {
	try {
		return await bucketKeys(storage)
	} catch (error) {
		throw new RestoreRefused(`${storage.where} cannot be read (${(error as Error).message}); nothing was changed`)
	}
}

/** After a failure: removes the files this restore put into a bucket that were not there before. */
async function removeWritten(storage: FileStorage, written: string[], before: Set<string>) {
	const added = written.filter((key) => !before.has(key))
	if (!written.length) return ''
	try {
		for (const key of added) await storage.delete(key)
	} catch (error) {
		return `removing the files it had put into ${storage.where} failed as well (${(error as Error).message}); `
	}
	const over = written.length - added.length
	return `the files it had put into ${storage.where} were removed${over ? ` (${over} it wrote over keep the archive's content)` : ''}; `
}

function wroteOver(storage: FileStorage, verified: VerifiedArchive, before: Set<string>, log: (line: string) => void) {
	const over = verified.uploads.filter((f) => before.has(f.path.slice('uploads/'.length))).length
	if (over) log(`Wrote over ${over} file(s) of the same name in ${storage.where}; the others there were left alone.`)
}

/** After a failure: empties UPLOADS_DIR of what the restore wrote and moves its previous content back. */
async function putBackUploads(dir: string, moves: Move[], aside: string | null): Promise<string> {
	try {
		const movedOut = new Set(moves.map((m) => m.from))
		for (const name of await content(dir)) {
			const full = path.join(dir, name)
			if (!movedOut.has(full)) await fsp.rm(full, { recursive: true, force: true })
		}
		for (const move of [...moves].reverse()) await fsp.rename(move.to, move.from)
		if (aside) await fsp.rmdir(aside)
		await syncFolder(dir).catch(() => {})
		return 'UPLOADS_DIR holds what it held before; '
	} catch (error) {
		return `putting UPLOADS_DIR back failed as well (${describeCause(error as NodeJS.ErrnoException)})${aside ? `: its content is in ${aside}` : ''}; `
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

/** Every upload's path, and its temp file's, must fit within what the system takes. */
function refuseLongPaths(env: Env, verified: VerifiedArchive) {
	for (const upload of verified.uploads) {
		const target = path.join(env.UPLOADS_DIR, upload.path.slice('uploads/'.length))
		const longest =
			Buffer.byteLength(path.dirname(target)) + 1 + Math.max(Buffer.byteLength(path.basename(target)), TEMP_NAME_BYTES)
		if (longest > MAX_PATH_BYTES) {
			throw new RestoreRefused(
				`${upload.path} would be written at a path of ${longest} bytes in UPLOADS_DIR, more than the system takes (${MAX_PATH_BYTES})`,
			)
		}
	}
}

/** Names the real cause of a failed write, for the one-line message. */
function describeCause(error: NodeJS.ErrnoException): string {
	switch (error.code) {
		case 'ENOSPC':
			return 'the disk is full (ENOSPC)'
		case 'EDQUOT':
			return 'the disk quota is used up (EDQUOT)'
		case 'EROFS':
			return 'the disk is read-only (EROFS)'
		case 'EACCES':
		case 'EPERM':
			return `permission denied (${error.code})`
		case 'EIO':
			return 'the disk reported an input/output error (EIO)'
		default:
			return error.code ? `${error.code} (${error.message})` : error.message
	}
}

/** The folders that hold content; UPLOADS_DIR only when the files are kept there (not in a bucket). */
async function occupiedFolders(env: Env, inBucket: boolean): Promise<[string, string][]> {
	const occupied: [string, string][] = []
	const folders = [
		['DATA_DIR', env.DATA_DIR],
		['UPLOADS_DIR', env.UPLOADS_DIR],
	] as const
	for (const [name, dir] of inBucket ? folders.slice(0, 1) : folders) {
		if ((await content(dir)).length) occupied.push([name, dir])
	}
	return occupied
}

async function content(dir: string) {
	try {
		return (await fsp.readdir(dir)).filter(isContent)
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
		throw new RestoreRefused(`cannot read ${dir} (${(error as NodeJS.ErrnoException).code})`)
	}
}

/** One folder beside DATA_DIR (never inside the site's own folder) for everything moved aside. */
function asideFolder(env: Env) {
	const stamp = new Date().toISOString().replace(/[:.]/g, '-')
	return `${env.DATA_DIR}.before-restore-${stamp}`
}

/** `<aside>/data` or `<aside>/uploads`; uploads on another file system than DATA_DIR go beside UPLOADS_DIR instead. */
async function asideTarget(aside: string, name: string, dir: string) {
	const stamp = path.basename(aside).split('.before-restore-')[1]
	if (fs.statSync(dir).dev !== fs.statSync(path.dirname(aside)).dev) {
		const target = `${dir}.before-restore-${stamp}`
		await fsp.mkdir(target, { mode: 0o700 })
		return target
	}
	await fsp.mkdir(aside, { recursive: true, mode: 0o700 })
	const target = path.join(aside, name === 'DATA_DIR' ? 'data' : 'uploads')
	await fsp.mkdir(target, { mode: 0o700 })
	return target
}

/** The marker that stops a server from starting (and seeding) while the folders are half-written. */
async function writeMarker(env: Env, file: string, aside: string | null) {
	const marker = path.join(env.DATA_DIR, RESTORE_MARKER)
	const note = `The restore of ${file} started at ${new Date().toISOString()}${aside ? `; the content before it was moved to ${aside}` : ''}.`
	// It appears whole (renamed into place), so whoever reads it reads the note.
	const temp = `${marker}.${process.pid}.tmp`
	try {
		const handle = await fsp.open(temp, 'w', 0o600)
		try {
			await handle.writeFile(`${note}\n`)
			await handle.sync()
		} finally {
			await handle.close()
		}
		await fsp.rename(temp, marker)
		await syncFolder(env.DATA_DIR)
	} catch (error) {
		await fsp.rm(temp, { force: true }).catch(() => {})
		await fsp.rm(marker, { force: true }).catch(() => {})
		throw new RestoreRefused(
			`${describeCause(error as NodeJS.ErrnoException)} while preparing DATA_DIR (${env.DATA_DIR}); nothing was changed`,
		)
	}
}

async function removeMarker(env: Env) {
	await fsp.rm(path.join(env.DATA_DIR, RESTORE_MARKER), { force: true })
	await syncFolder(env.DATA_DIR)
}

/** Moves a folder's content into `target`, noting each move so that it can be undone. */
async function moveContent(dir: string, target: string, moves: Move[]) {
	for (const name of await content(dir)) {
		const move = { from: path.join(dir, name), to: path.join(target, name) }
		await fsp.rename(move.from, move.to)
		moves.push(move)
	}
	await syncFolder(target)
	await syncFolder(dir)
}

/**
 * After a failure: removes whatever the restore wrote (everything in the two
 * folders that is not theirs from before: their content was moved aside
 * first), moves the content back, and removes the marker. Says what it did.
 */
async function putBack(env: Env, moves: Move[], targets: string[], aside: string | null): Promise<string> {
	try {
		const movedOut = new Set(moves.map((m) => m.from))
		for (const dir of [env.UPLOADS_DIR, env.DATA_DIR]) {
			for (const name of await content(dir)) {
				const full = path.join(dir, name)
				if (!movedOut.has(full)) await fsp.rm(full, { recursive: true, force: true })
			}
		}
		for (const move of [...moves].reverse()) await fsp.rename(move.to, move.from)
		// Empty now: everything in them went back.
		for (const target of targets) await fsp.rmdir(target)
		if (aside) await fsp.rmdir(aside).catch(() => {})
		for (const dir of [env.UPLOADS_DIR, env.DATA_DIR]) await syncFolder(dir).catch(() => {})
		await removeMarker(env)
		return 'nothing was changed: DATA_DIR and UPLOADS_DIR hold what they held before'
	} catch (error) {
		return `putting the previous content back failed as well (${describeCause(error as NodeJS.ErrnoException)})${aside ? `: it is in ${aside}` : ''}; the server will not start on DATA_DIR until the restore is run again`
	}
}

/** Second pass over the verified archive: each upload goes to a temp file, is checked again, synced and renamed. */
async function extractUploads(
	handle: fsp.FileHandle,
	verified: VerifiedArchive,
	uploadsDir: string,
	step: { doing: string },
) {
	const expected = new Map(verified.uploads.map((f) => [f.path, f.sha256]))
	const root = path.resolve(uploadsDir)
	const folders = new Set<string>([root])
	await readEntries(handle, async (entry) => {
		const sha256 = expected.get(entry.path)
		if (!sha256) return void entry.resume()
		step.doing = `writing ${entry.path} into UPLOADS_DIR (${uploadsDir})`
		const target = path.resolve(root, entry.path.slice('uploads/'.length))
		if (!target.startsWith(root + path.sep)) throw new ArchiveProblem(`${entry.path} leaves UPLOADS_DIR`)
		await fsp.mkdir(path.dirname(target), { recursive: true })
		folders.add(path.dirname(target))
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
			await out.close().catch(() => {})
			await fsp.rm(temp, { force: true })
			throw error
		}
		await out.close()
		await fsp.rename(temp, target)
	})
	step.doing = `syncing UPLOADS_DIR (${uploadsDir})`
	for (const folder of folders) await syncFolder(folder)
}
