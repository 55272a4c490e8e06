/**
 * What a page is cut from: an array, or a list whose items are read only when a part of it is asked for
 * (`LazyList`). `pageOf` and the API's `pagedJson` need its length and a slice.
 */
export type Sliceable<T> = { readonly length: number; slice(start?: number, end?: number): T[] }

/**
 * A list known by its ids, each item read when a slice (a page) or the whole list is asked for: the inbox and the
 * activity log keep their records out of memory (docs/decisions/016-history-out-of-memory.md) and read a page of
 * them, not all. An item gone since the ids were taken (deleted meanwhile) is left out of its slice.
 */
export class LazyList<T> implements Sliceable<T>, Iterable<T> {
	readonly ids: readonly number[]
	readonly #read: (id: number) => T | undefined

	constructor(ids: readonly number[], read: (id: number) => T | undefined) {
		this.ids = ids
		this.#read = read
	}

	get length() {
		return this.ids.length
	}

	slice(start?: number, end?: number): T[] {
		const items: T[] = []
		for (const id of this.ids.slice(start, end)) {
			const item = this.#read(id)
			if (item !== undefined) items.push(item)
		}
		return items
	}

	*[Symbol.iterator](): Iterator<T> {
		for (const id of this.ids) {
			const item = this.#read(id)
			if (item !== undefined) yield item
		}
	}

	/** The same list, each item made into another as it is read. */
	map<U>(change: (item: T) => U): LazyList<U> {
		const read = this.#read
		return new LazyList(this.ids, (id) => {
			const item = read(id)
			return item === undefined ? undefined : change(item)
		})
	}

	/** The items matching `test`, reading every item once (a search) and keeping only the ids of those that match. */
	filter(test: (item: T) => boolean): LazyList<T> {
		const ids: number[] = []
		for (const id of this.ids) {
			const item = this.#read(id)
			if (item !== undefined && test(item)) ids.push(id)
		}
		return new LazyList(ids, this.#read)
	}
}
