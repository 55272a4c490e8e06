/**
 * A map bounded by the sum of its entries' sizes (in bytes): adding past the
 * bound drops the least recently used entries first. An entry larger than the
 * whole bound is not kept.
 */
export class ByteLru<V> {
	readonly maxBytes: number
	#entries = new Map<string, { value: V; size: number }>()
	#bytes = 0

	constructor(maxBytes: number) {
		this.maxBytes = maxBytes
	}

	get bytes() {
		return this.#bytes
	}

	get count() {
		return this.#entries.size
	}

	/** The value, marked as the most recently used. */
	get(key: string): V | undefined {
		const found = this.#entries.get(key)
		if (!found) return undefined
		// A Map keeps insertion order: re-inserting moves the key to the young end.
		this.#entries.delete(key)
		this.#entries.set(key, found)
		return found.value
	}

	/** The value, leaving the order as it is. */
	peek(key: string): V | undefined {
		return this.#entries.get(key)?.value
	}

	/** Adds or replaces; returns whether the value was kept. */
	set(key: string, value: V, size: number): boolean {
		this.delete(key)
		if (!(size <= this.maxBytes)) return false
		this.#entries.set(key, { value, size })
		this.#bytes += size
		for (const [oldest, entry] of this.#entries) {
			if (this.#bytes <= this.maxBytes) break
			this.#entries.delete(oldest)
			this.#bytes -= entry.size
		}
		return true
	}

	delete(key: string) {
		const found = this.#entries.get(key)
		if (!found) return false
		this.#entries.delete(key)
		this.#bytes -= found.size
		return true
	}

	clear() {
		this.#entries.clear()
		this.#bytes = 0
	}
}
