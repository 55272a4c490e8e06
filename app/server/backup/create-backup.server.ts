import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { type Writable } from 'node:stream'
import { acquireLock, lockHolder } from '#app/data/db.server.ts'
import { fileStorage } from '#app/data/file-storage/index.server.ts'
import { readSnapshotAtRest, readSnapshotFromPostgres, SnapshotError, takeSnapshot } from '#app/data/snapshot.server.ts'
import { type Env } from '#app/utils/env.server.ts'
import { backupName, rotateBackups, writeAtomically } from './backup-folder.server.ts'
import { requestArchive, ServerUnreachableError } from './control.server.ts'
import { type Manifest } from './manifest.server.ts'
import { verifyArchive } from './read-archive.server.ts'
import { writeArchive } from './write-archive.server.ts'

export type BackupResult = { file: string; size: number; counts: Record<string, number>; rotated: string[] }

/** The daily backup, in the server process: into BACKUP_DIR, then rotation. */
export async function backupIntoFolder(env: Env): Promise<BackupResult> {
	const file = path.join(env.BACKUP_DIR, backupName(new Date()))
	const manifest: Manifest = await writeAtomically(file, async (out) => {
		const snapshot = await takeSnapshot(env.BACKUP_DIR)
		try {
			return await writeArchive(snapshot, env, out)
		} finally {
			snapshot.release?.()
		}
	})
	return finish(env, file, manifest.counts, true)
}

/**
 * `npm run backup`, a separate process. With records in PostgreSQL
 * (DATABASE_URL), it reads them itself in one repeatable-read transaction,
 * however many servers write meanwhile, then the originals from the bucket or
 * UPLOADS_DIR (an image a server deletes meanwhile keeps its bytes for an
 * hour: app/data/file-storage/deleted-originals.ts). With the JSON store and
 * a server running, the server takes the snapshot (see control.server.ts),
 * with the same rule for deletions; with none, this process takes the data
 * folder's lock, so no server starts meanwhile, and reads it at rest. The
 * archive is verified before it gets its name.
 */
export async function backupFromCommand(env: Env, out: string | null): Promise<BackupResult & { source: string }> {
	const file = out ?? path.join(env.BACKUP_DIR, backupName(new Date()))
	let source = 'DATA_DIR at rest'
	let counts: Record<string, number> = {}
	await writeAtomically(
		file,
		async (stream) => {
			if (env.DATABASE_URL) {
				source = `PostgreSQL (one consistent read) and ${fileStorage(env).where}`
				await readPostgres(env, stream)
				return
			}
			source = lockHolder(env.DATA_DIR) ? 'the running server' : 'DATA_DIR at rest'
			if (source === 'the running server') await askServer(env, stream)
			else await readAtRest(env, stream)
		},
		async (temp) => {
			const handle = await fsp.open(temp, 'r')
			try {
				counts = (await verifyArchive(handle)).counts
			} finally {
				await handle.close()
			}
		},
	)
	return { ...(await finish(env, file, counts, out === null)), source }
}

async function askServer(env: Env, stream: Writable) {
	try {
		await requestArchive(env, stream)
	} catch (error) {
		if (!(error instanceof ServerUnreachableError)) throw error
		const holder = lockHolder(env.DATA_DIR)
		throw new SnapshotError(
			`a server (pid ${holder?.pid ?? '?'}) holds DATA_DIR but its backup socket ${error.message}; run the command as the server's user, with the server's DATA_DIR`,
		)
	}
}

async function readPostgres(env: Env, stream: Writable) {
	await writeArchive(await readSnapshotFromPostgres(env), env, stream)
}

async function readAtRest(env: Env, stream: Writable) {
	if (!fs.existsSync(env.DATA_DIR)) {
		throw new SnapshotError(`DATA_DIR (${env.DATA_DIR}) does not exist: there is nothing to back up`)
	}
	const lock = acquireLock(env.DATA_DIR)
	try {
		await writeArchive(await readSnapshotAtRest(env), env, stream)
	} finally {
		lock.release()
	}
}

async function finish(env: Env, file: string, counts: Record<string, number>, inFolder: boolean) {
	const { size } = await fsp.stat(file)
	const rotated = inFolder ? await rotateBackups(env.BACKUP_DIR, env.BACKUP_KEEP) : []
	return { file, size, counts, rotated }
}
