import fsp from 'node:fs/promises'
import path from 'node:path'
import { type Low } from 'lowdb'
import { syncFolder } from '#app/data/durable-file.server.ts'
import { type Snapshot } from './snapshot-file.server.ts'
import { type Op, type UnitName, UNITS, unitOf } from './units.ts'

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

// A segment is read this many bytes at a time.
const READ_BYTES = 1 << 20

/**
 * The lines of a segment, each parsed when its turn comes, and in `whole.bytes` the length of its whole lines so
 * far. A last line without its newline is a torn append: it was never acknowledged, is not returned, and
 * `cutTornTail` removes it. The file is read a chunk at a time, never whole: a segment may hold a migration's or an
 * import's hundred megabytes, and a server that read it whole kept the pages that took long after its start.
 */
export async function* segmentLines(segment: Segment, whole: { bytes: number }): AsyncGenerator<SegmentLine> {
	const handle = await fsp.open(segment.file, 'r')
	try {
		const chunk = Buffer.allocUnsafe(READ_BYTES)
		// The start of a line whose end is not read yet (copied: the chunk is read into again).
		let pieces: Buffer[] = []
		let position = 0
		let line = 0
		for (;;) {
			const { bytesRead } = await handle.read(chunk, 0, READ_BYTES, position)
			if (bytesRead === 0) break
			const data = chunk.subarray(0, bytesRead)
			let start = 0
			for (let end = data.indexOf(10); end !== -1; end = data.indexOf(10, start)) {
				const bytes = pieces.length ? Buffer.concat([...pieces, data.subarray(start, end)]) : data.subarray(start, end)
				pieces = []
				line++
				whole.bytes = position + end + 1
				start = end + 1
				yield parseLine(line, bytes)
			}
			if (start < bytesRead) pieces.push(Buffer.from(data.subarray(start)))
			position += bytesRead
		}
	} finally {
		await handle.close()
	}
}

function parseLine(line: number, bytes: Buffer): SegmentLine {
	try {
		return { line, value: JSON.parse(bytes.toString('utf8')) }
	} catch (error) {
		return { line, error: (error as Error).message }
	}
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

/** A unit's snapshot file, and how far it and the journal have come. */
export type UnitState = {
	file: Low<Snapshot>
	/** The journal change the snapshot file is complete up to. */
	snapshotSeq: number
	/** The last journal change that touched this unit. */
	changedSeq: number
}

/**
 * The JSON store's writer (the store's ChangeWriter, app/data/store/store.server.ts): it appends
 * changes to the journal and keeps what only a store in a data folder has, its folder and each
 * unit's snapshot file with how far it is complete, which compaction reads and moves on.
 */
export class JournalWriter {
	readonly dir: string
	readonly units: Readonly<Record<UnitName, UnitState>>
	/** Bytes of journal on disk, not yet folded into snapshots and deleted. */
	unfolded: number
	#file: string | null = null
	#size = 0
	#broken: Error | null = null

	constructor(dir: string, units: Record<UnitName, UnitState>, unfolded: number) {
		this.dir = dir
		this.units = units
		this.unfolded = unfolded
	}

	/**
	 * The part of a journal line its unit's snapshot does not hold yet (a replayed line may be
	 * partly or wholly in the snapshots already); the units it touches are marked changed.
	 */
	unsnapshotted(entry: Entry): Entry {
		const ops = entry.ops.filter((op) => entry.seq > this.units[unitOf(op)].snapshotSeq)
		this.#changed({ ...entry, ops })
		return ops.length === entry.ops.length ? entry : { ...entry, ops }
	}

	#changed(entry: Entry) {
		for (const op of entry.ops) this.units[unitOf(op)].changedSeq = entry.seq
	}

	/** Units changed since their snapshot was written. */
	dirtyUnits(): UnitName[] {
		return UNITS.filter((u) => this.units[u].changedSeq > this.units[u].snapshotSeq)
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
		for (const entry of entries) this.#changed(entry)
	}
}
