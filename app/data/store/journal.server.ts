import fsp from 'node:fs/promises'
import path from 'node:path'
import { syncFolder } from '#app/data/durable-file.server.ts'
import { type ChangeWriter } from './store.server.ts'
import { type Op } from './units.ts'

/**
 * The append-only journal: one JSON line per acknowledged change, in files
 * ("segments") named by the number of their first change. A change is
 * acknowledged only after its line is synced; a crash during the append
 * leaves at most a torn last line, which was never acknowledged and is cut
 * off on the next start. Each server start writes to a segment of its own.
 */
export type Entry = { seq: number; at: string; ops: Op[] }

const SEGMENT = /^journal-(\d{12})\.jsonl$/

export function segmentName(firstSeq: number) {
	return `journal-${String(firstSeq).padStart(12, '0')}.jsonl`
}

export type Segment = { file: string; name: string; first: number; bytes: number }

export async function listSegments(dir: string): Promise<Segment[]> {
	const segments: Segment[] = []
	for (const name of await fsp.readdir(dir)) {
		const match = SEGMENT.exec(name)
		if (!match) continue
		const file = path.join(dir, name)
		segments.push({ file, name, first: Number(match[1]), bytes: (await fsp.stat(file)).size })
	}
	return segments.sort((a, b) => a.first - b.first)
}

export type SegmentLine = { line: number; value: unknown } | { line: number; error: string }

/**
 * The lines of a segment, and the length of its whole lines. A last line
 * without its newline is a torn append: it was never acknowledged, is not
 * returned, and `cutTornTail` removes it.
 */
export async function readSegment(segment: Segment): Promise<{ lines: SegmentLine[]; wholeBytes: number }> {
	const bytes = await fsp.readFile(segment.file)
	const lines: SegmentLine[] = []
	let start = 0
	for (let end = bytes.indexOf(10); end !== -1; end = bytes.indexOf(10, start)) {
		const line = lines.length + 1
		try {
			lines.push({ line, value: JSON.parse(bytes.toString('utf8', start, end)) })
		} catch (error) {
			lines.push({ line, error: (error as Error).message })
		}
		start = end + 1
	}
	return { lines, wholeBytes: start }
}

export async function cutTornTail(segment: Segment, wholeBytes: number) {
	if (wholeBytes >= segment.bytes) return
	const handle = await fsp.open(segment.file, 'r+')
	try {
		await handle.truncate(wholeBytes)
		await handle.sync()
	} finally {
		await handle.close()
	}
	segment.bytes = wholeBytes
}

export class JournalWriter implements ChangeWriter {
	readonly dir: string
	/** Bytes of journal on disk, not yet folded into snapshots and deleted. */
	unfolded: number
	#file: string | null = null
	#size = 0
	#broken: Error | null = null

	constructor(dir: string, unfolded: number) {
		this.dir = dir
		this.unfolded = unfolded
	}

	/** The next change starts a new segment (compaction folds the older ones into snapshots). */
	rotate() {
		this.#file = null
		this.#size = 0
	}

	get broken() {
		return this.#broken
	}

	async write(make: () => Entry[]) {
		const entries = make()
		if (entries.length) await this.append(entries)
	}

	/** Appends entries (one line each) and syncs them; resolves only once they are on disk. A failure leaves the file as it was. */
	async append(entries: readonly Entry[]) {
		if (this.#broken) throw this.#broken
		const line = entries.map((entry) => `${JSON.stringify(entry)}\n`).join('')
		const fresh = this.#file === null
		const file = this.#file ?? path.join(this.dir, segmentName(entries[0]!.seq))
		const handle = await fsp.open(file, 'a', 0o600)
		let size = this.#size
		try {
			if (fresh) size = (await handle.stat()).size
			await handle.appendFile(line)
			await handle.datasync()
			if (fresh) await syncFolder(this.dir)
		} catch (error) {
			try {
				await handle.truncate(size)
				await handle.datasync()
			} catch {
				this.#broken = new Error(`The journal ${file} could not be repaired after a failed write; restart the server`)
			}
			throw error
		} finally {
			await handle.close()
		}
		const bytes = Buffer.byteLength(line)
		this.#file = file
		this.#size = size + bytes
		this.unfolded += bytes
	}
}
