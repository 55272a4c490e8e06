import crypto from 'node:crypto'
import { type FileHandle } from 'node:fs/promises'
import { Readable, type Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import { Header, Pax } from 'tar'
import { type Snapshot } from '#app/data/snapshot.server.ts'
import { type FileStorage, fileStorage, readOriginal } from '#app/data/file-storage/index.server.ts'
import { type Env } from '#app/utils/env.server.ts'
import { APP_VERSION, FORMAT, FORMAT_VERSION, MANIFEST_PATH, type Manifest } from './manifest.server.ts'

/**
 * Writes a snapshot as one `.tar.gz`: `manifest.json` first, then the database
 * files under `data/`, then the original uploads under `uploads/`. Every entry
 * is a plain file (no folders, links or owners). Uploads are read twice: once
 * to checksum them for the manifest, once into the archive (checked again).
 * An original deleted since the snapshot's moment is read where the deletion
 * keeps it for an hour (readOriginal), so deletions on any server never make
 * a backup fail; a backup that takes longer than that to read them may.
 */
export class BackupError extends Error {
	override name = 'BackupError'
}

const GONE =
	'was deleted while it was being backed up, more than an hour before it was read (a backup must read every original within the hour deleted ones are kept)'

type Source = { path: string; size: number; sha256: string; bytes?: Buffer; spooled?: FileHandle; key?: string }

export async function writeArchive(snapshot: Snapshot, env: Env, out: Writable): Promise<Manifest> {
	const storage = fileStorage(env)
	const sources: Source[] = snapshot.files.map((f) =>
		'bytes' in f
			? { path: `data/${f.path}`, size: f.bytes.length, sha256: sha256(f.bytes), bytes: f.bytes }
			: { path: `data/${f.path}`, size: f.size, sha256: f.sha256, spooled: f.handle },
	)
	for (const name of snapshot.uploads) {
		sources.push({ path: `uploads/${name}`, key: name, ...(await hashFile(storage, name)) })
	}
	const mtime = new Date()
	const manifest: Manifest = {
		format: FORMAT,
		format_version: FORMAT_VERSION,
		created_at: mtime.toISOString(),
		app_version: APP_VERSION,
		layout: snapshot.layout,
		counts: snapshot.counts,
		source: { records: env.DATABASE_URL ? 'postgresql' : 'json-store', files: storage.kind },
		files: sources.map(({ path, size, sha256 }) => ({ path, size, sha256 })),
	}
	const manifestBytes = Buffer.from(JSON.stringify(manifest, null, '\t'))
	const entries = [{ path: MANIFEST_PATH, size: manifestBytes.length, sha256: '', bytes: manifestBytes }, ...sources]
	await pipeline(Readable.from(tarStream(storage, entries, mtime)), zlib.createGzip(), out)
	return manifest
}

async function* tarStream(storage: FileStorage, entries: Source[], mtime: Date) {
	for (const entry of entries) {
		yield entryHeader(entry.path, entry.size, mtime)
		if (entry.bytes) {
			yield entry.bytes
		} else if (entry.spooled) {
			// Written by this server a moment ago, and hashed then: streamed as it is, never whole in memory.
			let size = 0
			for await (const chunk of entry.spooled.createReadStream({ start: 0, autoClose: false })) {
				size += (chunk as Buffer).length
				yield chunk as Buffer
			}
			if (size !== entry.size) throw new BackupError(`${entry.path} changed while it was being backed up`)
		} else {
			const hash = crypto.createHash('sha256')
			let size = 0
			const stored = await readOriginal(storage, entry.key!)
			if (!stored) throw new BackupError(`${entry.path} ${GONE}`)
			for await (const chunk of stored.body) {
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

async function hashFile(storage: FileStorage, name: string) {
	const hash = crypto.createHash('sha256')
	let size = 0
	const stored = await readOriginal(storage, name)
	if (!stored) {
		throw new BackupError(
			`the database references the upload ${name}, but ${storage.where} has no such file (nor one deleted within the hour); delete that image in the back office or put the file back`,
		)
	}
	for await (const chunk of stored.body) {
		hash.update(chunk as Buffer)
		size += (chunk as Buffer).length
	}
	return { size, sha256: hash.digest('hex') }
}

export function sha256(bytes: Buffer) {
	return crypto.createHash('sha256').update(bytes).digest('hex')
}
