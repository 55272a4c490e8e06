/** A group index's key of a record (units.ts `groupKeys`): one key, or several (each of a contact's addresses). */
export type GroupKeyFn<R> = (record: R) => string | readonly string[]

/** Whether a key function's answer holds `value`. */
export function hasGroupKey(keys: string | readonly string[], value: string): boolean {
	return typeof keys === 'string' ? keys === value : keys.includes(value)
}

const NO_KEYS: readonly string[] = []
const EMPTY: ReadonlySet<never> = new Set()

/**
 * A key as the index's map holds it: one that is a whole number as the record names it (a reader's contact id, a
 * delivery's reader) as that number, which the map holds in its entry, else the text, a string of its own on the
 * heap: 200,000 such keys in a grown gallery took about 5 MB as strings.
 */
function mapKey(value: string): string | number {
	const number = Number(value)
	return value !== '' && Number.isInteger(number) && String(number) === value ? number : value
}

/**
 * One group index: each key's record ids, in the order they got it (a record whose key does not change keeps its
 * place). A key one record alone has holds its bare id, and a set only once two records share it: most keys are
 * one record's (a reader's contact, a contact's address, a delivery's reader), and 100,000 sets of one would cost
 * about 10 MB more than 100,000 ids.
 */
export class GroupIndex<R, Id extends number | string> {
	readonly key: GroupKeyFn<R>
	#ids = new Map<string | number, Id | Set<Id>>()
	#size = 0

	constructor(key: GroupKeyFn<R>) {
		this.key = key
	}

	/** The ids with `value`, in the order they got it (do not change the set). */
	ids(value: string): ReadonlySet<Id> {
		const found = this.#ids.get(mapKey(value))
		if (found === undefined) return EMPTY
		return found instanceof Set ? found : new Set([found])
	}

	/** How many times a record has a key here (for an index of one key a record, or none: how many records). */
	get size() {
		return this.#size
	}

	/** The keys some record has now. */
	*values(): Iterable<string> {
		for (const key of this.#ids.keys()) yield String(key)
	}

	/** Follows a record's change: `previous` is what it was (none when new), `record` what it is (none when gone). */
	update(id: Id, previous: R | undefined, record: R | undefined) {
		const before = previous === undefined ? NO_KEYS : this.key(previous)
		const after = record === undefined ? NO_KEYS : this.key(record)
		if (typeof before === 'string' && typeof after === 'string') {
			if (before === after) return
			this.#remove(before, id)
			this.#add(after, id)
			return
		}
		for (const value of typeof before === 'string' ? [before] : before)
			if (!hasGroupKey(after, value)) this.#remove(value, id)
		for (const value of typeof after === 'string' ? [after] : after)
			if (!hasGroupKey(before, value)) this.#add(value, id)
	}

	#add(value: string, id: Id) {
		const key = mapKey(value)
		const found = this.#ids.get(key)
		if (found === undefined) this.#ids.set(key, id)
		else if (found instanceof Set) {
			if (found.has(id)) return
			found.add(id)
		} else if (found !== id) this.#ids.set(key, new Set([found, id]))
		else return
		this.#size++
	}

	#remove(value: string, id: Id) {
		const key = mapKey(value)
		const found = this.#ids.get(key)
		if (found === undefined) return
		if (!(found instanceof Set)) {
			if (found !== id) return
			this.#ids.delete(key)
		} else {
			if (!found.delete(id)) return
			// Back to a bare id once one record is left: the set would otherwise stay for good.
			if (found.size === 1) this.#ids.set(key, found.values().next().value!)
		}
		this.#size--
	}
}

/** Every group index of a collection, by name, made from its key functions. */
export function groupIndexes<R, Id extends number | string>(
	keys: Record<string, GroupKeyFn<R>> | undefined,
): Map<string, GroupIndex<R, Id>> {
	return new Map(Object.entries(keys ?? {}).map(([name, key]) => [name, new GroupIndex<R, Id>(key)]))
}
