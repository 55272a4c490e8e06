import { type GroupIndex, groupIndexes, type GroupKeyFn } from './group-index.ts'
import { type CollectionName, groupKeys, type IdOf, type Records, uniqueKeys, unsetKey } from './units.ts'

/** What the store reads and writes of a collection, in memory (Table) or in a scratch file (ColdTable). */
export interface RecordTable<N extends CollectionName> {
	readonly name: N
	nextId: number
	readonly version: number
	readonly size: number
	get(id: IdOf<N>): Records[N] | undefined
	find(index: string, value: string): Records[N] | undefined
	first(skip?: ReadonlySet<IdOf<N>>): Records[N] | undefined
	all(): readonly Records[N][]
	/** The records' ids in the order of `all()` (id order), without reading the records. */
	ids(): readonly IdOf<N>[]
	group(index: string, value: string): Records[N][]
	groupIds(index: string, value: string): ReadonlySet<IdOf<N>>
	/** The keys of a group index that records have now. */
	groupValues(index: string): Iterable<string>
	put(record: Records[N]): void
	delete(id: IdOf<N>): void
}

type KeyFns<R> = Record<string, (record: R) => string>

/**
 * One collection in memory: records by id (in id order), unique indexes, and
 * the list of all records, made once per change. Records are frozen and never
 * changed in place: a write replaces them, so a reader's list stays as it was.
 */
export class Table<N extends CollectionName> implements RecordTable<N> {
	readonly name: N
	readonly rows = new Map<IdOf<N>, Records[N]>()
	nextId: number
	/** Bumped on every change; views of this collection are remembered per version. */
	version = 0
	#indexes = new Map<string, { key: (r: Records[N]) => string; ids: Map<string, IdOf<N>> }>()
	/** Keys two records share (possible in data written before the indexes existed): lookups then scan. */
	#clashes = 0
	#all: readonly Records[N][] | undefined
	/** Keys many records share (units.ts `groupKeys`): each key's record ids, in the order they got it. */
	#groups: Map<string, GroupIndex<Records[N], IdOf<N>>>

	constructor(name: N, nextId: number) {
		this.name = name
		this.nextId = nextId
		const keys: KeyFns<Records[N]> =
			(uniqueKeys as unknown as Partial<Record<CollectionName, KeyFns<Records[N]>>>)[name] ?? {}
		for (const index of Object.keys(keys)) this.#indexes.set(index, { key: keys[index]!, ids: new Map() })
		this.#groups = groupIndexes(
			(groupKeys as unknown as Partial<Record<CollectionName, Record<string, GroupKeyFn<Records[N]>>>>)[name],
		)
	}

	#group(index: string) {
		const found = this.#groups.get(index)
		if (!found) throw new Error(`${this.name} has no group index ${index}`)
		return found
	}

	/** The ids of the records sharing one key of a group index, in the order they got it (do not change it). */
	groupIds(index: string, value: string): ReadonlySet<IdOf<N>> {
		return this.#group(index).ids(value)
	}

	groupValues(index: string): Iterable<string> {
		return this.#group(index).values()
	}

	/** The records sharing one key of a group index, in the order they got it. */
	group(index: string, value: string): Records[N][] {
		return [...this.groupIds(index, value)].map((id) => this.rows.get(id)!)
	}

	get size() {
		return this.rows.size
	}

	get(id: IdOf<N>): Records[N] | undefined {
		return this.rows.get(id)
	}

	find(index: string, value: string): Records[N] | undefined {
		const entry = this.#indexes.get(index)
		if (!entry) throw new Error(`${this.name} has no index ${index}`)
		const id = entry.ids.get(value)
		if (id !== undefined) return this.rows.get(id)
		if (value.startsWith('#')) {
			// A key not set is not in the index: it names its record's id.
			const record = this.rows.get(Number(value.slice(1)) as IdOf<N>) ?? this.rows.get(value.slice(1) as IdOf<N>)
			if (record && entry.key(record) === value) return record
		}
		if (this.#clashes === 0) return undefined
		for (const record of this.rows.values()) if (entry.key(record) === value) return record
		return undefined
	}

	keyOf(index: string, record: Records[N]): string {
		return this.#indexes.get(index)!.key(record)
	}

	/** The first record in the order of `all()` whose id is not in `skip`, without making the list. */
	first(skip?: ReadonlySet<IdOf<N>>): Records[N] | undefined {
		for (const [id, record] of this.rows) if (!skip?.has(id)) return record
		return undefined
	}

	all(): readonly Records[N][] {
		this.#all ??= Object.freeze([...this.rows.values()])
		return this.#all
	}

	ids(): readonly IdOf<N>[] {
		return [...this.rows.keys()]
	}

	put(record: Records[N]) {
		const id = record.id as IdOf<N>
		const previous = this.rows.get(id)
		if (previous) this.#unindex(previous)
		for (const group of this.#groups.values()) group.update(id, previous, record)
		this.rows.set(id, record)
		for (const { key, ids } of this.#indexes.values()) {
			const value = key(record)
			if (value === unsetKey(id)) continue
			if (ids.has(value) && ids.get(value) !== id) this.#clashes++
			else ids.set(value, id)
		}
		if (typeof id === 'number' && id >= this.nextId) this.nextId = id + 1
		this.#changed()
	}

	delete(id: IdOf<N>) {
		const previous = this.rows.get(id)
		if (!previous) return
		this.#unindex(previous)
		for (const group of this.#groups.values()) group.update(id, previous, undefined)
		this.rows.delete(id)
		this.#changed()
	}

	#unindex(record: Records[N]) {
		for (const { key, ids } of this.#indexes.values()) {
			const value = key(record)
			if (ids.get(value) === record.id) ids.delete(value)
		}
	}

	#changed() {
		this.version++
		this.#all = undefined
	}
}
