/**
 * Derived lists (sorted, filtered, grouped) remembered until one of the
 * units they come from changes. Bounded by weight (the number of list
 * entries held, plus the key's length in eight-character units, so that
 * views keyed by visitors' search text cannot pile up long keys), least
 * recently used first out.
 */
export class ViewCache {
	#entries = new Map<string, { stamp: string; value: unknown; weight: number }>()
	#weight = 0
	readonly maxWeight: number

	constructor(maxWeight = 2_000_000) {
		this.maxWeight = maxWeight
	}

	get<T>(key: string, stamp: string, compute: () => T): T {
		const hit = this.#entries.get(key)
		if (hit) {
			this.#entries.delete(key)
			this.#weight -= hit.weight
			if (hit.stamp === stamp) {
				this.#entries.set(key, hit)
				this.#weight += hit.weight
				return hit.value as T
			}
		}
		const value = compute()
		const weight = weightOf(value) + Math.ceil(key.length / 8)
		if (weight > this.maxWeight) return value
		this.#entries.set(key, { stamp, value, weight })
		this.#weight += weight
		for (const [oldKey, old] of this.#entries) {
			if (this.#weight <= this.maxWeight) break
			this.#entries.delete(oldKey)
			this.#weight -= old.weight
		}
		return value
	}
}

function weightOf(value: unknown): number {
	if (Array.isArray(value)) return value.length + 1
	if (value instanceof Map) return value.size + 1
	if (value && typeof value === 'object') {
		let weight = 1
		for (const inner of Object.values(value)) {
			if (Array.isArray(inner)) weight += inner.length
			else if (inner instanceof Map) weight += inner.size
		}
		return weight
	}
	return 1
}
