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
import { BackupError, writeArchive } from './write-archive.server.ts'

/** Servers on the same database keep deleting images meanwhile: each attempt is a new moment. */
const POSTGRES_ATTEMPTS = 10

export type BackupResult = { file: string; size: number; counts: Record<string, number>; rotated: string[] }

/** The daily backup, in the server process: into BACKUP_DIR, then rotation. */
export async function backupIntoFolder(env: Env): Promise<BackupResult> {
	for (let attempt = 1; ; attempt++) {
		const file = path.join(env.BACKUP_DIR, backupName(new Date()))
		try {
			const manifest: Manifest = await writeAtomically(file, async (out) =>
				writeArchive(await takeSnapshot(env), env, out),
			)
			return finish(env, file, manifest.counts, true)
		} catch (error) {
			// Another server on the same database may delete an image this one still lists: taken again, a few times at most.
			if (!(env.DATABASE_URL && error instanceof BackupError && attempt < POSTGRES_ATTEMPTS)) throw error
		}
	}
}

/**
 * `npm run backup`, a separate process. With records in PostgreSQL
 * (DATABASE_URL), it reads them itself in one repeatable-read transaction,
 * however many servers write meanwhile, then the originals from the bucket or
 * UPLOADS_DIR. With the JSON store and a server running, the server takes the
 * snapshot (see control.server.ts); with none, this process takes the data
 * folder's lock, so no server starts meanwhile, and reads it at rest. The
 * archive is verified before it gets its name.
 */
export async function backupFromCommand(env: Env, out: string | null): Promise<BackupResult & { source: string }> {
	const file = out ?? path.join(env.BACKUP_DIR, backupName(new Date()))
	let source = 'DATA_DIR at rest'
	let counts: Record<string, number> = {}
	const write = () =>
		writeAtomically(
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
	for (let attempt = 1; ; attempt++) {
		try {
			await write()
			break
		} catch (error) {
			// A server on the same database deleted an image between the read of the records and that of its file:
			// the backup is taken again, from a later moment, a few times at most.
			if (!(env.DATABASE_URL && error instanceof BackupError && attempt < POSTGRES_ATTEMPTS)) throw error
		}
	}
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
