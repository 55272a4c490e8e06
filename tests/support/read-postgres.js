// Prints what a PostgreSQL database of the store holds, for tests/support/server.ts (readDb() and fingerprint()
// are synchronous, so they run this in a child process): the database in the single-file shape of schema version 1
// as JSON, or with --fingerprint a SHA-256 of every record, site part and next id.
import crypto from 'node:crypto'
import postgres from 'postgres'

const [url, mode] = process.argv.slice(2)
const COLLECTIONS = [
	'exhibitions',
	'artists',
	'artworks',
	'about_blocks',
	'files',
	'subscribers',
	'users',
	'sessions',
	'enquiries',
	'viewing_rooms',
	'activity',
	'revisions',
	'campaigns',
	'deliveries',
]
const sql = postgres(url, { max: 1, onnotice: () => {} })
try {
	const [site, nextIds, records] = await Promise.all([
		sql`SELECT key, data FROM site ORDER BY key`,
		sql`SELECT collection, next_id::int AS next_id FROM next_ids ORDER BY collection`,
		sql`SELECT collection, id, data FROM records ORDER BY collection, length(id), id`,
	])
	if (mode === '--fingerprint') {
		const hash = crypto.createHash('sha256')
		hash.update(JSON.stringify([site, nextIds, records]))
		process.stdout.write(hash.digest('hex'))
	} else {
		const db = { schema_version: 1, next_ids: {} }
		for (const row of nextIds) if (row.collection !== 'sessions') db.next_ids[row.collection] = row.next_id
		for (const row of site) db[row.key] = row.data
		for (const name of COLLECTIONS) db[name] = []
		for (const row of records) db[row.collection]?.push(row.data)
		process.stdout.write(JSON.stringify(db))
	}
} finally {
	await sql.end({ timeout: 5 })
}
