import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { StartupError } from '#app/data/errors.ts'

/**
 * One server per data folder. `server.lock` holds the holder's pid and host
 * name, and the holder touches it every HEARTBEAT_MS. A lock is taken over
 * only when its holder is surely gone: on this host, a pid that is not
 * running (or is ours, after a restart); on any host, a lock nobody touched
 * for STALE_MS (so two containers sharing a volume never both start, and a
 * replaced container takes over after a minute). The takeover itself runs
 * under a second, short-lived lock, so two servers starting together never
 * both take the same stale lock.
 */
export const HEARTBEAT_MS = 10_000
export const STALE_MS = 60_000
const TAKEOVER_STALE_MS = 10_000

type Holder = { pid: number; host: string }

export type DataLock = { file: string; release: () => void }

export function acquireLock(dataDir: string): DataLock {
	const file = path.join(dataDir, 'server.lock')
	// The lock appears with its content in one step (a hard link), so nobody ever reads it half-written.
	const temp = `${file}.${process.pid}.tmp`
	try {
		try {
			fs.writeFileSync(temp, JSON.stringify({ pid: process.pid, host: os.hostname() }), { mode: 0o600 })
		} catch (error) {
			const code = (error as NodeJS.ErrnoException).code
			throw new StartupError(
				`Could not write the lock ${file} (${code === 'ENOSPC' ? 'the disk is full, ENOSPC' : (code ?? (error as Error).message)}); free some space or fix DATA_DIR ${dataDir}, then start again.`,
			)
		}
		for (let attempt = 0; attempt < 50; attempt++) {
			if (createFrom(temp, file)) return holdLock(file)
			const seen = readLockText(file)
			if (seen === null) continue // released meanwhile: try again
			const holder = parseHolder(seen)
			if (isHeld(holder, file)) {
				const who = holder
					? `pid ${holder.pid}${holder.host === os.hostname() ? '' : ` on host ${holder.host}`}`
					: 'unknown'
				throw new StartupError(
					`Another server (${who}) is already using DATA_DIR ${dataDir}; only one server may write to a data folder. Stop it first, or delete ${file} if that server is gone.`,
				)
			}
			takeOver(file, seen)
		}
	} finally {
		fs.rmSync(temp, { force: true })
	}
	throw new StartupError(`Could not take the lock ${file}: other servers keep starting on DATA_DIR ${dataDir}.`)
}

/**
 * The server holding the data folder, judged as acquireLock judges it: null
 * when there is no lock, or it is stale, or it is this process's own.
 */
export function lockHolder(dataDir: string): Holder | null {
	const file = path.join(dataDir, 'server.lock')
	const text = readLockText(file)
	if (text === null) return null
	const holder = parseHolder(text)
	return isHeld(holder, file) ? (holder ?? { pid: 0, host: 'unknown' }) : null
}

/** Creates `file` with the content of `temp`; false when it exists. */
function createFrom(temp: string, file: string): boolean {
	try {
		fs.linkSync(temp, file)
		return true
	} catch (error) {
		const code = (error as NodeJS.ErrnoException).code
		if (code === 'EEXIST') return false
		if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV') throw error
	}
	// File systems without hard links: an exclusive create (the content follows at once).
	try {
		fs.writeFileSync(file, fs.readFileSync(temp), { flag: 'wx', mode: 0o600 })
		return true
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
		throw error
	}
}

function holdLock(file: string): DataLock {
	const beat = setInterval(() => {
		const now = new Date()
		try {
			fs.utimesSync(file, now, now)
		} catch {
			// A missing lock is noticed by the next server that starts; nothing to do here.
		}
	}, HEARTBEAT_MS)
	beat.unref()
	const release = () => {
		clearInterval(beat)
		const holder = parseHolder(readLockText(file))
		if (holder?.pid === process.pid && holder.host === os.hostname()) fs.rmSync(file, { force: true })
	}
	process.once('exit', release)
	return { file, release }
}

function isHeld(holder: Holder | null, file: string): boolean {
	const fresh = Date.now() - mtimeOf(file) < STALE_MS
	if (!holder || holder.host !== os.hostname()) return fresh
	if (holder.pid === process.pid) return false
	return fresh && isAlive(holder.pid)
}

/** Removes a stale lock, unless another server replaced it since we read it. */
function takeOver(file: string, seen: string) {
	const guard = `${file}.takeover`
	try {
		fs.mkdirSync(guard)
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
		// Another server is taking over right now, or one died doing so long ago.
		if (Date.now() - mtimeOf(guard) > TAKEOVER_STALE_MS) fs.rmSync(guard, { recursive: true, force: true })
		else sleep(20)
		return
	}
	try {
		if (readLockText(file) === seen) fs.rmSync(file, { force: true })
	} finally {
		fs.rmSync(guard, { recursive: true, force: true })
	}
}

function readLockText(file: string): string | null {
	try {
		return fs.readFileSync(file, 'utf8')
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
		throw error
	}
}

function parseHolder(text: string | null): Holder | null {
	try {
		const parsed = JSON.parse(text ?? '') as { pid?: unknown; host?: unknown }
		if (typeof parsed.pid === 'number' && typeof parsed.host === 'string') return { pid: parsed.pid, host: parsed.host }
	} catch {
		// not ours to read: held while it is fresh
	}
	return null
}

function mtimeOf(file: string) {
	try {
		return fs.statSync(file).mtimeMs
	} catch {
		return 0
	}
}

function isAlive(pid: number) {
	try {
		process.kill(pid, 0)
		return true
	} catch (error) {
		return (error as NodeJS.ErrnoException).code === 'EPERM'
	}
}

function sleep(ms: number) {
	Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}
