import { type CollectionName, type Database } from './db-schema.ts'

/** Hands out the next id of a collection; ids are never reused. */
export function takeId(draft: Database, collection: CollectionName): number {
	const id = draft.next_ids[collection]
	draft.next_ids[collection] = id + 1
	return id
}

export function now(): string {
	return new Date().toISOString()
}
