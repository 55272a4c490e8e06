import crypto from 'node:crypto'
import fsp, { type FileHandle } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Parser, type ReadEntry } from 'tar'
import { checkSnapshot, type SnapshotFile } from '#app/data/snapshot.server.ts'
import { unsafeArchivePath } from '#app/utils/archive-path.ts'
import { MANIFEST_PATH, type Manifest, type ManifestFile, parseManifest } from './manifest.server.ts'

/**
 * Reads a backup archive without writing anything: every entry must be a
 * plain file at a safe path that the manifest lists with the same size and
 * SHA-256, every listed file must be there, and the database must pass the
 * loader's own validation and find every upload it references. Any failure is
 * an ArchiveProblem whose message completes "… is not a usable backup: ".
 *
 * Nothing an archive holds is trusted with memory: entries are hashed as they
 * stream, the database goes to a private temp file and is read back only once
 * its checksum matched and its size is one this version can load, and the
 * uploads' names are checked (no file that is also a folder, no name too long)
 * before a restore writes any of them. Files made from the originals (variants,
 * tiles, `info.json`) are never restored from an archive: they are left out and
 * made again.
 */
export class ArchiveProblem extends Error {
	override name = 'ArchiveProblem'
}

export type VerifiedArchive = {
	manifest: Manifest
	/** The database files, paths relative to DATA_DIR. */
	dataFiles: SnapshotFile[]
	/** The upload entries to restore, paths relative to the archive (`uploads/…`); derived files are left out. */
	uploads: ManifestFile[]
	/** Derived files the archive holds (checked, never restored). */
	derived: ManifestFile[]
	counts: Record<string, number>
}

const MAX_MANIFEST_BYTES = 64 * 1024 * 1024
/**
 * The largest database a restore reads (the loader holds it whole): about
 * seven times that of a grown gallery (10,000 artworks, 100,000
 * subscribers: docs/operations.md, 'At scale'), and well below what one JSON text may be in Node.
 */
export const MAX_DATABASE_BYTES = 256 * 1024 * 1024
/** Longest name of one file or folder on the file systems a server uses (NAME_MAX). */
const MAX_NAME_BYTES = 255

/** Files made from the originals: never taken from an archive. */
export function isDerivedPath(archivePath: string) {
	return archivePath.startsWith('uploads/derived/') || archivePath.startsWith('uploads/variants/')
}

export async function verifyArchive(handle: FileHandle): Promise<VerifiedArchive> {
	let manifest: Manifest | undefined
	let listed = new Map<string, ManifestFile>()
	const seen = new Set<string>()
	const staged: { path: string; file: string }[] = []
	const stage = await fsp.mkdtemp(path.join(os.tmpdir(), 'gallery-restore-'))
	try {
		await readEntries(handle, async (entry, index) => {
			if (index === 0) {
				if (entry.path !== MANIFEST_PATH || entry.type !== 'File' || entry.size > MAX_MANIFEST_BYTES) {
					throw new ArchiveProblem('it is not a gallery backup (it does not begin with manifest.json)')
				}
				const parsed = parseManifest(await collect(entry))
				if (!parsed.ok) throw new ArchiveProblem(parsed.problem)
				manifest = parsed.manifest
				listed = new Map(manifest.files.map((f) => [f.path, f]))
				const problem = layoutProblem(manifest.files)
				if (problem) throw new ArchiveProblem(problem)
				return
			}
			const expected = checkEntry(entry, listed, seen)
			const file = entry.path.startsWith('data/') ? path.join(stage, `${staged.length}.part`) : null
			const digest = await hashEntry(entry, file)
			if (digest !== expected.sha256)
				throw new ArchiveProblem(`the checksum of ${entry.path} does not match its manifest`)
			if (file) staged.push({ path: entry.path.slice('data/'.length), file })
		})
		if (!manifest) throw new ArchiveProblem('it is not a gallery backup (it has no manifest.json)')
		const missing = manifest.files.find((f) => !seen.has(f.path))
		if (missing) throw new ArchiveProblem(`it lacks ${missing.path}, which its manifest lists`)
		// Read back only now: the checksum matched and the size is one the loader can hold.
		const dataFiles: SnapshotFile[] = []
		for (const { path: name, file } of staged) dataFiles.push({ path: name, bytes: await fsp.readFile(file) })
		const checked = checkSnapshot(manifest.layout, dataFiles)
		if (!checked.ok) throw new ArchiveProblem(`its database failed validation: ${checked.problem}`)
		const absent = checked.uploads.find((name) => !listed.has(`uploads/${name}`) || isDerivedPath(`uploads/${name}`))
		if (absent) throw new ArchiveProblem(`it lacks uploads/${absent}, which its database references`)
		const uploads = manifest.files.filter((f) => f.path.startsWith('uploads/'))
		return {
			manifest,
			dataFiles,
			uploads: uploads.filter((f) => !isDerivedPath(f.path)),
			derived: uploads.filter((f) => isDerivedPath(f.path)),
			counts: checked.counts,
		}
	} finally {
		await fsp.rm(stage, { recursive: true, force: true })
	}
}

/**
 * What would stop the files from being written where they go: a path that is
 * a file and also the folder of another (`uploads/zz` and `uploads/zz/b`), or
 * a name longer than a file system allows.
 */
function layoutProblem(files: ManifestFile[]): string | null {
	const paths = new Set(files.map((f) => f.path))
	for (const file of files) {
		const segments = file.path.split('/')
		const long = segments.find((s) => Buffer.byteLength(s) > MAX_NAME_BYTES)
		if (long) {
			return `it holds a name of ${Buffer.byteLength(long)} bytes (${file.path.slice(0, 60)}…); no file system takes more than ${MAX_NAME_BYTES}`
		}
		for (let i = 1; i < segments.length; i++) {
			const folder = segments.slice(0, i).join('/')
			if (paths.has(folder)) return `it holds ${folder} both as a file and as the folder of ${file.path}`
		}
		if (file.path.startsWith('data/') && file.size > MAX_DATABASE_BYTES) {
			return `its database file ${file.path} is ${formatMiB(file.size)}, more than a restore reads (${formatMiB(MAX_DATABASE_BYTES)})`
		}
	}
	return null
}

const formatMiB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`

function checkEntry(entry: ReadEntry, listed: Map<string, ManifestFile>, seen: Set<string>): ManifestFile {
	if (entry.type !== 'File')
		throw new ArchiveProblem(`it holds ${entry.path}, a ${describeType(entry.type)}, not a file`)
	const unsafe = unsafeArchivePath(entry.path)
	if (unsafe || entry.path === MANIFEST_PATH) {
		throw new ArchiveProblem(`it holds ${JSON.stringify(entry.path)}, ${unsafe ?? 'a second manifest'}`)
	}
	const expected = listed.get(entry.path)
	if (!expected) throw new ArchiveProblem(`it holds ${entry.path}, which its manifest does not list`)
	if (seen.has(entry.path)) throw new ArchiveProblem(`it holds ${entry.path} twice`)
	seen.add(entry.path)
	if (entry.size !== expected.size) throw new ArchiveProblem(`the size of ${entry.path} does not match its manifest`)
	return expected
}

function describeType(type: string) {
	return { SymbolicLink: 'symbolic link', Link: 'hard link', Directory: 'folder' }[type] ?? `special entry (${type})`
}

/**
 * Feeds the archive through tar's parser, one entry at a time: the next entry
 * comes only when `onEntry` has read this one. Stops at the first problem.
 */
export async function readEntries(
	handle: FileHandle,
	onEntry: (entry: ReadEntry, index: number) => Promise<void>,
): Promise<void> {
	const parser = new Parser({ strict: true })
	let failure: unknown
	// A handler's own failure (a full disk, say) is reported as it is, not as a damaged archive.
	let handlerFailure = false
	// Entries are handled strictly one after another, each after the previous handler has finished.
	let chain = Promise.resolve()
	let index = 0
	const done = new Promise<void>((resolve, reject) => {
		parser.on('end', resolve)
		parser.on('error', reject)
	})
	done.catch((error) => (failure ??= error))
	parser.on('entry', (entry: ReadEntry) => {
		const position = index++
		chain = chain.then(async () => {
			if (failure) return void entry.resume()
			await onEntry(entry, position).catch((error) => {
				if (failure === undefined) handlerFailure = true
				failure ??= error
				entry.resume()
				parser.abort(error instanceof Error ? error : new Error(String(error)))
			})
		})
	})
	for await (const chunk of handle.createReadStream({ start: 0, autoClose: false })) {
		if (failure) break
		if (!parser.write(chunk as Buffer)) {
			await new Promise<void>((resolve) => {
				const settle = () => {
					parser.off('drain', settle)
					parser.off('error', settle)
					resolve()
				}
				parser.on('drain', settle)
				parser.on('error', settle)
			})
		}
	}
	if (!failure) {
		parser.end()
		await done.catch(() => {})
	}
	// After a failure an entry may never end: its reader is left behind, not awaited.
	if (!failure) await chain
	if (failure) throw handlerFailure ? failure : toProblem(failure)
}

function toProblem(error: unknown): ArchiveProblem {
	if (error instanceof ArchiveProblem) return error
	const message = error instanceof Error ? error.message : String(error)
	if (/Unrecognized archive format/i.test(message)) return new ArchiveProblem('it is not a .tar.gz archive')
	return new ArchiveProblem(`it is damaged or truncated (${message.replace(/^TAR_[A-Z_]+: /, '')})`)
}

async function collect(entry: ReadEntry): Promise<Buffer> {
	const chunks: Buffer[] = []
	for await (const chunk of entry) chunks.push(chunk as Buffer)
	return Buffer.concat(chunks)
}

/** The SHA-256 of an entry, hashed as it streams; with `file`, its bytes also go there (never held whole). */
export async function hashEntry(entry: ReadEntry, file: string | null) {
	const hash = crypto.createHash('sha256')
	const out = file ? await fsp.open(file, 'wx', 0o600) : null
	try {
		for await (const chunk of entry) {
			hash.update(chunk as Buffer)
			if (out) await out.write(chunk as Buffer)
		}
	} finally {
		await out?.close()
	}
	return hash.digest('hex')
}
