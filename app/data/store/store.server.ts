import { Draft, type Reader, type Tables } from './draft.ts'
import { type Entry } from './journal.server.ts'
import {
	type CollectionName,
	type GroupedCollection,
	type GroupName,
	type IdOf,
	type IndexedCollection,
	type IndexName,
	type Op,
	type Records,
	type Site,
	type SiteKey,
	type UnitName,
} from './units.ts'
import { type RecordTable } from './table.ts'
import { uniqueClash } from './unique.ts'
import { ViewCache } from './views.ts'

type Waiting =
	| { change: (draft: Draft) => unknown; resolve: (value: unknown) => void; reject: (error: unknown) => void }
	| { task: () => unknown; resolve: (value: unknown) => void; reject: (error: unknown) => void }

/**
 * Where a batch of changes is made durable: the journal (JournalWriter) or
 * PostgreSQL (app/data/postgres/store.server.ts). `make` runs the batch's
 * changes on drafts of memory and answers their entries; a writer may first
 * bring memory up to date (with what other servers stored) before it calls
 * `make`. It resolves once the entries are durable; a failure stores none.
 * What a writer keeps of its own (the journal's segments, the snapshot files
 * and how far each is complete) stays in the writer: the store knows only
 * this interface, and the writers need not know the store's class.
 */
export interface ChangeWriter {
	write(make: () => Entry[], store: Store): Promise<void>
	/** Set when the writer refuses every write until a restart. */
	readonly broken: Error | null
}

// At most this many changes share one journal append (and one sync).
const MAX_BATCH = 256

/**
 * The open store: every unit in memory, the writer behind it, and the one
 * queue every change goes through. Readers see only changes that are on disk.
 * Changes that arrive while the journal is being synced wait together and
 * then go to disk in one append and one sync (a group commit), each reading
 * the ones before it.
 */
export class Store implements Reader {
	readonly tables: Tables
	siteData: Site
	/** Bumped on every change of the site document, as a table's version is. */
	siteVersion = 0
	/**
	 * Bumped when a scheduled record's publish time comes (app/data/publishing.server.ts):
	 * what is public changed with no change on disk, so remembered views are made again.
	 */
	clockVersion = 0
	/** The number of the last change on disk. */
	seq: number
	readonly writer: ChangeWriter
	readonly views = new ViewCache()
	#waiting: Waiting[] = []
	#running = false

	constructor(init: { tables: Tables; site: Site; seq: number; writer: ChangeWriter }) {
		this.tables = init.tables
		this.siteData = init.site
		this.seq = init.seq
		this.writer = init.writer
	}

	/** A collection's table, whichever kind it is. */
	table<N extends CollectionName>(name: N): RecordTable<N> {
		return this.tables[name] as unknown as RecordTable<N>
	}

	get<N extends CollectionName>(name: N, id: IdOf<N>): Records[N] | undefined {
		return this.table(name).get(id)
	}

	find<N extends IndexedCollection>(name: N, index: IndexName<N>, value: string): Records[N] | undefined {
		return this.table(name).find(index, value)
	}

	all<N extends CollectionName>(name: N): readonly Records[N][] {
		return this.table(name).all()
	}

	group<N extends GroupedCollection>(name: N, index: GroupName<N>, value: string): Records[N][] {
		return this.table(name).group(index, value)
	}

	groupIds<N extends GroupedCollection>(name: N, index: GroupName<N>, value: string): readonly IdOf<N>[] {
		return [...this.table(name).groupIds(index, value)]
	}

	groupValues<N extends GroupedCollection>(name: N, index: GroupName<N>): readonly string[] {
		return [...this.table(name).groupValues(index)]
	}

	nextId(name: CollectionName): number {
		return this.table(name).nextId
	}

	count(name: CollectionName): number {
		return this.table(name).size
	}

	first<N extends CollectionName>(name: N, skip?: ReadonlySet<IdOf<N>>): Records[N] | undefined {
		return this.table(name).first(skip)
	}

	site<K extends SiteKey>(key: K): Site[K] {
		return this.siteData[key]
	}

	/** Runs `task` alone, after every change and task queued before it, whatever their outcome. */
	enqueue<T>(task: () => Promise<T> | T): Promise<T> {
		return new Promise<T>((resolve, reject) => {
			this.#waiting.push({ task, resolve: resolve as (value: unknown) => void, reject })
			void this.#run()
		})
	}

	/**
	 * Runs `change` on a draft, appends its ops to the journal and, once they are
	 * on disk, applies them. A change that throws, or a journal the disk
	 * refuses, leaves memory and disk as they were.
	 */
	commit<T>(change: (draft: Draft) => T): Promise<T> {
		return new Promise<T>((resolve, reject) => {
			this.#waiting.push({ change, resolve: resolve as (value: unknown) => void, reject })
			void this.#run()
		})
	}

	async #run() {
		if (this.#running) return
		this.#running = true
		try {
			while (this.#waiting.length) {
				const head = this.#waiting[0]!
				if ('task' in head) {
					this.#waiting.shift()
					try {
						head.resolve(await head.task())
					} catch (error) {
						head.reject(error)
					}
					continue
				}
				let count = 0
				while (count < this.#waiting.length && count < MAX_BATCH && 'change' in this.#waiting[count]!) count++
				await this.#commitBatch(this.#waiting.splice(0, count) as Extract<Waiting, { change: unknown }>[])
			}
		} finally {
			this.#running = false
		}
	}

	async #commitBatch(batch: Extract<Waiting, { change: unknown }>[]) {
		const done: { item: (typeof batch)[number]; result: unknown }[] = []
		const entries: Entry[] = []
		// Runs once the writer has brought memory up to date: each change reads the ones before it in the batch.
		const make = () => {
			let base: Reader | null = null
			let seq = this.seq
			for (const item of batch) {
				const draft: Draft = new Draft(base ?? this)
				let result: unknown
				try {
					result = item.change(draft)
				} catch (error) {
					item.reject(error)
					continue
				}
				const ops = draft.ops()
				const clash = uniqueClash(ops, base ?? this)
				if (clash) {
					item.reject(clash)
					continue
				}
				if (ops.length) entries.push({ seq: ++seq, at: new Date().toISOString(), ops })
				done.push({ item, result })
				base = draft
			}
			return entries
		}
		try {
			await this.writer.write(make, this)
		} catch (error) {
			// A change already refused keeps its own error (a promise settles once).
			for (const item of batch) item.reject(error)
			return
		}
		for (const entry of entries) this.apply(entry)
		for (const { item, result } of done) item.resolve(result)
	}

	/** Applies checked ops (a committed change's, or a replayed one) to memory. */
	apply(entry: Entry) {
		for (const op of entry.ops) applyOp(this, op)
		this.seq = entry.seq
	}

	/** A view of `units` computed once and remembered until one of them changes. */
	remember<T>(units: readonly UnitName[], key: string, compute: () => T): T {
		const stamp = `${units.map((u) => (u === 'site' ? this.siteVersion : this.tables[u].version)).join('.')}@${this.clockVersion}`
		return this.views.get(`${units.join(',')}:${key}`, stamp, compute)
	}
}

function applyOp(store: Store, op: Op) {
	if ('put' in op) store.table(op.put).put(op.record)
	else if ('delete' in op) store.table(op.delete).delete(op.id)
	else {
		store.siteData = Object.freeze({ ...store.siteData, [op.site]: op.value })
		store.siteVersion++
	}
}
