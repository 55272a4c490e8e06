import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { deepFreeze } from './checks.ts'
import { GroupIndex, groupIndexes, type GroupKeyFn } from './group-index.ts'
import { type RecordTable } from './table.ts'
import {
	type ColdCollection,
	coldOrderKeys,
	coldTexts,
	groupKeys,
	type IdOf,
	type Records,
	uniqueKeys,
	unsetKey,
} from './units.ts'

// Appends wait in memory up to this many bytes before they are written to the scratch file in one call.
const FLUSH_BYTES = 1 << 20

/**
 * A server's private scratch file: records appended as JSON, read back by
 * offset. It is not where data is kept (the journal and snapshots, or
 * PostgreSQL, are): it only holds what this server would otherwise keep in
 * memory. Its name is removed as soon as it is opened, so it never shows in
 * a folder, and the system frees it when the server stops, however it stops.
 */
class ScratchFile {
	readonly fd: number
	/** Bytes written to the file, and bytes appended in all (the rest wait in `#pending`). */
	#written = 0
	#size = 0
	#pending: Buffer[] = []

	constructor(dir: string, name: string) {
		const file = path.join(dir, `.${name}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.scratch`)
		this.fd = fs.openSync(file, 'wx+', 0o600)
		fs.unlinkSync(file)
	}

	/** Appends one serialised record; answers where it is. */
	append(text: string): { offset: number; length: number } {
		const bytes = Buffer.from(text)
		const offset = this.#size
		this.#pending.push(bytes)
		this.#size += bytes.length
		if (this.#size - this.#written >= FLUSH_BYTES) this.#tryFlush()
		return { offset, length: bytes.length }
	}

	read(offset: number, length: number): string {
		if (offset + length > this.#written) this.#tryFlush()
		const bytes = Buffer.allocUnsafe(length)
		// What the disk has, then what it refused for now (a full disk): still in memory, read from there.
		const onDisk = Math.max(0, Math.min(length, this.#written - offset))
		let done = 0
		while (done < onDisk) {
			const read = fs.readSync(this.fd, bytes, done, onDisk - done, offset + done)
			if (read === 0) throw new Error(`The scratch file ends before byte ${offset + onDisk}`)
			done += read
		}
		if (onDisk < length)
			this.#unwritten().copy(bytes, onDisk, offset + onDisk - this.#written, offset + length - this.#written)
		return bytes.toString('utf8')
	}

	/** Writes spaces over a record's bytes: what was deleted or replaced is not left readable on the disk. */
	blank(offset: number, length: number) {
		if (offset + length > this.#written) this.#tryFlush()
		const onDisk = Math.max(0, Math.min(length, this.#written - offset))
		const spaces = Buffer.alloc(onDisk, 0x20)
		let done = 0
		while (done < onDisk) done += fs.writeSync(this.fd, spaces, done, onDisk - done, offset + done)
		if (onDisk < length) this.#unwritten().fill(0x20, offset + onDisk - this.#written, offset + length - this.#written)
	}

	/** The appended bytes not written yet, as one buffer (kept as such). */
	#unwritten(): Buffer {
		if (this.#pending.length !== 1) this.#pending = [Buffer.concat(this.#pending)]
		return this.#pending[0]!
	}

	/**
	 * Writes what waits; a disk that refuses it (full, or failing) leaves it waiting in memory, read from there,
	 * and the next append or read tries again. Nothing here is the only copy (the journal is), but a server must
	 * go on answering from it: health says the disk is full, and writes are refused where they are kept.
	 */
	#tryFlush() {
		if (!this.#pending.length) return
		const bytes = this.#unwritten()
		let done = 0
		try {
			while (done < bytes.length) done += fs.writeSync(this.fd, bytes, done, bytes.length - done, this.#written + done)
		} catch {
			// Left waiting: see above.
		} finally {
			this.#written += done
			this.#pending = done < bytes.length ? [bytes.subarray(done)] : []
		}
	}
}

// A table dropped without being closed (a store opened once to be read, in a test or a backup) still frees its file.
const closeOnCollect = new FinalizationRegistry<number>((fd) => {
	try {
		fs.closeSync(fd)
	} catch {
		// Already closed.
	}
})

/**
 * A table's records as of one moment, serialised, for a snapshot file or a backup: read back from the scratch file
 * as it is written. Until all are read (or `release` says they will not be), what is deleted meanwhile stays in the
 * file for them.
 */
export type CapturedRecords = { readonly length: number; lines(): Iterable<string>; release(): void }

export function isCapturedRecords(value: unknown): value is CapturedRecords {
	return typeof (value as CapturedRecords | null)?.lines === 'function'
}

/**
 * A unique index of a cold table: a group index of a hash of each key, not the key (a reader's email is 30 bytes
 * and more as a string on the heap, its hash a small integer the index's map holds in its entry). A lookup reads the
 * records with the hash and compares the key itself, so two keys with one hash are told apart on disk.
 */
type UniqueIndex<R, Id extends number> = { key: (record: R) => string; hashes: GroupIndex<R, Id> }

const NO_KEYS: readonly string[] = []

/** FNV-1a over the key's UTF-16 units, cut to 30 bits: a small integer V8 keeps in the map's entry itself. */
export function keyHash(key: string): string {
	let hash = 0x811c9dc5
	for (let i = 0; i < key.length; i++) {
		hash ^= key.charCodeAt(i)
		hash = Math.imul(hash, 0x01000193)
	}
	return String((hash >>> 0) & 0x3fff_ffff)
}

/**
 * A collection no public page reads (units.ts `COLD_COLLECTIONS`: revisions, deliveries, the activity log, enquiries,
 * the newsletter's readers, the contacts), with the reads and writes of a Table, its records kept in a scratch file
 * instead of memory (docs/decisions/016-history-out-of-memory.md). Memory
 * holds only where each record is (id, offset, length: 16 bytes a record, in
 * typed arrays in id order, and 8 more for a collection with an order of its own), the group indexes' ids (sets,
 * as a Table's), the unique keys' hashes (`UniqueIndex`) and, for a collection whose list sorts and searches by a
 * text of each record (units.ts `coldTexts`: the contacts), that text; a record is read
 * from the file, parsed and frozen each time it is asked for. The file is
 * append-only while the server runs, so a captured list (compaction's) stays
 * readable while writes go on.
 */
export class ColdTable<N extends ColdCollection> implements RecordTable<N> {
	readonly name: N
	nextId: number
	/** Bumped on every change; views of this collection are remembered per version. */
	version = 0
	#scratch: ScratchFile
	// Slots in id order: a record's id, offset and length in the scratch file; length 0 is a deleted record. An id
	// and a length fit 32 bits; an offset may not (the file grows while the server runs).
	#ids = new Uint32Array(1024)
	#offsets = new Float64Array(1024)
	#lengths = new Uint32Array(1024)
	// Each slot's place in the collection's own order (units.ts `coldOrderKeys`), for a collection that has one.
	#order: Float64Array | null
	readonly #orderKey: ((record: Records[N]) => number) | undefined
	#slots = 0
	#live = 0
	// Captures not yet written out, and the bytes to blank once none is (a capture reads them still).
	#capturing = 0
	#toBlank: number[] = []
	#groups: Map<string, GroupIndex<Records[N], IdOf<N>>>
	#unique: Map<string, UniqueIndex<Records[N], IdOf<N>>>
	// Each record's list text, for a collection that has one.
	#texts: Map<number, string> | null
	readonly #textOf: ((record: Records[N]) => string) | undefined

	constructor(name: N, nextId: number, scratchDir: string) {
		this.name = name
		this.nextId = nextId
		this.#scratch = new ScratchFile(scratchDir, name)
		closeOnCollect.register(this, this.#scratch.fd, this)
		this.#groups = groupIndexes(
			(groupKeys as unknown as Partial<Record<ColdCollection, Record<string, GroupKeyFn<Records[N]>>>>)[name],
		)
		const keys = (uniqueKeys as unknown as Partial<Record<ColdCollection, Record<string, (r: Records[N]) => string>>>)[
			name
		]
		this.#unique = new Map(
			Object.entries<(r: Records[N]) => string>(keys ?? {}).map(([index, key]) => [
				index,
				{
					key,
					// A key not set (`unsetKey`) is in no index: a lookup by it reads the record it names.
					hashes: new GroupIndex((r) => {
						const value = key(r)
						return value === unsetKey(r.id) ? NO_KEYS : keyHash(value)
					}),
				},
			]),
		)
		this.#orderKey = (coldOrderKeys as Partial<Record<ColdCollection, (r: Records[N]) => number>>)[name]
		this.#order = this.#orderKey ? new Float64Array(1024) : null
		this.#textOf = (coldTexts as Partial<Record<ColdCollection, (r: Records[N]) => string>>)[name]
		this.#texts = this.#textOf ? new Map() : null
	}

	/** Every record's list text (units.ts `coldTexts`) by id, in the order the records were first put. */
	texts(): ReadonlyMap<IdOf<N>, string> {
		if (!this.#texts) throw new Error(`${this.name} has no list texts`)
		return this.#texts as ReadonlyMap<IdOf<N>, string>
	}

	#group(index: string) {
		const found = this.#groups.get(index)
		if (!found) throw new Error(`${this.name} has no group index ${index}`)
		return found
	}

	get size() {
		return this.#live
	}

	/** The scratch file, as the system knows it: what is on the disk (the tests read it). */
	get scratchFd() {
		return this.#scratch.fd
	}

	get(id: IdOf<N>): Records[N] | undefined {
		const slot = this.#slotOf(id as number)
		return slot === -1 || this.#lengths[slot] === 0 ? undefined : this.#read(slot)
	}

	/** A record by a unique key: the records whose key has its hash, read and compared (one, but for a clash of hashes). */
	find(index: string, value: string): Records[N] | undefined {
		const entry = this.#uniqueIndex(index)
		if (value.startsWith('#')) {
			// A key not set is not in the index: it names its record's id.
			const record = this.get(Number(value.slice(1)) as IdOf<N>)
			if (record && entry.key(record) === value) return record
		}
		for (const id of entry.hashes.ids(keyHash(value))) {
			const record = this.get(id as IdOf<N>)
			if (record && entry.key(record) === value) return record
		}
		return undefined
	}

	/** How many records have a unique key set (`unsetKey`'s are not in the index): fewer than `size` when some have none. */
	keyed(index: string): number {
		return this.#uniqueIndex(index).hashes.size
	}

	#uniqueIndex(index: string) {
		const found = this.#unique.get(index)
		if (!found) throw new Error(`${this.name} has no index ${index}`)
		return found
	}

	/**
	 * The ids in the collection's own order (units.ts `coldOrderKeys`), greatest first, the greater id first among
	 * equals: the newsletter's readers newest first, from memory alone.
	 */
	idsByOrder(): IdOf<N>[] {
		const order = this.#order
		if (!order) throw new Error(`${this.name} has no order of its own`)
		const slots = new Uint32Array(this.#live)
		let taken = 0
		for (let slot = 0; slot < this.#slots; slot++) if (this.#lengths[slot] !== 0) slots[taken++] = slot
		// Slots are in id order: among equal keys the later slot is the greater id.
		slots.sort((a, b) => order[b]! - order[a]! || b - a)
		const ids = this.#ids
		return Array.from(slots, (slot) => ids[slot]!) as IdOf<N>[]
	}

	/** The ids of the records sharing one key of a group index, in the order they got it (do not change it). */
	groupIds(index: string, value: string): ReadonlySet<IdOf<N>> {
		return this.#group(index).ids(value)
	}

	groupValues(index: string): Iterable<string> {
		return this.#group(index).values()
	}

	group(index: string, value: string): Records[N][] {
		return [...this.groupIds(index, value)].map((id) => this.get(id)!)
	}

	first(skip?: ReadonlySet<IdOf<N>>): Records[N] | undefined {
		for (let slot = 0; slot < this.#slots; slot++) {
			if (this.#lengths[slot] !== 0 && !skip?.has(this.#ids[slot] as IdOf<N>)) return this.#read(slot)
		}
		return undefined
	}

	/** Every record, read from the file: a list as large as the collection, for a backup or an export only. */
	all(): readonly Records[N][] {
		const list: Records[N][] = []
		for (let slot = 0; slot < this.#slots; slot++) if (this.#lengths[slot] !== 0) list.push(this.#read(slot))
		return Object.freeze(list)
	}

	/** The records' ids in id order, from the index alone: a list reads only the page it shows (newest last). */
	ids(): readonly IdOf<N>[] {
		const ids: number[] = []
		for (let slot = 0; slot < this.#slots; slot++) if (this.#lengths[slot] !== 0) ids.push(this.#ids[slot]!)
		return ids as IdOf<N>[]
	}

	/** The records as they are now, for a snapshot file, without reading them into memory. */
	capture(): CapturedRecords {
		// Typed arrays of the exact size, outside the JS heap: a backup and a compaction may each hold one for a
		// while, half a million revisions' as 8 MB (lists of numbers took twice that, on pages the heap then kept).
		const offsets = new Float64Array(this.#live)
		const lengths = new Uint32Array(this.#live)
		let taken = 0
		for (let slot = 0; slot < this.#slots; slot++) {
			if (this.#lengths[slot] === 0) continue
			offsets[taken] = this.#offsets[slot]!
			lengths[taken] = this.#lengths[slot]!
			taken++
		}
		const scratch = this.#scratch
		this.#capturing++
		let released = false
		const release = () => {
			if (released) return
			released = true
			this.#capturing--
			this.#blankWaiting()
		}
		return {
			length: offsets.length,
			*lines() {
				try {
					for (let i = 0; i < offsets.length; i++) yield scratch.read(offsets[i]!, lengths[i]!)
				} finally {
					release()
				}
			},
			release,
		}
	}

	put(record: Records[N]) {
		const id = record.id as number
		let slot = this.#slotOf(id)
		const previous = slot === -1 || this.#lengths[slot] === 0 ? undefined : this.#read(slot)
		const { offset, length } = this.#scratch.append(JSON.stringify(record))
		if (slot === -1) slot = this.#insertSlot(id)
		if (previous) this.#blank(slot)
		else this.#live++
		this.#offsets[slot] = offset
		this.#lengths[slot] = length
		if (this.#order) this.#order[slot] = this.#orderKey!(record)
		this.#texts?.set(id, this.#textOf!(record))
		for (const group of this.#groups.values()) group.update(id as IdOf<N>, previous, record)
		for (const { hashes } of this.#unique.values()) hashes.update(id as IdOf<N>, previous, record)
		if (id >= this.nextId) this.nextId = id + 1
		this.version++
	}

	delete(id: IdOf<N>) {
		const slot = this.#slotOf(id as number)
		if (slot === -1 || this.#lengths[slot] === 0) return
		if (this.#groups.size || this.#unique.size) {
			const previous = this.#read(slot)
			for (const group of this.#groups.values()) group.update(id, previous, undefined)
			for (const { hashes } of this.#unique.values()) hashes.update(id, previous, undefined)
		}
		this.#blank(slot)
		this.#lengths[slot] = 0
		this.#texts?.delete(id as number)
		this.#live--
		this.version++
		if (this.#slots > 1024 && this.#live < this.#slots / 2) this.#pack()
	}

	/** Takes over another table's records (a reload from PostgreSQL): its file, its index. */
	adopt(other: ColdTable<N>) {
		// The bytes waiting to be blanked are in the file given up, which the system frees.
		this.#toBlank = []
		this.#scratch = other.#scratch
		this.#ids = other.#ids
		this.#offsets = other.#offsets
		this.#lengths = other.#lengths
		this.#order = other.#order
		this.#slots = other.#slots
		this.#live = other.#live
		this.#groups = other.#groups
		this.#unique = other.#unique
		this.#texts = other.#texts
		this.nextId = Math.max(this.nextId, other.nextId)
		this.version++
	}

	/**
	 * Blanks a slot's bytes (a deleted reader's address is then gone from the disk, not only from the index), at
	 * once, or once the captures that may still read them are written out.
	 */
	#blank(slot: number) {
		this.#toBlank.push(this.#offsets[slot]!, this.#lengths[slot]!)
		this.#blankWaiting()
	}

	#blankWaiting() {
		if (this.#capturing > 0) return
		for (let i = 0; i < this.#toBlank.length; i += 2) this.#scratch.blank(this.#toBlank[i]!, this.#toBlank[i + 1]!)
		this.#toBlank = []
	}

	#read(slot: number): Records[N] {
		return deepFreeze(JSON.parse(this.#scratch.read(this.#offsets[slot]!, this.#lengths[slot]!)) as Records[N])
	}

	/** The slot of an id, or -1 (a binary search: ids are in order). */
	#slotOf(id: number): number {
		let low = 0
		let high = this.#slots - 1
		while (low <= high) {
			const middle = (low + high) >>> 1
			const found = this.#ids[middle]!
			if (found === id) return middle
			if (found < id) low = middle + 1
			else high = middle - 1
		}
		return -1
	}

	/** A new slot for an id not held yet: at the end for a new record (the usual case), else moved into its place. */
	#insertSlot(id: number): number {
		if (!Number.isInteger(id) || id < 0 || id > 0xffff_ffff) throw new Error(`${this.name} cannot hold the id ${id}`)
		if (this.#slots === this.#ids.length) this.#grow()
		let slot = this.#slots
		while (slot > 0 && this.#ids[slot - 1]! > id) slot--
		if (slot < this.#slots) {
			this.#ids.copyWithin(slot + 1, slot, this.#slots)
			this.#offsets.copyWithin(slot + 1, slot, this.#slots)
			this.#lengths.copyWithin(slot + 1, slot, this.#slots)
			this.#order?.copyWithin(slot + 1, slot, this.#slots)
		}
		this.#ids[slot] = id
		this.#slots++
		return slot
	}

	/** Half as many slots again: at most a third of the index unused (twice as many left half of 20 MB unused). */
	#grow() {
		const size = Math.ceil(this.#ids.length * 1.5)
		const ids = new Uint32Array(size)
		const offsets = new Float64Array(size)
		const lengths = new Uint32Array(size)
		ids.set(this.#ids)
		offsets.set(this.#offsets)
		lengths.set(this.#lengths)
		this.#ids = ids
		this.#offsets = offsets
		this.#lengths = lengths
		if (this.#order) {
			const order = new Float64Array(size)
			order.set(this.#order)
			this.#order = order
		}
	}

	/** Drops the slots of deleted records (the scratch file keeps their bytes until the server stops). */
	#pack() {
		let kept = 0
		for (let slot = 0; slot < this.#slots; slot++) {
			if (this.#lengths[slot] === 0) continue
			this.#ids[kept] = this.#ids[slot]!
			this.#offsets[kept] = this.#offsets[slot]!
			this.#lengths[kept] = this.#lengths[slot]!
			if (this.#order) this.#order[kept] = this.#order[slot]!
			kept++
		}
		this.#slots = kept
	}
}
