// Prints the rows of a PostgreSQL database of the store as JSON, for tests/support/server.ts (readDb() and
// fingerprint() are synchronous, so they run this in a child process): the site parts, the next ids and every
// record, each in a fixed order. tests/support/store.ts assembles them as it assembles a data folder.
import postgres from 'postgres'

const [url] = process.argv.slice(2)
const sql = postgres(url, { max: 1, onnotice: () => {} })
try {
	const [site, nextIds, records] = await Promise.all([
		sql`SELECT key, data FROM site ORDER BY key`,
		sql`SELECT collection, next_id::int AS next_id FROM next_ids ORDER BY collection`,
		sql`SELECT collection, id, data FROM records ORDER BY collection, length(id), id`,
	])
	process.stdout.write(JSON.stringify({ site, nextIds, records }))
} finally {
	await sql.end({ timeout: 5 })
}
