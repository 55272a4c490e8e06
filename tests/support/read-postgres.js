// Reads the rows of a PostgreSQL database of the store for tests/support/server.ts, whose readDb() and
// fingerprint() are synchronous: this runs in a worker thread, with a connection kept per database, and answers
// each address posted to it with the rows as JSON text (the site parts, the next ids and every record, each in a
// fixed order), or with a hash of them, on its port, then wakes the waiting thread through the shared signal.
// tests/support/store.ts assembles the rows as it assembles a data folder.
import { parentPort, workerData } from 'node:worker_threads'
import postgres from 'postgres'

const { port, signal } = workerData
const flag = new Int32Array(signal)
const pools = new Map()

function pool(url) {
	let sql = pools.get(url)
	// A database's connection closes after a second unused, so a finished test leaves none open.
	if (!sql) pools.set(url, (sql = postgres(url, { max: 1, idle_timeout: 1, onnotice: () => {} })))
	return sql
}

async function read(url) {
	const sql = pool(url)
	const site = await sql`SELECT key, data FROM site ORDER BY key`
	const nextIds = await sql`SELECT collection, next_id::int AS next_id FROM next_ids ORDER BY collection`
	const records = await sql`SELECT collection, id, data FROM records ORDER BY collection, length(id), id`
	return JSON.stringify({ site, nextIds, records })
}

/** A hash of the same rows, made in PostgreSQL: only the hash crosses the connection. */
async function fingerprint(url) {
	const [row] = await pool(url)`SELECT md5(concat_ws('|',
		(SELECT string_agg(key || '=' || data::text, ',' ORDER BY key) FROM site),
		(SELECT string_agg(collection || '=' || next_id, ',' ORDER BY collection) FROM next_ids),
		(SELECT string_agg(collection || '/' || id || '=' || data::text, ',' ORDER BY collection, id) FROM records)
	)) AS hash`
	return row.hash
}

parentPort.on('message', async ({ url, mode }) => {
	let answer
	try {
		answer = { text: mode === 'fingerprint' ? await fingerprint(url) : await read(url) }
	} catch (error) {
		answer = { error: String(error?.message ?? error) }
	}
	port.postMessage(answer)
	Atomics.store(flag, 0, 1)
	Atomics.notify(flag, 0)
})
