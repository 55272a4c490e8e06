import fsp from 'node:fs/promises'
import path from 'node:path'
import { type Env } from '#app/utils/env.server.ts'
import { betweenWrites, databasePath } from './db.server.ts'
import { COLLECTION_NAMES, type Database, validateDatabase } from './db-schema.ts'
import { DurableJSONFile } from './durable-file.server.ts'

/**
 * Everything a backup needs to know about how the database is stored, and
 * nothing more: the archive format, checksums and restore rules live in
 * `app/server/backup/` and work on whatever files this module hands out.
 *
 * Today's layout is one file, `DATA_DIR/db.json`. Another layout provides the
 * same five things: a LAYOUT name, `takeSnapshot` (one moment's state, taken
 * between writes), `readSnapshotAtRest` (the same from a folder no server
 * holds), `checkSnapshot` (the loader's own validation) and `writeSnapshot`
 * (files into an empty data folder); and it keeps reading the layouts it replaces.
 */
export const LAYOUT = 'db.json'

/** A database file, its path relative to DATA_DIR with `/` separators. */
export type SnapshotFile = { path: string; bytes: Buffer }

export type Snapshot = {
	layout: string
	files: SnapshotFile[]
	/** The original uploads the database references, relative to UPLOADS_DIR. Derived files (variants, tiles) are not listed. */
	uploads: string[]
	/** Records per collection, for the manifest and the restore summary. */
	counts: Record<string, number>
	/** Lets deletions of the listed uploads go ahead again; call it once the uploads are read. */
	release: () => Promise<void>
}

export class SnapshotError extends Error {
	override name = 'SnapshotError'
}

/**
 * One moment's state of the running server: read between two writes, so it
 * holds every acknowledged write up to that moment and nothing half-done.
 * Until `release()`, deleting one of its uploads is deferred, so every file it
 * lists is still on disk when the archive reads it.
 */
export async function takeSnapshot(env: Env): Promise<Snapshot> {
	// Between writes only the file is opened: db.json is replaced by rename, never rewritten in place, so the
	// open handle keeps reading this moment's bytes while the next writes go ahead.
	const { handle, uploads, counts, release } = await betweenWrites(async (data) => {
		const uploads = referencedUploads(data)
		return {
			handle: await fsp.open(databasePath(env), 'r'),
			uploads,
			counts: countRecords(data),
			release: pinUploads(env, uploads),
		}
	})
	try {
		const bytes = await handle.readFile()
		return { layout: LAYOUT, files: [{ path: 'db.json', bytes }], uploads, counts, release }
	} catch (error) {
		await release()
		throw error
	} finally {
		await handle.close()
	}
}

/** The same from a data folder no server holds (the caller holds its lock, so nothing changes meanwhile). */
export async function readSnapshotAtRest(env: Env): Promise<Snapshot> {
	let bytes: Buffer
	try {
		bytes = await fsp.readFile(databasePath(env))
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
		throw new SnapshotError(`DATA_DIR (${env.DATA_DIR}) holds no database yet: there is nothing to back up`)
	}
	const files = [{ path: 'db.json', bytes }]
	const checked = checkSnapshot(LAYOUT, files)
	if (!checked.ok) throw new SnapshotError(`the database in DATA_DIR failed validation at ${checked.problem}`)
	return { layout: LAYOUT, files, uploads: checked.uploads, counts: checked.counts, release: async () => {} }
}

/** Checks a snapshot's files as the server would on start; on success, lists what they reference. */
export function checkSnapshot(
	layout: string,
	files: SnapshotFile[],
): { ok: true; uploads: string[]; counts: Record<string, number> } | { ok: false; problem: string } {
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
	return { ok: true, uploads: referencedUploads(checked.data), counts: countRecords(checked.data) }
}

/** Writes checked snapshot files into a data folder that holds no database, durably. */
export async function writeSnapshot(dataDir: string, files: SnapshotFile[]) {
	for (const file of files) {
		const target = new DurableJSONFile<unknown>(path.join(dataDir, file.path))
		await target.write(JSON.parse(file.bytes.toString('utf8')))
	}
}

/**
 * Deletes an original upload, unless a snapshot taken before its record was
 * removed still has to read it: then it goes when that snapshot is released.
 */
export async function removeUpload(env: Env, filename: string) {
	if ((pins.get(filename) ?? 0) > 0) {
		deferred.add(filename)
		return
	}
	await fsp.rm(path.join(env.UPLOADS_DIR, filename), { force: true })
}

function referencedUploads(data: Readonly<Database>) {
	return data.files.map((f) => f.filename)
}

function countRecords(data: Readonly<Database>) {
	return Object.fromEntries(COLLECTION_NAMES.map((name) => [name, data[name].length]))
}

// Kept on globalThis so the dev server's module reloads share one set of pins.
const pinState = globalThis as typeof globalThis & { __galleryUploadPins?: { pins: Map<string, number>; deferred: Set<string> } }
pinState.__galleryUploadPins ??= { pins: new Map(), deferred: new Set() }
const { pins, deferred } = pinState.__galleryUploadPins

function pinUploads(env: Env, uploads: string[]) {
	for (const name of uploads) pins.set(name, (pins.get(name) ?? 0) + 1)
	let released = false
	return async () => {
		if (released) return
		released = true
		const due: string[] = []
		for (const name of uploads) {
			const left = (pins.get(name) ?? 1) - 1
			if (left > 0) pins.set(name, left)
			else {
				pins.delete(name)
				if (deferred.delete(name)) due.push(name)
			}
		}
		await Promise.all(due.map((name) => fsp.rm(path.join(env.UPLOADS_DIR, name), { force: true })))
	}
}
