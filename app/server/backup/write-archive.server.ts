import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable, type Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import { Header, Pax } from 'tar'
import { type Snapshot } from '#app/data/snapshot.server.ts'
import { type Env } from '#app/utils/env.server.ts'
import { APP_VERSION, FORMAT, FORMAT_VERSION, MANIFEST_PATH, type Manifest } from './manifest.server.ts'

/**
 * Writes a snapshot as one `.tar.gz`: `manifest.json` first, then the database
 * files under `data/`, then the original uploads under `uploads/`. Every entry
 * is a plain file (no folders, links or owners). Uploads are read twice: once
 * to checksum them for the manifest, once into the archive (checked again).
 * The snapshot is released (deferred deletions go ahead) once the archive is written.
 */
export class BackupError extends Error {
	override name = 'BackupError'
}

type Source = { path: string; size: number; sha256: string; bytes?: Buffer; file?: string }

export async function writeArchive(snapshot: Snapshot, env: Env, out: Writable): Promise<Manifest> {
	try {
		const sources: Source[] = snapshot.files.map((f) => ({
			path: `data/${f.path}`,
			size: f.bytes.length,
			sha256: sha256(f.bytes),
			bytes: f.bytes,
		}))
		for (const name of snapshot.uploads) {
			const file = path.join(env.UPLOADS_DIR, name)
			sources.push({ path: `uploads/${name}`, file, ...(await hashFile(file, name)) })
		}
		const mtime = new Date()
		const manifest: Manifest = {
			format: FORMAT,
			format_version: FORMAT_VERSION,
			created_at: mtime.toISOString(),
			app_version: APP_VERSION,
			layout: snapshot.layout,
			counts: snapshot.counts,
			files: sources.map(({ path, size, sha256 }) => ({ path, size, sha256 })),
		}
		const manifestBytes = Buffer.from(JSON.stringify(manifest, null, '\t'))
		const entries = [{ path: MANIFEST_PATH, size: manifestBytes.length, sha256: '', bytes: manifestBytes }, ...sources]
		await pipeline(Readable.from(tarStream(entries, mtime)), zlib.createGzip(), out)
		return manifest
	} finally {
		await snapshot.release()
	}
}

async function* tarStream(entries: Source[], mtime: Date) {
	for (const entry of entries) {
		yield entryHeader(entry.path, entry.size, mtime)
		if (entry.bytes) {
			yield entry.bytes
		} else {
			const hash = crypto.createHash('sha256')
			let size = 0
			for await (const chunk of fs.createReadStream(entry.file!)) {
				hash.update(chunk as Buffer)
				size += (chunk as Buffer).length
				yield chunk as Buffer
			}
			if (size !== entry.size || hash.digest('hex') !== entry.sha256) {
				throw new BackupError(`${entry.path} changed while it was being backed up`)
			}
		}
		const padding = (512 - (entry.size % 512)) % 512
		if (padding) yield Buffer.alloc(padding)
	}
	// Two zero blocks end a tar archive.
	yield Buffer.alloc(1024)
}

function entryHeader(entryPath: string, size: number, mtime: Date) {
	const fields = {
		path: entryPath,
		size,
		mtime,
		mode: 0o644,
		uid: 0,
		gid: 0,
		uname: '',
		gname: '',
		type: 'File' as const,
	}
	const header = new Header(fields)
	header.encode()
	// Paths over 100 characters go in a pax extended header before the entry's own.
	const pax = header.needPax ? new Pax({ path: entryPath, size, mtime }).encode() : Buffer.alloc(0)
	return Buffer.concat([pax, header.block!])
}

async function hashFile(file: string, name: string) {
	const hash = crypto.createHash('sha256')
	let size = 0
	try {
		for await (const chunk of fs.createReadStream(file)) {
			hash.update(chunk as Buffer)
			size += (chunk as Buffer).length
		}
	} catch (error) {
		const code = (error as NodeJS.ErrnoException).code
		if (code === 'ENOENT') {
			throw new BackupError(
				`the database references the upload ${name}, but UPLOADS_DIR has no such file; delete that image in the back office or put the file back`,
			)
		}
		throw error
	}
	return { size, sha256: hash.digest('hex') }
}

export function sha256(bytes: Buffer) {
	return crypto.createHash('sha256').update(bytes).digest('hex')
}
