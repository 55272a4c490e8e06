import { InvalidRecordError } from '#app/data/errors.ts'
import { checkRecord, checkSitePart, nulAt } from './checks.ts'
import { type ColdTable } from './cold-table.server.ts'
import { GroupIndex, type GroupKeyFn } from './group-index.ts'
import { type Table } from './table.ts'
import {
	type ColdCollection,
	type CollectionName,
	type GroupedCollection,
	groupKeys,
	type GroupName,
	type IdOf,
	type IndexedCollection,
	type IndexName,
	type Op,
	type Records,
	type Site,
	type SiteKey,
	uniqueKeys,
} from './units.ts'

/** Every collection's table: in memory, or (units.ts `COLD_COLLECTIONS`) in a scratch file with an index in memory. */
export type Tables = { [N in CollectionName]: N extends ColdCollection ? ColdTable<N> : Table<N> }

/** What a change reads: the stored data, or an earlier change of the same batch with its own changes over it. */
export interface Reader {
	get<N extends CollectionName>(name: N, id: IdOf<N>): Records[N] | undefined
	find<N extends IndexedCollection>(name: N, index: IndexName<N>, value: string): Records[N] | undefined
	all<N extends CollectionName>(name: N): readonly Records[N][]
	/** The records sharing a key of a group index (units.ts `groupKeys`), in the order they got it. */
	group<N extends GroupedCollection>(name: N, index: GroupName<N>, value: string): Records[N][]
	/** The ids of `group()`'s records, in its order, without reading them (a cold collection's are on disk). */
	groupIds<N extends GroupedCollection>(name: N, index: GroupName<N>, value: string): readonly IdOf<N>[]
	/** The keys of a group index some record has (a key may have no record left once this change is applied). */
	groupValues<N extends GroupedCollection>(name: N, index: GroupName<N>): readonly string[]
	nextId(name: CollectionName): number
	site<K extends SiteKey>(key: K): Site[K]
	/** How many records a collection holds, without listing them. */
	count(name: CollectionName): number
	/** The first record in `all()`'s order (the oldest) whose id is not in `skip`, without listing them. */
	first<N extends CollectionName>(name: N, skip?: ReadonlySet<IdOf<N>>): Records[N] | undefined
}

function groupKeyFn<N extends GroupedCollection>(name: N, index: string): GroupKeyFn<Records[N]> {
	return (groupKeys[name] as unknown as Record<string, GroupKeyFn<Records[N]>>)[index]!
}

function keyOf<N extends IndexedCollection>(name: N, index: IndexName<N>, record: Records[N]): string {
	return (uniqueKeys[name] as unknown as Record<string, (r: Records[N]) => string>)[index]!(record)
}

/**
 * One change in the making. It reads through its own pending changes, checks
 * every record it is given against the load schema (a refused one throws
 * InvalidRecordError naming the field), and in the end lists its changes as
 * journal ops. Nothing reaches the stored data until the change is on disk.
 */
export class Draft implements Reader {
	#base: Reader
	#pending = new Map<CollectionName, Map<number | string, Records[CollectionName] | null>>()
	#site: Partial<Site> = {}
	#nextIds = new Map<CollectionName, number>()
	/**
	 * This change's own records by a group index, made when a group is first asked for and kept as the change goes
	 * on: a change that makes many records and looks each new one up (the linking at start: 500 contacts, each
	 * address looked up) then reads its own records by key, not one by one.
	 */
	#pendingGroups = new Map<CollectionName, Map<string, GroupIndex<Records[CollectionName], number | string>>>()

	constructor(base: Reader) {
		this.#base = base
	}

	#changes<N extends CollectionName>(name: N, create = false) {
		let pending = this.#pending.get(name)
		if (!pending && create) {
			pending = new Map()
			this.#pending.set(name, pending)
		}
		return pending as Map<IdOf<N>, Records[N] | null> | undefined
	}

	get<N extends CollectionName>(name: N, id: IdOf<N>): Records[N] | undefined {
		const pending = this.#changes(name)
		if (pending?.has(id)) return pending.get(id) ?? undefined
		return this.#base.get(name, id)
	}

	/** A record by a unique key (artwork slug, subscriber email in lower case, ...). */
	find<N extends IndexedCollection>(name: N, index: IndexName<N>, value: string): Records[N] | undefined {
		const pending = this.#changes(name)
		for (const record of pending?.values() ?? []) {
			if (record && keyOf(name, index, record) === value) return record
		}
		const found = this.#base.find(name, index, value)
		if (!found || !pending?.has(found.id as IdOf<N>)) return found
		const current = pending.get(found.id as IdOf<N>)
		return current && keyOf(name, index, current) === value ? current : undefined
	}

	/** Whether a unique key is used by a record other than `except`. */
	taken<N extends IndexedCollection>(name: N, index: IndexName<N>, value: string, except?: IdOf<N>) {
		const found = this.find(name, index, value)
		return Boolean(found && found.id !== except)
	}

	/** Every record, in id order, with this change's own changes in place. */
	all<N extends CollectionName>(name: N): readonly Records[N][] {
		const base = this.#base.all(name)
		const pending = this.#changes(name)
		if (!pending) return base
		const list: Records[N][] = []
		const seen = new Set<IdOf<N>>()
		for (const record of base) {
			const id = record.id as IdOf<N>
			seen.add(id)
			const current = pending.has(id) ? pending.get(id) : record
			if (current) list.push(current)
		}
		for (const [id, record] of pending) if (record && !seen.has(id)) list.push(record)
		return list
	}

	count(name: CollectionName): number {
		let count = this.#base.count(name)
		for (const [id, record] of this.#changes(name) ?? []) {
			const inBase = this.#base.get(name, id as never) !== undefined
			if (record && !inBase) count++
			else if (!record && inBase) count--
		}
		return count
	}

	first<N extends CollectionName>(name: N, skip?: ReadonlySet<IdOf<N>>): Records[N] | undefined {
		const pending = this.#changes(name)
		if (!pending?.size) return this.#base.first(name, skip)
		// As `all()` orders them: the base's records (those this change removed left out, those it replaced
		// in their place), then the ones this change added.
		const gone = new Set<IdOf<N>>(skip)
		for (const [id, record] of pending) if (!record) gone.add(id)
		const found = this.#base.first(name, gone)
		if (found) return pending.get(found.id as IdOf<N>) ?? found
		for (const [id, record] of pending) {
			if (record && !skip?.has(id) && this.#base.get(name, id) === undefined) return record
		}
		return undefined
	}

	group<N extends GroupedCollection>(name: N, index: GroupName<N>, value: string): Records[N][] {
		if (!this.#changes(name)?.size) return this.#base.group(name, index, value)
		return this.groupIds(name, index, value).map((id) => this.get(name, id)!)
	}

	groupIds<N extends GroupedCollection>(name: N, index: GroupName<N>, value: string): readonly IdOf<N>[] {
		const base = this.#base.groupIds(name, index, value)
		const pending = this.#changes(name)
		if (!pending?.size) return base
		const mine = this.#pendingGroup(name, index).ids(value) as ReadonlySet<IdOf<N>>
		// The base's records in their place (those this change changed, if they keep the key), then this change's.
		const ids = base.filter((id) => !pending.has(id) || mine.has(id))
		if (mine.size) {
			const inBase = new Set(base)
			for (const id of mine) if (!inBase.has(id)) ids.push(id)
		}
		return ids
	}

	groupValues<N extends GroupedCollection>(name: N, index: GroupName<N>): readonly string[] {
		const base = this.#base.groupValues(name, index)
		if (!this.#changes(name)?.size) return base
		return [...new Set([...base, ...this.#pendingGroup(name, index).values()])]
	}

	/** The group index `index` of this change's records of `name`. */
	#pendingGroup<N extends GroupedCollection>(name: N, index: string): GroupIndex<Records[N], IdOf<N>> {
		let groups = this.#pendingGroups.get(name)
		if (!groups) this.#pendingGroups.set(name, (groups = new Map()))
		let group = groups.get(index) as GroupIndex<Records[N], IdOf<N>> | undefined
		if (!group) {
			group = new GroupIndex(groupKeyFn(name, index))
			for (const [id, record] of this.#changes(name) ?? []) if (record) group.update(id, undefined, record)
			groups.set(index, group as never)
		}
		return group
	}

	/** Keeps this change's group indexes of `name` (those made so far) up to date with one of its records. */
	#pendingChanged<N extends CollectionName>(name: N, id: IdOf<N>, record: Records[N] | undefined) {
		const groups = this.#pendingGroups.get(name)
		if (!groups) return
		const previous = this.#changes(name)?.get(id) ?? undefined
		for (const group of groups.values()) group.update(id, previous, record)
	}

	nextId(name: CollectionName): number {
		return this.#nextIds.get(name) ?? this.#base.nextId(name)
	}

	/** The next id of a collection; ids are never reused. */
	takeId(name: CollectionName): number {
		const id = this.nextId(name)
		this.#nextIds.set(name, id + 1)
		return id
	}

	/** Stores a record (new, or replacing the one with its id) after checking it against the load schema. */
	put<N extends CollectionName>(name: N, record: Records[N]): Records[N] {
		const checked = checkRecord(name, record)
		if (!checked.ok) throw refused(checked.field, checked.message)
		const nul = nulAt(checked.value)
		if (nul) throw refused(nul, NUL_REFUSED)
		const id = checked.value.id as IdOf<N>
		this.#pendingChanged(name, id, checked.value)
		this.#changes(name, true)!.set(id, checked.value)
		if (typeof id === 'number' && id >= this.nextId(name)) this.#nextIds.set(name, id + 1)
		return checked.value
	}

	/** Replaces a record by what `change` makes of it; undefined when there is no such record. */
	update<N extends CollectionName>(
		name: N,
		id: IdOf<N>,
		change: (current: Records[N]) => Records[N],
	): Records[N] | undefined {
		const current = this.get(name, id)
		return current ? this.put(name, change(current)) : undefined
	}

	remove<N extends CollectionName>(name: N, id: IdOf<N>): boolean {
		if (!this.get(name, id)) return false
		this.#pendingChanged(name, id, undefined)
		this.#changes(name, true)!.set(id, null)
		return true
	}

	site<K extends SiteKey>(key: K): Site[K] {
		return (this.#site[key] as Site[K] | undefined) ?? this.#base.site(key)
	}

	setSite<K extends SiteKey>(key: K, value: Site[K]): Site[K] {
		const checked = checkSitePart(key, value)
		if (!checked.ok) throw refused(checked.field, checked.message)
		const nul = nulAt(checked.value)
		if (nul) throw refused(nul, NUL_REFUSED)
		this.#site[key] = checked.value
		return checked.value
	}

	/** The change as journal ops, records already checked. */
	ops(): Op[] {
		const ops: Op[] = []
		for (const [name, pending] of this.#pending) {
			for (const [id, record] of pending) {
				if (record) ops.push({ put: name, record })
				else if (this.#base.get(name, id as never)) ops.push({ delete: name, id })
			}
		}
		for (const [key, value] of Object.entries(this.#site)) ops.push({ site: key as SiteKey, value: value as never })
		return ops
	}
}

/** Only writes are refused: a store that already holds one still loads, and a restore names it (snapshot.server.ts). */
const NUL_REFUSED = 'must not contain the character U+0000'

function refused(field: string, message: string) {
	return new InvalidRecordError(field, `${field}: ${message}`)
}
