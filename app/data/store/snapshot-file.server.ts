import fsp from 'node:fs/promises'
import { type Adapter } from 'lowdb'
import { replaceFile } from '#app/data/durable-file.server.ts'
import { type CapturedRecords, isCapturedRecords } from './cold-table.server.ts'
import { type Site, type UnitName } from './units.ts'

export const STORE_FORMAT = 2

/**
 * A unit's snapshot as lowdb holds it: the records (or the site document) as
 * of journal change `seq`. On disk it is readable JSON with one record per
 * line; `migrated_from` names the file a first start migrated from.
 */
export type Snapshot = {
	schema_version: typeof STORE_FORMAT
	unit: UnitName
	seq: number
	next_id?: number
	/** The records, or (a cold collection's, compaction's capture) their lines, read back as the file is written. */
	records?: readonly object[] | CapturedRecords
	site?: Site
	/** In the site snapshot: the collections the store had when it was written. */
	collections?: readonly string[]
	migrated_from?: { file: string; sha256: string }
}

/** How a snapshot's header line ends: the records follow, one a line. */
export const RECORDS_START = ',"records":['

/**
 * A snapshot as `write` makes it: its header line, then one record a line.
 * Each record is parsed on its own, so its raw copy is garbage at once instead
 * of living as long as the whole file's.
 */
function readRecordLines(text: string): { header: Snapshot; records: string[] } | null {
	const headerEnd = text.indexOf('\n')
	const end = text.lastIndexOf('\n]}')
	if (headerEnd === -1 || end < headerEnd || !text.slice(0, headerEnd).endsWith(RECORDS_START)) return null
	const header = JSON.parse(`${text.slice(0, headerEnd - RECORDS_START.length)}}`) as Snapshot
	const records: string[] = []
	for (let start = headerEnd + 1; start < end;) {
		const stop = Math.min(end, text.indexOf('\n', start) === -1 ? end : text.indexOf('\n', start))
		const line = text.slice(start, stop)
		records.push(line.endsWith(',') ? line.slice(0, -1) : line)
		start = stop + 1
	}
	return { header, records }
}

function* serialised(records: readonly object[]) {
	for (const record of records) yield JSON.stringify(record)
}

// Serialising yields to other requests this often (milliseconds), so a large collection never stalls them.
const SLICE_MS = 4

/**
 * The lowdb adapter of one snapshot file. `write` replaces the file atomically
 * (temp file synced, renamed, folder synced) and serialises a large
 * collection in slices between which the server goes on answering requests.
 */
export class SnapshotFile implements Adapter<Snapshot> {
	readonly filename: string
	readonly #revive: ((raw: unknown, index: number) => object) | undefined

	/** `revive` checks each record as it is read (and may throw); the checked record is what `read` answers. */
	constructor(filename: string, revive?: (raw: unknown, index: number) => object) {
		this.filename = filename
		this.#revive = revive
	}

	async read(): Promise<Snapshot | null> {
		let text: string
		try {
			text = await fsp.readFile(this.filename, 'utf8')
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
			throw error
		}
		const revive = this.#revive
		if (!revive) return JSON.parse(text) as Snapshot
		const lines = readRecordLines(text)
		if (lines) return { ...lines.header, records: lines.records.map((line, i) => revive(JSON.parse(line), i)) }
		// Not in the one-record-per-line form (edited by hand, say): read whole.
		const data = JSON.parse(text) as Snapshot
		return data.records ? { ...data, records: (data.records as readonly object[]).map(revive) } : data
	}

	async write(data: Snapshot): Promise<void> {
		await replaceFile(this.filename, async (handle) => {
			const { records, ...header } = data
			if (!records) {
				await handle.writeFile(`${JSON.stringify(header, null, '\t')}\n`)
				return
			}
			await handle.writeFile(`${JSON.stringify(header).slice(0, -1)},"records":[`)
			let chunk = ''
			let sliceStart = performance.now()
			const lines = isCapturedRecords(records) ? records.lines() : serialised(records)
			let i = 0
			for (const line of lines) {
				chunk += `${i ? ',' : ''}\n${line}`
				if (i++ % 64 === 63 && (chunk.length > 1 << 20 || performance.now() - sliceStart > SLICE_MS)) {
					await handle.writeFile(chunk)
					await new Promise((resolve) => setImmediate(resolve))
					chunk = ''
					sliceStart = performance.now()
				}
			}
			await handle.writeFile(`${chunk}\n]}\n`)
		})
	}
}
