import fs from 'node:fs'
import fsp from 'node:fs/promises'
import { type Readable, Transform, Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import yauzl, { type Entry, type ZipFile } from 'yauzl'
import { uploadFileBytes } from '#app/server/body-limits.server.ts'
import { ImportStopped } from './errors.server.ts'

/** Entries a zip may hold. */
export const MAX_ZIP_ENTRIES = 10_000
/** What all its entries may expand to together: 1 GB. */
export const MAX_EXPANDED_BYTES = 1024 ** 3

/**
 * One file of the zip: its path in the zip, and the temp file it was written to (only if wanted, within the upload bound (UPLOAD_MAX_MB)
 * and not `hidden`: a dot file or macOS metadata, which archivers add beside the images).
 */
export type ZipFileEntry = { name: string; size: number; path: string | null; tooLarge: boolean; hidden: boolean }

const escapes = (name: string) => `The zip holds an entry that escapes its folder (${name}): nothing was imported`

/**
 * Reads a zip of images (docs/admin.md, 'Import and export'), entry by entry,
 * writing the entries `wanted` says to keep into temp files (`tempPath()`).
 * Stops the whole import (ImportStopped, every temp file removed) on an entry
 * whose name escapes its folder (`..`, an absolute path, a backslash), a link,
 * a size that does not match what it declares (checked by yauzl and counted
 * here while inflating), more than 1 GB expanded in all, or more than 10,000 entries.
 * An entry over 10 MiB is not inflated: it is listed as `tooLarge`.
 */
export async function unpackZip(
	zipPath: string,
	wanted: (name: string) => boolean,
	tempPath: () => string,
): Promise<ZipFileEntry[]> {
	const found: ZipFileEntry[] = []
	try {
		const zip = await openZip(zipPath)
		try {
			if (zip.entryCount > MAX_ZIP_ENTRIES)
				throw new ImportStopped(
					`The zip holds more than ${MAX_ZIP_ENTRIES.toLocaleString('en-US')} entries: nothing was imported`,
				)
			// The central directory first: links and the declared sizes added up before anything is inflated.
			const entries: Entry[] = []
			let declared = 0
			for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
				if (isLink(entry))
					throw new ImportStopped(`The zip holds a link (${entry.fileName}): links are refused, nothing was imported`)
				if (entry.fileName.endsWith('/')) continue
				declared += entry.uncompressedSize
				if (declared > MAX_EXPANDED_BYTES)
					throw new ImportStopped('The zip expands to more than 1 GB: nothing was imported')
				entries.push(entry)
			}
			let expanded = 0
			for (const entry of entries) {
				const name = entry.fileName
				const hidden = isHidden(name)
				if (entry.uncompressedSize > uploadFileBytes()) {
					found.push({ name, size: entry.uncompressedSize, path: null, tooLarge: true, hidden })
					continue
				}
				const keep = wanted(name) && !hidden
				const file: ZipFileEntry = { name, size: 0, path: keep ? tempPath() : null, tooLarge: false, hidden }
				found.push(file)
				const budget = Math.min(uploadFileBytes(), MAX_EXPANDED_BYTES - expanded)
				file.size = await inflate(zip, entry, file.path, budget)
				expanded += file.size
			}
		} finally {
			zip.close()
		}
		return found
	} catch (error) {
		await Promise.all(found.map((f) => (f.path ? fsp.rm(f.path, { force: true }) : null)))
		if (error instanceof ImportStopped) throw error
		throw new ImportStopped(zipProblem(error as Error))
	}
}

/** yauzl's refusals in the words of the back office. */
function zipProblem(error: Error) {
	const message = error.message
	const name = /^(?:invalid characters in fileName|absolute path|invalid relative path): (.*)$/.exec(message)
	if (name) return escapes(name[1]!)
	if (/bytes in the stream|size mismatch|uncompressed size/i.test(message))
		return `The zip holds an entry whose size does not match what it declares: nothing was imported`
	return `The zip could not be read (${message}): nothing was imported`
}

function openZip(file: string): Promise<ZipFile> {
	return new Promise((resolve, reject) =>
		yauzl.open(
			file,
			{ lazyEntries: true, validateEntrySizes: true, autoClose: false, decodeStrings: true, strictFileNames: true },
			(error, zip) => (error ? reject(error) : resolve(zip)),
		),
	)
}

/** The next entry, or null at the end; an entry yauzl refuses (a name that escapes) rejects. */
function nextEntry(zip: ZipFile): Promise<Entry | null> {
	return new Promise((resolve, reject) => {
		const cleanup = () => {
			zip.off('entry', onEntry)
			zip.off('end', onEnd)
			zip.off('error', onError)
		}
		const onEntry = (entry: Entry) => (cleanup(), resolve(entry))
		const onEnd = () => (cleanup(), resolve(null))
		const onError = (error: Error) => (cleanup(), reject(error))
		zip.on('entry', onEntry)
		zip.on('end', onEnd)
		zip.on('error', onError)
		zip.readEntry()
	})
}

/** A symbolic link, from the Unix mode in the entry's external attributes. */
function isLink(entry: Entry) {
	return ((entry.externalFileAttributes >>> 16) & 0o170000) === 0o120000
}

/** macOS and dot files that archivers add beside the images. */
function isHidden(name: string) {
	return name.startsWith('__MACOSX/') || name.split('/').some((part) => part.startsWith('.'))
}

/** Inflates one entry into `target` (or nowhere), counting its bytes: past `budget` or unlike what it declares, it stops. */
async function inflate(zip: ZipFile, entry: Entry, target: string | null, budget: number): Promise<number> {
	const stream = await new Promise<Readable>((resolve, reject) =>
		zip.openReadStream(entry, (error, s) => (error ? reject(error) : resolve(s))),
	)
	let count = 0
	const counter = new Transform({
		transform(chunk: Buffer, _encoding, done) {
			count += chunk.length
			if (count > entry.uncompressedSize) return done(new Error('too many bytes in the stream'))
			if (count > budget) return done(new ImportStopped('The zip expands to more than 1 GB: nothing was imported'))
			done(null, target ? chunk : undefined)
		},
	})
	const sink = target
		? fs.createWriteStream(target, { flags: 'wx', mode: 0o644 })
		: new Writable({ write: (_chunk, _encoding, done) => done() })
	await pipeline(stream, counter, sink)
	if (count !== entry.uncompressedSize) throw new Error('not enough bytes in the stream')
	if (target) {
		// On disk before the write that records it, as an upload is.
		const handle = await fsp.open(target, 'r+')
		await handle.sync().finally(() => handle.close())
	}
	return count
}
