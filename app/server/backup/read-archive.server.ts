import crypto from 'node:crypto'
import { type FileHandle } from 'node:fs/promises'
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
 */
export class ArchiveProblem extends Error {
	override name = 'ArchiveProblem'
}

export type VerifiedArchive = {
	manifest: Manifest
	/** The database files, paths relative to DATA_DIR. */
	dataFiles: SnapshotFile[]
	/** The upload entries, paths relative to the archive (`uploads/…`). */
	uploads: ManifestFile[]
	counts: Record<string, number>
}

const MAX_MANIFEST_BYTES = 64 * 1024 * 1024

export async function verifyArchive(handle: FileHandle): Promise<VerifiedArchive> {
	let manifest: Manifest | undefined
	let listed = new Map<string, ManifestFile>()
	const seen = new Set<string>()
	const dataFiles: SnapshotFile[] = []
	await readEntries(handle, async (entry, index) => {
		if (index === 0) {
			if (entry.path !== MANIFEST_PATH || entry.type !== 'File' || entry.size > MAX_MANIFEST_BYTES) {
				throw new ArchiveProblem('it is not a gallery backup (it does not begin with manifest.json)')
			}
			const parsed = parseManifest(await collect(entry))
			if (!parsed.ok) throw new ArchiveProblem(parsed.problem)
			manifest = parsed.manifest
			listed = new Map(manifest.files.map((f) => [f.path, f]))
			return
		}
		const expected = checkEntry(entry, listed, seen)
		const keep = entry.path.startsWith('data/')
		const { digest, bytes } = await hashEntry(entry, keep)
		if (digest !== expected.sha256)
			throw new ArchiveProblem(`the checksum of ${entry.path} does not match its manifest`)
		if (keep) dataFiles.push({ path: entry.path.slice('data/'.length), bytes: bytes! })
	})
	if (!manifest) throw new ArchiveProblem('it is not a gallery backup (it has no manifest.json)')
	const missing = manifest.files.find((f) => !seen.has(f.path))
	if (missing) throw new ArchiveProblem(`it lacks ${missing.path}, which its manifest lists`)
	const checked = checkSnapshot(manifest.layout, dataFiles)
	if (!checked.ok) throw new ArchiveProblem(`its database failed validation: ${checked.problem}`)
	const absent = checked.uploads.find((name) => !listed.has(`uploads/${name}`))
	if (absent) throw new ArchiveProblem(`it lacks uploads/${absent}, which its database references`)
	return {
		manifest,
		dataFiles,
		uploads: manifest.files.filter((f) => f.path.startsWith('uploads/')),
		counts: checked.counts,
	}
}

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
	if (failure) throw toProblem(failure)
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

export async function hashEntry(entry: ReadEntry, keep: boolean) {
	const hash = crypto.createHash('sha256')
	const chunks: Buffer[] = []
	for await (const chunk of entry) {
		hash.update(chunk as Buffer)
		if (keep) chunks.push(chunk as Buffer)
	}
	return { digest: hash.digest('hex'), bytes: keep ? Buffer.concat(chunks) : undefined }
}
