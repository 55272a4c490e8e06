import fs from 'node:fs'
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Low } from 'lowdb'
import { getEnv, type Env } from '#app/utils/env.server.ts'
import { type Database, validateDatabase } from './db-schema.ts'
import { createInitialDatabase, ensureFirstAdmin } from './bootstrap.server.ts'
import { DurableJSONFile } from './durable-file.server.ts'

/**
 * The one owner of the lowdb database. Everything else reads through
 * `readData()` and changes through `mutate()`; nothing else imports lowdb.
 *
 * - Reads come from memory (the file is read once, at start).
 * - `mutate()` runs one change at a time on a copy, writes it durably and only
 *   then makes it the current data. A refused write leaves memory and disk as
 *   they were.
 */
export class StartupError extends Error {
	override name = 'StartupError'
}

type State = {
	db: Low<Database>
	queue: Promise<unknown>
	lockFile: string
}

// Kept on globalThis so the dev server's module reloads share one instance.
const globalState = globalThis as typeof globalThis & {
	__galleryDb?: Promise<State>
}

export function ready(): Promise<State> {
	globalState.__galleryDb ??= open(getEnv()).catch((error) => {
		globalState.__galleryDb = undefined
		throw error
	})
	return globalState.__galleryDb
}

/** The current data. Treat it as read-only; data modules hand out copies. */
export async function readData(): Promise<Readonly<Database>> {
	const state = await ready()
	return state.db.data
}

// Counts the changes to the data since start: caches of rendered pages compare it to know they are stale.
let version = 0

/** Grows after every change to the data (every write through `mutate()`, the first admin at start). */
export function dataVersion() {
	return version
}

export class NotFoundError extends Error {
	override name = 'NotFoundError'
}
export class ConflictError extends Error {
	override name = 'ConflictError'
	readonly field: string
	constructor(field: string, message: string) {
		super(message)
		this.field = field
	}
}

/**
 * Applies `change` to a copy of the data and stores it. `change` must be
 * synchronous: do hashing or image work before calling. If it throws, nothing
 * is written. The result is copied so callers never hold live records.
 */
export async function mutate<T>(change: (draft: Database) => T): Promise<T> {
	const state = await ready()
	const run = async () => {
		const draft = structuredClone(state.db.data)
		const result = change(draft)
		await state.db.adapter.write(draft)
		state.db.data = draft
		version++
		return result === undefined ? result : structuredClone(result)
	}
	const next = state.queue.then(run, run)
	state.queue = next.catch(() => {})
	return next
}

/**
 * Runs `fn` between two writes: no write is under way while it runs, and none
 * starts before it ends. `data` is the state every acknowledged write has led to.
 */
export async function betweenWrites<T>(fn: (data: Readonly<Database>) => Promise<T> | T): Promise<T> {
	const state = await ready()
	const run = () => fn(state.db.data)
	const next = state.queue.then(run, run)
	state.queue = next.catch(() => {})
	return next
}

export function databasePath(env: Env = getEnv()) {
	return path.join(env.DATA_DIR, 'db.json')
}

async function open(env: Env): Promise<State> {
	await ensureWritableFolder(env.DATA_DIR, 'DATA_DIR')
	await ensureWritableFolder(env.UPLOADS_DIR, 'UPLOADS_DIR')
	const lockFile = acquireLock(env.DATA_DIR)
	try {
		const adapter = new DurableJSONFile<Database>(databasePath(env))
		let raw: unknown
		try {
			raw = await adapter.read()
		} catch (error) {
			throw new StartupError(
				`The database ${adapter.filename} is not valid JSON (${(error as Error).message}); it was left untouched. Restore it from ${adapter.filename}.bak or a backup.`,
			)
		}
		let data: Database
		if (raw === null) {
			data = await createInitialDatabase(env)
			await adapter.write(data)
		} else {
			const checked = validateDatabase(raw)
			if (!checked.ok) {
				throw new StartupError(
					`The database ${adapter.filename} failed validation at ${checked.problem}; it was left untouched.`,
				)
			}
			data = checked.data
		}
		const db = new Low<Database>(adapter, data)
		const state: State = { db, queue: Promise.resolve(), lockFile }
		await ensureFirstAdmin(env, db.data, (change) => {
			const draft = structuredClone(db.data)
			change(draft)
			return adapter.write(draft).then(() => {
				db.data = draft
				version++
			})
		})
		return state
	} catch (error) {
		releaseLock(lockFile)
		throw error
	}
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

/** One server per data folder: a second one would overwrite the first's writes. */
export function acquireLock(dataDir: string): string {
	const lockFile = path.join(dataDir, 'server.lock')
	const mine = JSON.stringify({ pid: process.pid, host: os.hostname() })
	for (let attempt = 0; attempt < 2; attempt++) {
		try {
			fs.writeFileSync(lockFile, mine, { flag: 'wx', mode: 0o600 })
			const release = () => releaseLock(lockFile)
			process.once('exit', release)
			return lockFile
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
			const holder = lockHolder(dataDir)
			if (holder && holder.pid !== process.pid) {
				throw new StartupError(
					`Another server (pid ${holder.pid}) is already using DATA_DIR ${dataDir}; only one server may write to a data folder. Stop it first.`,
				)
			}
			// The previous holder is gone (a crash or kill -9): take the lock over.
			fs.rmSync(lockFile, { force: true })
		}
	}
	throw new StartupError(`Could not take the lock ${lockFile}.`)
}

/** The live process (on this machine) that holds the data folder, if any; a crashed holder counts as none. */
export function lockHolder(dataDir: string): { pid: number } | null {
	const holder = readLock(path.join(dataDir, 'server.lock'))
	return holder && holder.host === os.hostname() && isAlive(holder.pid) ? { pid: holder.pid } : null
}

function readLock(lockFile: string): { pid: number; host: string } | null {
	try {
		const parsed = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { pid?: unknown; host?: unknown }
		if (typeof parsed.pid === 'number' && typeof parsed.host === 'string') {
			return { pid: parsed.pid, host: parsed.host }
		}
	} catch {
		// unreadable lock: treat as stale
	}
	return null
}

function isAlive(pid: number) {
	try {
		process.kill(pid, 0)
		return true
	} catch (error) {
		return (error as NodeJS.ErrnoException).code === 'EPERM'
	}
}

export function releaseLock(lockFile: string) {
	const holder = readLock(lockFile)
	if (holder?.pid === process.pid) fs.rmSync(lockFile, { force: true })
}
