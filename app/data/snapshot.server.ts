import crypto from 'node:crypto'
import fsp from 'node:fs/promises'
import path from 'node:path'
import postgres from 'postgres'
import { type Env } from '#app/utils/env.server.ts'
import {
	captureDatabase,
	readDatabaseAtRest,
	readDatabaseFromPostgres,
	StartupError,
	writeDatabaseAtRest,
} from './db.server.ts'
import { COLLECTION_NAMES, type Database, validateDatabase } from './db-schema.ts'
import { nulAt } from './store/checks.ts'
import { type CapturedRecords } from './store/cold-table.server.ts'

/**
 * Everything a backup needs to know about how the database is stored, and
 * nothing more: the archive format, checksums and restore rules live in
 * `app/server/backup/` and work on whatever files this module hands out.
 *
 * A backup holds the database in the single-file shape of schema version 1,
 * `db.json` (what exportDatabase() makes: one consistent moment of the store,
 * docs/decisions/004-storage-layout.md); a restore writes it back as the
 * store's own layout. So archives stay one readable file whatever the store
 * looks like on disk, and archives of older versions restore unchanged.
 * Another layout provides the same five things: a LAYOUT name, `takeSnapshot`
 * (one moment's state), `readSnapshotAtRest` (the same from a folder no server
 * holds), `checkSnapshot` (the loader's own validation) and `writeSnapshot`
 * (into an empty data folder); and it keeps reading the layouts it replaces.
 */
export const LAYOUT = 'db.json'

/** A database file, its path relative to DATA_DIR with `/` separators. */
export type SnapshotFile = { path: string; bytes: Buffer }

/**
 * A database file a running server wrote for a backup into a spool file of its own instead of memory (a
 * gallery's history is larger than its memory should be): read from `handle`, which `release` closes. The file has
 * no name (removed as soon as it was made), so a crash leaves nothing behind.
 */
export type SpooledFile = { path: string; handle: fsp.FileHandle; size: number; sha256: string }

export type Snapshot = {
	layout: string
	files: (SnapshotFile | SpooledFile)[]
	/** Frees what the snapshot holds (a spooled file, the store's captured records); called once it is written. */
	release?: () => void
	/** The original uploads the database references, relative to UPLOADS_DIR. Derived files (variants, tiles) are not listed. */
	uploads: string[]
	/** Records per collection, for the manifest and the restore summary. */
	counts: Record<string, number>
}

export class SnapshotError extends Error {
	override name = 'SnapshotError'
}

/**
 * One moment's state of the running server: every acknowledged write up to
 * that moment and nothing half-done. An upload it lists that is deleted
 * meanwhile keeps its bytes for a while (readOriginal in
 * app/data/file-storage/deleted-originals.ts), so the archive still reads it.
 */
export async function takeSnapshot(spoolDir: string): Promise<Snapshot> {
	const { db, cold } = await captureDatabase()
	const counts = countRecords(db)
	for (const [name, records] of cold) counts[name] = records.length
	try {
		const file = await spoolFile(db, cold, spoolDir)
		return {
			layout: LAYOUT,
			files: [file],
			uploads: referencedUploads(db),
			counts,
			release: () => void file.handle.close(),
		}
	} finally {
		for (const records of cold.values()) records.release()
	}
}

/** The same from a data folder no server holds (the caller holds its lock, so nothing changes meanwhile). */
export async function readSnapshotAtRest(env: Env): Promise<Snapshot> {
	let db: Database | null
	try {
		db = await readDatabaseAtRest(env.DATA_DIR)
	} catch (error) {
		if (!(error instanceof StartupError)) throw error
		throw new SnapshotError(`the database in DATA_DIR cannot be read: ${error.message}`)
	}
	if (!db) throw new SnapshotError(`DATA_DIR (${env.DATA_DIR}) holds no database yet: there is nothing to back up`)
	const files = [await fileOf(db)]
	const checked = checkSnapshot(LAYOUT, files)
	if (!checked.ok) throw new SnapshotError(`the database in DATA_DIR failed validation at ${checked.problem}`)
	return { layout: LAYOUT, files, uploads: checked.uploads, counts: checked.counts }
}

/**
 * The same from PostgreSQL (DATABASE_URL), by a process that is not a server:
 * every record as of one moment (one repeatable-read transaction), whatever
 * the servers on that database write meanwhile. Its own connection, named
 * `gallery-backup`, closed once the records are read.
 */
export async function readSnapshotFromPostgres(env: Env): Promise<Snapshot> {
	const sql = postgres(env.DATABASE_URL!, {
		max: 1,
		connect_timeout: 5,
		onnotice: () => {},
		connection: { application_name: 'gallery-backup' },
	})
	let db: Database | null
	try {
		db = await readDatabaseFromPostgres(sql)
	} catch (error) {
		throw new SnapshotError(`the database at DATABASE_URL cannot be read: ${(error as Error).message}`)
	} finally {
		await sql.end({ timeout: 5 }).catch(() => {})
	}
	if (!db) throw new SnapshotError('the database at DATABASE_URL holds no gallery yet: there is nothing to back up')
	const files = [await fileOf(db)]
	const checked = checkSnapshot(LAYOUT, files)
	if (!checked.ok) throw new SnapshotError(`the database at DATABASE_URL failed validation at ${checked.problem}`)
	return { layout: LAYOUT, files, uploads: checked.uploads, counts: checked.counts }
}

/** Checks a snapshot's files as the server would on start; on success, lists what they reference. */
export function checkSnapshot(
	layout: string,
	files: SnapshotFile[],
): { ok: true; uploads: string[]; counts: Record<string, number> } | { ok: false; problem: string } {
	const read = readSnapshotFiles(layout, files)
	if (!read.ok) return read
	return { ok: true, uploads: referencedUploads(read.db), counts: countRecords(read.db) }
}

/** Writes checked snapshot files into a data folder that holds no database, as the store, durably. */
export async function writeSnapshot(dataDir: string, layout: string, files: SnapshotFile[]) {
	const read = readSnapshotFiles(layout, files)
	if (!read.ok) throw new SnapshotError(read.problem)
	await writeDatabaseAtRest(dataDir, read.db)
}

/**
 * What of a database PostgreSQL cannot store, named ('the revisions record 12, at record.title'), or null: the
 * character U+0000, which a JSON store written before it was refused may hold (app/schemas/fields.ts).
 */
export function refusedByPostgres(db: Readonly<Database>): string | null {
	for (const [key, value] of Object.entries(db)) {
		for (const record of Array.isArray(value) ? value : [value]) {
			const at = nulAt(record)
			if (!at) continue
			const id = Array.isArray(value) ? ` record ${(record as { id?: unknown }).id}` : ''
			return `the ${key}${id} holds the character U+0000 (at ${at}), which PostgreSQL cannot store`
		}
	}
	return null
}

/** The database checked snapshot files hold (for a restore into PostgreSQL). */
export function databaseOfSnapshot(layout: string, files: SnapshotFile[]): Database {
	const read = readSnapshotFiles(layout, files)
	if (!read.ok) throw new SnapshotError(read.problem)
	return read.db
}

function readSnapshotFiles(
	layout: string,
	files: SnapshotFile[],
): { ok: true; db: Database } | { ok: false; problem: string } {
	if (layout !== LAYOUT) return { ok: false, problem: `its database layout "${layout}" is unknown to this version` }
	const names = files.map((f) => f.path).sort()
	if (names.join() !== 'db.json') return { ok: false, problem: `its database files are ${names.join(', ') || 'none'}` }
	let raw: unknown
	try {
		raw = JSON.parse(files[0]!.bytes.toString('utf8'))
	} catch (error) {
		return { ok: false, problem: `db.json: not valid JSON (${(error as Error).message})` }
	}
	const checked = validateDatabase(raw)
	if (!checked.ok) return { ok: false, problem: `db.json: ${checked.problem}` }
	return { ok: true, db: checked.data }
}

// Serialising yields to other requests this often (milliseconds), so a large database never stalls them.
const SLICE_MS = 4

/**
 * The database as `db.json` (as fileOf writes it), into a spool file in `dir`: written in chunks, the cold
 * collections from their captured lines, hashed as it goes, so the database is never whole in memory.
 */
async function spoolFile(db: Database, cold: ReadonlyMap<string, CapturedRecords>, dir: string): Promise<SpooledFile> {
	const name = path.join(dir, `.db-${process.pid}-${crypto.randomBytes(6).toString('hex')}.json.spool`)
	const handle = await fsp.open(name, 'wx+', 0o600)
	await fsp.rm(name, { force: true })
	const hash = crypto.createHash('sha256')
	let size = 0
	let chunk: string[] = []
	let chunkLength = 0
	const flush = async () => {
		const bytes = Buffer.from(chunk.join(''))
		chunk = []
		chunkLength = 0
		hash.update(bytes)
		await handle.write(bytes, 0, bytes.length, size)
		size += bytes.length
	}
	const add = async (text: string) => {
		chunk.push(text)
		chunkLength += text.length
		if (chunkLength >= SPOOL_CHUNK) await flush()
	}
	try {
		await add('{')
		for (const [i, [key, value]] of Object.entries(db).entries()) {
			await add(`${i ? ',' : ''}\n${JSON.stringify(key)}: `)
			if (!Array.isArray(value)) {
				await add(JSON.stringify(value))
				continue
			}
			const lines = cold.get(key)
			await add('[')
			let j = 0
			for (const line of lines ? lines.lines() : serialised(value)) await add(`${j++ ? ',' : ''}\n${line}`)
			await add(j ? '\n]' : ']')
		}
		await add('\n}\n')
		await flush()
		return { path: 'db.json', handle, size, sha256: hash.digest('hex') }
	} catch (error) {
		await handle.close()
		throw error
	}
}

function* serialised(records: readonly unknown[]) {
	for (const record of records) yield JSON.stringify(record)
}

// A spool file is written this many characters at a time (and the server answers others between two writes).
const SPOOL_CHUNK = 1 << 20

/**
 * The database as `db.json`, one record a line. The records are frozen and
 * the lists were taken at one moment, so serialising in slices, between
 * which the server goes on answering (and writing), still gives that moment.
 */
async function fileOf(db: Database): Promise<SnapshotFile> {
	const parts: string[] = ['{']
	let sliceStart = performance.now()
	for (const [i, [key, value]] of Object.entries(db).entries()) {
		parts.push(`${i ? ',' : ''}\n${JSON.stringify(key)}: `)
		if (!Array.isArray(value)) {
			parts.push(JSON.stringify(value))
			continue
		}
		parts.push('[')
		for (const [j, record] of value.entries()) {
			parts.push(`${j ? ',' : ''}\n${JSON.stringify(record)}`)
			if (performance.now() - sliceStart > SLICE_MS) {
				await new Promise((resolve) => setImmediate(resolve))
				sliceStart = performance.now()
			}
		}
		parts.push(value.length ? '\n]' : ']')
	}
	parts.push('\n}\n')
	return { path: 'db.json', bytes: Buffer.from(parts.join('')) }
}

function referencedUploads(data: Readonly<Database>) {
	return data.files.map((f) => f.filename)
}

function countRecords(data: Readonly<Database>) {
	return Object.fromEntries(COLLECTION_NAMES.map((name) => [name, data[name].length]))
}
