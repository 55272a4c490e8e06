import { ConflictError } from '#app/data/errors.ts'
import { type Reader } from './draft.ts'
import {
	type CollectionName,
	type IndexedCollection,
	type IndexName,
	type Op,
	type Records,
	uniqueKeyFields,
	uniqueKeys,
} from './units.ts'

type KeyFn = (record: Records[CollectionName]) => string

/** The refusal of a record whose unique key another record has: a conflict on the key's field (409). */
export function uniqueKeyConflict(field: string): ConflictError {
	return new ConflictError(field, `This ${field.replace(/_/g, ' ')} is already in use`)
}

/**
 * The refusal of a change whose records would share a unique key (units.ts `uniqueKeys`) with another record,
 * or null. It is the store's own check, made on every change on either store (PostgreSQL's unique indexes
 * refuse the same keys again, for two servers writing at once): the entity modules check first and answer in
 * their own words, a change that skips them still cannot store a clash. A record whose key did not change is
 * let be: two records sharing a key from before the indexes existed stay as they were.
 */
export function uniqueClash(ops: readonly Op[], base: Reader): ConflictError | null {
	const changed = new Map<CollectionName, Map<number | string, Records[CollectionName] | null>>()
	for (const op of ops) {
		if ('put' in op) mapOf(changed, op.put).set(op.record.id, op.record)
		else if ('delete' in op) mapOf(changed, op.delete).set(op.id, null)
	}
	for (const [name, records] of changed) {
		const keys = (uniqueKeys as unknown as Partial<Record<CollectionName, Record<string, KeyFn>>>)[name]
		if (!keys) continue
		for (const [index, key] of Object.entries(keys)) {
			const field = (uniqueKeyFields as Record<string, Record<string, string>>)[name]![index]!
			const taken = new Set<string>()
			for (const [id, record] of records) {
				if (!record) continue
				const value = key(record)
				const before = base.get(name, id as never)
				if (before && key(before) === value) continue
				if (taken.has(value)) return uniqueKeyConflict(field)
				taken.add(value)
				const other = base.find(name as IndexedCollection, index as IndexName<IndexedCollection>, value)
				if (!other || other.id === id) continue
				// The other record holds the key unless this change removes it or gives it another.
				const now = records.has(other.id) ? records.get(other.id) : other
				if (now && key(now) === value) return uniqueKeyConflict(field)
			}
		}
	}
	return null
}

function mapOf<K, V>(map: Map<CollectionName, Map<K, V>>, name: CollectionName): Map<K, V> {
	let found = map.get(name)
	if (!found) map.set(name, (found = new Map()))
	return found
}
