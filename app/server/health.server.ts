import fs from 'node:fs/promises'
import { databasePath, readData } from '#app/data/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'

/**
 * What GET /api/health reports (runtime contract, section 4): the database
 * readable, in memory and on disk, and the uploads folder a folder the server
 * may write in. Each failing check is named, for the server log.
 */
export async function healthProblems(): Promise<string[]> {
	const checks: Array<[string, () => Promise<boolean>]> = [
		['the database is not loaded', async () => Boolean((await readData()).pages)],
		['the database file is not a readable file', () => isReadableFile(databasePath())],
		['UPLOADS_DIR is not a writable folder', () => isWritableFolder(getEnv().UPLOADS_DIR)],
	]
	const problems: string[] = []
	for (const [problem, check] of checks) {
		const ok = await check().catch(() => false)
		if (!ok) problems.push(problem)
	}
	return problems
}

async function isReadableFile(file: string) {
	if (!(await fs.stat(file)).isFile()) return false
	await fs.access(file, fs.constants.R_OK)
	return true
}

async function isWritableFolder(dir: string) {
	if (!(await fs.stat(dir)).isDirectory()) return false
	await fs.access(dir, fs.constants.W_OK | fs.constants.X_OK)
	return true
}
