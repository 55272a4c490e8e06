import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { type Database, validateDatabase } from '#app/data/db-schema.ts'
import { syncFolder } from '#app/data/durable-file.server.ts'
import { StartupError } from '#app/data/errors.ts'
import { type Snapshot, SnapshotFile, STORE_FORMAT } from './snapshot-file.server.ts'
import { COLLECTIONS, KEYED_COLLECTIONS, type UnitName, UNITS } from './units.ts'

/** The single-file database of schema version 1, and the name it is kept under once migrated. */
export const LEGACY_FILE = 'db.json'
export const MIGRATED_FILE = 'db.v1.json'

/**
 * Makes the store folder on a first start: from an existing `db.json`
 * (validated first: a bad one stops the start and is left untouched), else
 * from `initial()` (the seed). Every snapshot is written into a temp folder
 * that is renamed into place in one step, so a crash leaves either no store
 * (and the next start begins again) or a whole one. The migrated `db.json` is
 * then kept beside it as `db.v1.json`.
 */
export async function createStore(dataDir: string, storeDir: string, initial: () => Promise<Database>) {
	const legacy = path.join(dataDir, LEGACY_FILE)
	const text = await readIfExists(legacy)
	let db: Database
	let migratedFrom: Snapshot['migrated_from']
	if (text !== null) {
		db = parseLegacy(legacy, text)
		migratedFrom = { file: LEGACY_FILE, sha256: sha256(text) }
	} else {
		db = await initial()
	}
	await writeStore(dataDir, storeDir, db, migratedFrom)
	if (migratedFrom) {
		await keepMigratedFile(dataDir)
		console.log(
			`Migrated ${legacy} (schema version 1) to the store in ${storeDir}; the original is kept as ${path.join(dataDir, MIGRATED_FILE)}.`,
		)
	}
}

/**
 * Writes `db` as a new store folder (a seed, a migration, a restored backup):
 * every snapshot goes into a temp folder that is renamed into place in one
 * step, so a crash leaves either no store or a whole one.
 */
export async function writeStore(
	dataDir: string,
	storeDir: string,
	db: Database,
	migratedFrom?: Snapshot['migrated_from'],
) {
	// A temp folder left by a start that was killed half-way is thrown away: it never became the store.
	for (const name of await fsp.readdir(dataDir)) {
		if (/^store\.\d+\.tmp$/.test(name)) await fsp.rm(path.join(dataDir, name), { recursive: true, force: true })
	}
	const temp = `${storeDir}.${process.pid}.tmp`
	await fsp.mkdir(temp, { mode: 0o700 })
	for (const unit of UNITS) {
		await new SnapshotFile(path.join(temp, `${unit}.json`)).write(snapshotOf(db, unit, migratedFrom))
	}
	await syncFolder(temp)
	await fsp.rename(temp, storeDir)
	await syncFolder(dataDir)
}

/**
 * A `db.json` beside an existing store: when it is the file the store was
 * migrated from (a crash came between the two renames), it is moved aside now;
 * any other is ignored, with a warning.
 */
export async function settleLegacyFile(dataDir: string, migratedFrom: Snapshot['migrated_from']) {
	const legacy = path.join(dataDir, LEGACY_FILE)
	const text = await readIfExists(legacy)
	if (text === null) return
	if (migratedFrom && sha256(text) === migratedFrom.sha256) {
		await keepMigratedFile(dataDir)
		return
	}
	console.warn(`${legacy} is ignored: the database is the store in ${path.join(dataDir, 'store')}.`)
}

async function keepMigratedFile(dataDir: string) {
	await fsp.rename(path.join(dataDir, LEGACY_FILE), path.join(dataDir, MIGRATED_FILE))
	await syncFolder(dataDir)
}

/** A schema-version-1 `db.json`, parsed and validated; null when there is none. */
export async function readLegacyFile(dataDir: string): Promise<Database | null> {
	const legacy = path.join(dataDir, LEGACY_FILE)
	const text = await readIfExists(legacy)
	return text === null ? null : parseLegacy(legacy, text)
}

function parseLegacy(file: string, text: string): Database {
	let raw: unknown
	try {
		raw = JSON.parse(text)
	} catch (error) {
		throw new StartupError(
			`The database ${file} is not valid JSON (${(error as Error).message}); it was left untouched. Restore it from ${file}.bak or a backup.`,
		)
	}
	const checked = validateDatabase(raw)
	if (!checked.ok) {
		throw new StartupError(`The database ${file} failed validation at ${checked.problem}; it was left untouched.`)
	}
	return checked.data
}

function snapshotOf(db: Database, unit: UnitName, migratedFrom: Snapshot['migrated_from']): Snapshot {
	const base = { schema_version: STORE_FORMAT, unit, seq: 0 } as const
	if (unit === 'site') {
		return {
			...base,
			collections: COLLECTIONS,
			site: { settings: db.settings, pages: db.pages, contact_info: db.contact_info },
			...(migratedFrom ? { migrated_from: migratedFrom } : {}),
		}
	}
	if (KEYED_COLLECTIONS.includes(unit)) return { ...base, records: db[unit] }
	return { ...base, next_id: db.next_ids[unit as keyof Database['next_ids']], records: db[unit] }
}

async function readIfExists(file: string): Promise<string | null> {
	try {
		return await fsp.readFile(file, 'utf8')
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
		throw error
	}
}

function sha256(text: string) {
	return crypto.createHash('sha256').update(text).digest('hex')
}

export function storeExists(storeDir: string) {
	return fs.existsSync(storeDir)
}
