import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { type Writable } from 'node:stream'
import { syncFolder } from '#app/data/durable-file.server.ts'

/**
 * BACKUP_DIR: archives named `gallery-backup-<UTC time>.tar.gz`, so that names
 * sort by age. Rotation only ever deletes files named that way; anything else
 * an operator keeps there is left alone.
 */
const NAME = /^gallery-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.tar\.gz$/

export type BackupListing = { name: string; size: number; createdAt: string }

export function backupName(date: Date) {
	return `gallery-backup-${date.toISOString().replace(/[:.]/g, '-')}.tar.gz`
}

export function isBackupName(name: string) {
	return NAME.test(name)
}

/** The archives in BACKUP_DIR, newest first. */
export async function listBackups(dir: string): Promise<BackupListing[]> {
	let names: string[]
	try {
		names = await fsp.readdir(dir)
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
		throw error
	}
	const listed: BackupListing[] = []
	for (const name of names.filter(isBackupName).sort().reverse()) {
		const [, day, h, m, s, ms] = NAME.exec(name)!
		try {
			const stat = await fsp.stat(path.join(dir, name))
			if (stat.isFile()) listed.push({ name, size: stat.size, createdAt: `${day}T${h}:${m}:${s}.${ms}Z` })
		} catch {
			// removed meanwhile
		}
	}
	return listed
}

/**
 * Deletes all but the newest `keep` archives (returns their names), and any
 * temp file a killed backup left behind more than a day ago.
 */
export async function rotateBackups(dir: string, keep: number): Promise<string[]> {
	const old = (await listBackups(dir)).slice(keep).map((b) => b.name)
	await Promise.all(old.map((name) => fsp.rm(path.join(dir, name), { force: true })))
	const dayAgo = Date.now() - 24 * 60 * 60 * 1000
	for (const name of (await fsp.readdir(dir)).filter((n) => /^\.gallery-backup-.*\.partial$/.test(n))) {
		const stat = await fsp.stat(path.join(dir, name)).catch(() => null)
		if (stat && stat.mtimeMs < dayAgo) await fsp.rm(path.join(dir, name), { force: true })
	}
	return old
}

/**
 * Writes a file through `write` into a temp file beside `target`, syncs it,
 * lets `check` read it, and only then renames it into place: an interrupted or
 * failed backup never leaves a half-written archive under a backup's name.
 * Archives hold password hashes, so only the owner may read them.
 */
export async function writeAtomically<T>(
	target: string,
	write: (out: Writable) => Promise<T>,
	check?: (temp: string) => Promise<void>,
): Promise<T> {
	const folder = path.dirname(target)
	await fsp.mkdir(folder, { recursive: true })
	const temp = path.join(folder, `.${path.basename(target)}.${crypto.randomUUID()}.partial`)
	const out = fs.createWriteStream(temp, { flags: 'wx', mode: 0o600 })
	try {
		const result = await write(out)
		const handle = await fsp.open(temp, 'r+')
		try {
			await handle.sync()
		} finally {
			await handle.close()
		}
		await check?.(temp)
		await fsp.rename(temp, target)
		await syncFolder(folder)
		return result
	} catch (error) {
		if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()).destroy())
		await fsp.rm(temp, { force: true })
		throw error
	}
}
