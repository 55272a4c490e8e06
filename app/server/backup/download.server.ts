import fsp from 'node:fs/promises'
import path from 'node:path'
import { createReadableStreamFromReadable } from '@react-router/node'
import { getEnv } from '#app/utils/env.server.ts'
import { listBackups } from './backup-folder.server.ts'

/**
 * A backup from BACKUP_DIR as a download, streamed from disk. Only a name the
 * listing holds reaches the disk, so no query can name another file.
 */
export async function backupDownload(name: string | null) {
	const { BACKUP_DIR } = getEnv()
	const backups = await listBackups(BACKUP_DIR)
	const backup = name === null ? backups[0] : backups.find((b) => b.name === name)
	if (!backup) return notFound(name === null ? 'There is no backup yet.' : 'No such backup.')
	let handle: fsp.FileHandle
	try {
		handle = await fsp.open(path.join(BACKUP_DIR, backup.name), 'r')
	} catch {
		return notFound('No such backup.')
	}
	const stream = handle.createReadStream()
	return new Response(createReadableStreamFromReadable(stream), {
		headers: {
			'Content-Type': 'application/gzip',
			'Content-Length': String(backup.size),
			'Content-Disposition': `attachment; filename="${backup.name}"`,
			'Cache-Control': 'no-store',
			'X-Content-Type-Options': 'nosniff',
		},
	})
}

function notFound(text: string) {
	return new Response(text, {
		status: 404,
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
	})
}
