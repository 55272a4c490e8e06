import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { getEnv, type Env } from '#app/utils/env.server.ts'
import { createInitialDatabase, ensureFirstAdmin } from './bootstrap.server.ts'
import { type Database, SCHEMA_VERSION } from './db-schema.ts'
import { StartupError } from './errors.ts'
import { postgresClient, type Sql } from './postgres/client.server.ts'
import { ensureMigrated } from './postgres/migrations.server.ts'
import { follow, loadPostgresStore, postgresReachable, seedIfEmpty } from './postgres/store.server.ts'
import { type UnitName } from './store/units.ts'

export { type UnitName }
import { type CapturedRecords } from './store/cold-table.server.ts'
import { compact, compactWhenDue, newCompactor } from './store/compaction.server.ts'
import { createStore, readLegacyFile, settleLegacyFile, storeExists, writeStore } from './store/create.server.ts'
import { type Draft } from './store/draft.ts'
import { type JournalWriter } from './store/journal.server.ts'
import { loadStore } from './store/load.server.ts'
import { acquireLock } from './store/lock.server.ts'
import { type Store } from './store/store.server.ts'
import { COLD_COLLECTIONS, COLLECTIONS, type CollectionName, KEYED_COLLECTIONS } from './store/units.ts'

/**
 * The one way into storage. Above the data layer nothing knows how data is
 * kept (docs/decisions/004-storage-layout.md): entity modules read through
 * `ready()` and change through `mutate()`.
 *
 * - Reads come from memory: records are frozen and shared, never copied.
 * - `mutate()` runs one change at a time on a draft; the change is acknowledged
 *   only once its journal line is on disk, and only then do readers see it.
 *   A change that throws, or that the disk refuses, leaves memory and disk as
 *   they were.
 */
export { ConflictError, InvalidRecordError, NotFoundError, StartupError, StorageUnavailableError } from './errors.ts'
export type { Draft, Reader } from './store/draft.ts'
export type { Store } from './store/store.server.ts'
export { acquireLock, type DataLock, lockHolder } from './store/lock.server.ts'

/** The open store; `journal` is its writer when it is kept in a data folder (null on PostgreSQL). */
type State = { store: Store; journal: JournalWriter | null; env: Env; compactor: ReturnType<typeof newCompactor> }

// Kept on globalThis so the dev server's module reloads share one instance.
const globalState = globalThis as typeof globalThis & {
	__galleryStore?: Promise<State>
	__galleryStoreOpen?: State
}

/** Opens the store once (lock, migration or seed, load, first admin); every later call answers the same. */
export async function ready(): Promise<Store> {
	globalState.__galleryStore ??= open(getEnv()).then(
		(state) => (globalState.__galleryStoreOpen = state),
		(error: unknown) => {
			globalState.__galleryStore = undefined
			throw error
		},
	)
	return (await globalState.__galleryStore).store
}

/**
 * A number that grows with every acknowledged change (0 before the store is
 * open). Whatever is derived from the data may be kept while it stays the same.
 */
export function dataVersion(): number {
	return globalState.__galleryStoreOpen?.store.seq ?? 0
}

// What public pages show. Newsletter sign-ups, enquiries, users and sessions are not among it.
const PUBLIC_UNITS = ['site', 'exhibitions', 'artists', 'artworks', 'about_blocks', 'files', 'fairs'] as const

/**
 * Like dataVersion(), but it grows only with changes to what public pages
 * show: a sign-up, an enquiry or a sign-in leaves pages rendered from it
 * current; a scheduled record's publish time coming makes it grow too
 * (app/data/publishing.server.ts). (Unit versions only grow, so their sum
 * grows with any of them.)
 */
export function publicDataVersion(): number {
	return unitsVersion(PUBLIC_UNITS)
}

/**
 * Like publicDataVersion(), for any units: it grows with a change to one of them, or when a scheduled record's time
 * comes (0 before the store is open). What is derived from those units alone may be kept while it stays the same.
 */
export function unitsVersion(units: readonly UnitName[]): number {
	const store = globalState.__galleryStoreOpen?.store
	if (!store) return 0
	return units.reduce(
		(sum, unit) => sum + (unit === 'site' ? store.siteVersion : store.tables[unit].version),
		store.clockVersion,
	)
}

/**
 * What is public changed with the clock, not with a write (a scheduled
 * record's time came): remembered views and cached pages are made again.
 */
export function publicDataChangedByClock() {
	const store = globalState.__galleryStoreOpen?.store
	if (store) store.clockVersion++
}

const afterWrites = new Set<() => void>()

/** Calls `listener` after every acknowledged write, made here or (on PostgreSQL) stored by another server (the publishing schedule looks again). */
export function afterEveryWrite(listener: () => void): () => void {
	afterWrites.add(listener)
	return () => afterWrites.delete(listener)
}

/**
 * Applies `change` to a draft and stores it. `change` must be synchronous: do
 * hashing or image work before calling. If it throws, nothing is written.
 */
export async function mutate<T>(change: (draft: Draft) => T): Promise<T> {
	await ready()
	const state = globalState.__galleryStoreOpen!
	const result = await state.store.commit(change)
	if (state.journal) compactWhenDue(state.store, state.journal, state.env.STORE_JOURNAL_BYTES, state.compactor)
	callAfterWrites()
	return result
}

/**
 * Drops the stored history of changes up to now, so what the last write erased (a reader's address) no longer
 * waits in it: on the JSON store the journal is folded into the snapshots at once (waiting for a folding under
 * way, then folding again); on PostgreSQL the log of changes before the last one is deleted (a server that had
 * not read them yet loads every table again). docs/operations.md, 'Erasure'.
 */
export async function forgetPastChanges(): Promise<void> {
	const store = await ready()
	const state = globalState.__galleryStoreOpen!
	const journal = state.journal
	if (!journal) {
		await postgresClient()`DELETE FROM changes WHERE seq < ${store.seq}`
		return
	}
	while (state.compactor.running) await new Promise((resolve) => setTimeout(resolve, 20))
	state.compactor.running = true
	try {
		await compact(store, journal)
	} finally {
		state.compactor.running = false
	}
}

function callAfterWrites() {
	for (const listener of afterWrites) listener()
}

/**
 * The whole database at one moment, in the single-file shape of schema
 * version 1 (what a first start migrates from): for backups and exports.
 * Made in one synchronous pass, so no change lands half-way; records are
 * shared, not copied (they are frozen).
 */
export async function exportDatabase(): Promise<Database> {
	return withExport((db) => db)
}

/**
 * Hands `take` the database as exportDatabase() makes it, in the same
 * synchronous step: whatever `take` notes down (the uploads a backup must
 * keep, say) belongs to the very same moment.
 */
export async function withExport<T>(take: (db: Database) => T): Promise<T> {
	return take(databaseOf(await ready()))
}

/**
 * The database at one moment for a backup the server makes: as exportDatabase() answers it, but the cold
 * collections (units.ts `COLD_COLLECTIONS`) left empty in `db` and given as their records' lines instead, read
 * from the scratch file as the backup is written (`release` once it is written, or given up).
 */
export async function captureDatabase(): Promise<{ db: Database; cold: Map<CollectionName, CapturedRecords> }> {
	const store = await ready()
	const cold = new Map<CollectionName, CapturedRecords>()
	for (const name of COLD_COLLECTIONS) cold.set(name, store.tables[name].capture())
	return { db: databaseOf(store, cold), cold }
}

function databaseOf({ tables, siteData }: Store, leaveOut?: ReadonlyMap<CollectionName, unknown>): Database {
	const next_ids = Object.fromEntries(
		COLLECTIONS.filter((name) => !KEYED_COLLECTIONS.includes(name)).map((name) => [name, tables[name].nextId]),
	) as Database['next_ids']
	return {
		schema_version: SCHEMA_VERSION,
		next_ids,
		...siteData,
		...(Object.fromEntries(
			COLLECTIONS.map((name) => [name, leaveOut?.has(name) ? [] : [...tables[name].all()]]),
		) as Pick<Database, (typeof COLLECTIONS)[number]>),
	}
}

/**
 * The database of a data folder no server holds (the caller holds its lock),
 * in the shape exportDatabase() answers: the store, or a `db.json` a first
 * start has yet to migrate; null when the folder holds neither. Every record
 * is checked as on a start; a problem throws StartupError naming it.
 */
export async function readDatabaseAtRest(dataDir: string): Promise<Database | null> {
	const dir = storeFolder(dataDir)
	if (storeExists(dir)) return databaseOf((await loadStore(dir)).store)
	return readLegacyFile(dataDir)
}

/**
 * The database kept in PostgreSQL at one moment (one repeatable-read
 * transaction), in the shape exportDatabase() answers, read by a process that
 * is not a server (`npm run backup`); null when the database holds no gallery
 * yet. Every record is checked as on a start.
 */
export async function readDatabaseFromPostgres(sql: Sql): Promise<Database | null> {
	const [found] = await sql<{ site: string | null }[]>`SELECT to_regclass('site')::text AS site`
	if (!found?.site) return null
	const [row] = await sql`SELECT 1 FROM site LIMIT 1`
	if (!row) return null
	return databaseOf(await loadPostgresStore(sql, { notify: false }))
}

/** Writes `db` (checked already) as the store of a data folder that holds no database, durably. */
export async function writeDatabaseAtRest(dataDir: string, db: Database) {
	const dir = storeFolder(dataDir)
	if (storeExists(dir))
		throw new StartupError(`${dir} exists already: a database is only written into an empty data folder`)
	await writeStore(dataDir, dir, db)
}

function storeFolder(dataDir: string) {
	return path.join(dataDir, 'store')
}

/**
 * Whether changes can be stored: the store is open, its folder a folder the
 * server may write in, and its journal writable as far as it knows; with
 * DATABASE_URL, PostgreSQL answers.
 */
export async function storageHealthy(): Promise<boolean> {
	try {
		await ready()
		const journal = globalState.__galleryStoreOpen!.journal
		if (!journal) return await postgresReachable(postgresClient())
		if (journal.broken || !(await fsp.stat(journal.dir)).isDirectory()) return false
		await fsp.access(journal.dir, fs.constants.W_OK | fs.constants.X_OK)
		return true
	} catch {
		return false
	}
}

async function open(env: Env): Promise<State> {
	await ensureWritableFolder(env.DATA_DIR, 'DATA_DIR')
	await ensureWritableFolder(env.UPLOADS_DIR, 'UPLOADS_DIR')
	if (env.DATABASE_URL) return openPostgres(env)
	const lock = acquireLock(env.DATA_DIR)
	try {
		const storeDir = storeFolder(env.DATA_DIR)
		if (!storeExists(storeDir)) await createStore(env.DATA_DIR, storeDir, () => createInitialDatabase(env))
		const { store, journal, migratedFrom } = await loadStore(storeDir)
		await settleLegacyFile(env.DATA_DIR, migratedFrom)
		await ensureFirstAdmin(env, store.tables.users.size > 0, (change) => store.commit(change))
		const state: State = { store, journal, env, compactor: newCompactor() }
		compactWhenDue(store, journal, env.STORE_JOURNAL_BYTES, state.compactor)
		return state
	} catch (error) {
		lock.release()
		throw error
	}
}

/**
 * The store kept in PostgreSQL (docs/operations.md, 'More than one server'):
 * migrations and, on an empty database, the first database under an
 * advisory lock; everything loaded into memory; the first admin; then the
 * changes other servers store are followed. No data folder lock: any number
 * of servers share the database.
 */
async function openPostgres(env: Env): Promise<State> {
	const sql = postgresClient()
	try {
		const applied = await ensureMigrated(sql)
		if (applied.length) console.log(`Database schema migrated: ${applied.join(', ')}`)
		if (await seedIfEmpty(sql, () => createInitialDatabase(env)))
			console.log('Wrote the first database into PostgreSQL.')
	} catch (error) {
		if (error instanceof StartupError) throw error
		throw new StartupError(`the database at DATABASE_URL cannot be used: ${(error as Error).message}`)
	}
	// Notifications are switched off only by the tests that show what they do (docs/operations.md).
	const notify = process.env.STORE_NOTIFY !== 'off'
	const store = await loadPostgresStore(sql, { notify, scratchDir: env.DATA_DIR })
	// What other servers store wakes the same listeners as a write made here (a publish time set on another server).
	if (notify) await follow(sql, store, () => callAfterWrites())
	await ensureFirstAdmin(env, store.tables.users.size > 0, (change) => store.commit(change))
	return { store, journal: null, env, compactor: newCompactor() }
}

export async function ensureWritableFolder(folder: string, variable: string) {
	try {
		await fsp.mkdir(folder, { recursive: true })
		await fsp.access(folder, fs.constants.W_OK)
	} catch (error) {
		throw new StartupError(
			`${variable} (${folder}) is not a writable folder: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
		)
	}
}
