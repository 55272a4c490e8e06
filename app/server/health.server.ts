import fs from 'node:fs/promises'
import path from 'node:path'
import { storageHealthy } from '#app/data/db.server.ts'
import { fileStorage } from '#app/data/file-storage/index.server.ts'
import { getEnv } from '#app/utils/env.server.ts'

/**
 * What GET /api/health reports (docs/api.md): the database
 * loaded and able to store changes, the uploads folder a folder the server
 * may write in, and with S3_BUCKET the bucket reachable (a HeadBucket at most
 * every few seconds). "Able" is checked on the disk itself: each folder takes a small
 * synced write, and its file system has room for what a write needs (a journal
 * line or a snapshot in DATA_DIR, an upload in UPLOADS_DIR); so a full disk
 * answers 503 while the writes it refuses fail, and 200 again once there is
 * room. Each failing check is named, for the server log.
 */
export async function healthProblems(): Promise<string[]> {
	const env = getEnv()
	const checks: Array<[string, () => Promise<boolean>]> = [
		['the database is not loaded, or its folder or journal cannot take changes', storageHealthy],
		['UPLOADS_DIR is not a writable folder', () => isWritableFolder(env.UPLOADS_DIR)],
	]
	const problems: string[] = []
	for (const [problem, check] of checks) {
		const ok = await check().catch(() => false)
		if (!ok) problems.push(problem)
	}
	// With a bucket, UPLOADS_DIR still holds uploads while they are checked.
	const storage = fileStorage()
	if (storage.kind === 'bucket') {
		const problem = await storage.problem().catch((error: Error) => `${storage.where}: ${error.message}`)
		if (problem) problems.push(problem)
	}
	if (problems.length) return problems
	for (const [name, dir, minFree] of [
		['DATA_DIR', env.DATA_DIR, DATA_MIN_FREE],
		['UPLOADS_DIR', env.UPLOADS_DIR, UPLOADS_MIN_FREE],
	] as const) {
		const problem = await diskProblem(name, dir, minFree)
		if (problem) problems.push(problem)
	}
	return problems
}

async function isWritableFolder(dir: string) {
	if (!(await fs.stat(dir)).isDirectory()) return false
	await fs.access(dir, fs.constants.W_OK | fs.constants.X_OK)
	return true
}

const MiB = 1024 * 1024
// Room a write needs: DATA_DIR takes journal lines and, when they are folded, new snapshot files.
const DATA_MIN_FREE = 1 * MiB
// UPLOADS_DIR takes uploads of up to 10 MiB each, and their variants and tiles.
const UPLOADS_MIN_FREE = 11 * MiB
const PROBE = '.health-probe'
const PROBE_BYTES = 4096
// A monitor (or anyone) asking often gets the last answer: at most one probe write a second per folder.
const PROBE_EVERY_MS = 1000
const lastProbe = new Map<string, { at: number; problem: string | null }>()

/** Whether a folder's disk takes writes now: enough room, and a small write synced and removed. */
async function diskProblem(name: string, dir: string, minFree: number): Promise<string | null> {
	const cached = lastProbe.get(dir)
	if (cached && Date.now() - cached.at < PROBE_EVERY_MS) return cached.problem
	let problem: string | null = null
	try {
		const stats = await fs.statfs(dir)
		const free = stats.bavail * stats.bsize
		if (free < minFree) problem = `${name} (${dir}) is on a disk with ${Math.floor(free / 1024)} KiB free: writes fail`
		else await probeWrite(path.join(dir, PROBE))
	} catch (error) {
		problem = `${name} (${dir}) refuses writes (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`
	}
	lastProbe.set(dir, { at: Date.now(), problem })
	return problem
}

async function probeWrite(file: string) {
	try {
		const handle = await fs.open(file, 'w', 0o600)
		try {
			await handle.writeFile(Buffer.alloc(PROBE_BYTES))
			await handle.datasync()
		} finally {
			await handle.close()
		}
	} finally {
		await fs.rm(file, { force: true })
	}
}
