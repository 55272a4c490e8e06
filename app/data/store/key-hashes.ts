/**
 * A unique index that keeps a number for each key instead of the key (a cold table's: a reader's email is 30 bytes
 * and more as a string on the heap, its hash none beyond the map's entry). A lookup answers the ids whose key has
 * the same hash: the table reads each and compares the key itself, so two keys with one hash are told apart on disk.
 */
export class KeyHashes {
	// A hash one record's key has holds its bare id; a list once two records' keys share it.
	#ids = new Map<number, number | number[]>()
	#size = 0

	/** How many records have a key in the index. */
	get size() {
		return this.#size
	}

	/** The ids whose key may be `key` (the same hash). */
	candidates(key: string): readonly number[] {
		const found = this.#ids.get(keyHash(key))
		return found === undefined ? [] : typeof found === 'number' ? [found] : found
	}

	add(key: string, id: number) {
		const hash = keyHash(key)
		const found = this.#ids.get(hash)
		if (found === undefined) this.#ids.set(hash, id)
		else if (typeof found === 'number') {
			if (found === id) return
			this.#ids.set(hash, [found, id])
		} else if (!found.includes(id)) found.push(id)
		else return
		this.#size++
	}

	remove(key: string, id: number) {
		const hash = keyHash(key)
		const found = this.#ids.get(hash)
		if (found === undefined) return
		if (typeof found === 'number') {
			if (found !== id) return
			this.#ids.delete(hash)
		} else {
			const at = found.indexOf(id)
			if (at === -1) return
			found.splice(at, 1)
			if (found.length === 1) this.#ids.set(hash, found[0]!)
		}
		this.#size--
	}
}

/** FNV-1a over the key's UTF-16 units, cut to 30 bits: a small integer V8 keeps in the map's entry itself. */
export function keyHash(key: string): number {
	let hash = 0x811c9dc5
	for (let i = 0; i < key.length; i++) {
		hash ^= key.charCodeAt(i)
		hash = Math.imul(hash, 0x01000193)
	}
	return (hash >>> 0) & 0x3fff_ffff
}
