import fs from 'node:fs/promises'
import { storageHealthy } from '#app/data/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'

/**
 * What GET /api/health reports (runtime contract, section 4): the database
 * loaded and able to store changes, and the uploads folder a folder the server
 * may write in. Each failing check is named, for the server log.
 */
export async function healthProblems(): Promise<string[]> {
	const checks: Array<[string, () => Promise<boolean>]> = [
		['the database is not loaded, or its folder or journal cannot take changes', storageHealthy],
		['UPLOADS_DIR is not a writable folder', () => isWritableFolder(getEnv().UPLOADS_DIR)],
	]
	const problems: string[] = []
	for (const [problem, check] of checks) {
		const ok = await check().catch(() => false)
		if (!ok) problems.push(problem)
	}
	return problems
}

async function isWritableFolder(dir: string) {
	if (!(await fs.stat(dir)).isDirectory()) return false
	await fs.access(dir, fs.constants.W_OK | fs.constants.X_OK)
	return true
}
