import { LRUCache } from 'lru-cache'

/**
 * The pages the cache keeps, bounded by the sum of their sizes in bytes
 * (PAGE_CACHE_MB): adding past the bound drops the least recently used pages
 * first, a page larger than the whole bound is not kept, and a bound of 0
 * keeps nothing. lru-cache does the bookkeeping (maxSize, sizeCalculation).
 */
export type Sized = { bytes: number }

export function createPageStore<V extends Sized>(maxBytes: number) {
	const cache = maxBytes > 0 ? new LRUCache<string, V>({ maxSize: maxBytes, sizeCalculation: sizeOf }) : null
	return {
		maxBytes,
		get count() {
			return cache?.size ?? 0
		},
		get bytes() {
			return cache?.calculatedSize ?? 0
		},
		/** The value, marked as the most recently used. */
		get: (key: string) => cache?.get(key),
		/** The value, leaving the order as it is. */
		peek: (key: string) => cache?.peek(key),
		/** Adds or replaces (a value whose size changed is set again); returns whether the value was kept. */
		set(key: string, value: V): boolean {
			if (!cache) return false
			// lru-cache keeps the old size when the very same value is set again: set it anew.
			if (cache.peek(key) === value) cache.delete(key)
			cache.set(key, value)
			return cache.peek(key) === value
		},
		delete: (key: string) => cache?.delete(key) ?? false,
		clear: () => cache?.clear(),
	}
}

/** lru-cache takes whole, positive sizes. */
const sizeOf = (value: Sized) => Math.max(1, Math.ceil(value.bytes))
