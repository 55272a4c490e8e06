/**
 * Integration test files about the JSON store's own files, left out of the
 * PostgreSQL tier (TEST_STORE=postgres, scripts/test.ts): what they check has
 * no counterpart when records live in PostgreSQL. The one list of them.
 */
export const JSON_STORE_ONLY: { file: string; why: string }[] = [
	{ file: 'durability.test.ts', why: 'the journal, its torn lines, snapshots and compaction after kill -9' },
	{ file: 'full-disk.test.ts', why: 'a full DATA_DIR disk under the journal and snapshots' },
	{ file: 'storage.test.ts', why: 'migrating a db.json, and the data folder lock of one writer' },
	{ file: 'postgres-store.test.ts', why: 'starts its own clusters and databases, whatever the tier' },
]
