/**
 * The integration files that run a second time with every record in PostgreSQL and every file in a bucket
 * (TEST_STORE=postgres, scripts/test.ts): the ones about storing things, where the second store can differ. Every
 * other file runs once, on the JSON store; what the stores must do alike is the data layer's contract, run on both
 * drivers in the unit tier (app/data/store/store.test.ts, app/data/file-storage/file-storage.server.test.ts). The
 * files about PostgreSQL itself (postgres-store, several-servers-*) start their own clusters in the first run. The
 * one list of them.
 */
export const BOTH_STORES: { file: string; why: string }[] = [
	{ file: 'api-admin.test.ts', why: 'the API smoke file: every collection created, changed, refused and deleted' },
	{ file: 'api-answers.test.ts', why: 'the 503 answer while PostgreSQL cannot be reached' },
	{ file: 'api-files.test.ts', why: "uploads through the API, an original's key in the bucket" },
	{ file: 'backup.test.ts', why: 'backups of a database and a bucket' },
	{ file: 'bucket-cut-answers.test.ts', why: 'answers while the bucket cannot be reached' },
	{ file: 'enquiries.test.ts', why: "the inbox read a page at a time from each server's scratch file, not memory" },
	{ file: 'fairs.test.ts', why: 'a collection added later: its records, unique slugs (migration 005) and revisions' },
	{ file: 'foundation.test.ts', why: 'the demo seeded into a database and a bucket; 200 concurrent writes kept' },
	{ file: 'images.test.ts', why: 'variants and tiles made, found missing and removed in a bucket' },
	{ file: 'import.test.ts', why: 'many records written in one transaction, their images in a bucket' },
	{
		file: 'sales-invoices.test.ts',
		why: 'a sale and its work in one change, invoice numbers unique (migration 006) and after a restart',
	},
	{ file: 'restore.test.ts', why: 'restores across stores, all or nothing' },
	{ file: 'revisions.test.ts', why: "revisions read back from each server's scratch file, not memory, and restored" },
	{ file: 's3-files.test.ts', why: 'files in a bucket with their records in a database' },
	{ file: 'uploads.test.ts', why: 'a refused upload leaves nothing in the bucket' },
]
