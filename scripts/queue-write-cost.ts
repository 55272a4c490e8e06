// Throwaway measurement: what PostgreSQL takes to store one change of a campaign being queued as the store writes it
// (2,000 new deliveries and 2,000 readers given an unsubscribe secret, with the change's log row as text), the
// records sent as arrays of parameters (`unnest`, as the store does) against sent by COPY into a staging table, its
// parts alone, and the log row compressed with lz4 or not at all (PostgreSQL's default is pglz).
// `node scripts/node.js scripts/queue-write-cost.ts`
import { type Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import postgres from 'postgres'
import { migrate } from '#app/data/postgres/store.server.ts'
import { startPostgres } from '../tests/support/postgres.ts'

const READERS = 2000
const cluster = await startPostgres()
try {
	const url = await cluster.createDatabase()
	const sql = postgres(url, { max: 1, onnotice: () => {} })
	await migrate(sql)
	let deliveryId = 1
	let seq = 1
	let round = 0
	const reader = (id: number, token: string) => ({
		id,
		email: `reader-${id}@example.com`,
		name: '',
		status: 'active',
		unsubscribe_token: token,
		confirm_token_hash: '',
		subscribed_at: '2025-01-01T00:00:00.000Z',
		contact_id: id,
	})
	// 110 rounds of readers, each round's readers stored once without a secret (as the grown gallery's are).
	const readers = Array.from({ length: READERS * 110 }, (_, i) => reader(i + 1, ''))
	for (let start = 0; start < readers.length; start += 5000) {
		const list = readers.slice(start, start + 5000)
		await sql`INSERT INTO records (collection, id, data)
			SELECT 'subscribers', id, data::jsonb FROM unnest(${list.map((r) => String(r.id))}::text[], ${list.map((r) => JSON.stringify(r))}::text[]) AS t(id, data)`
	}
	const change = () => {
		const first = round++ * READERS + 1
		const subscribers = Array.from({ length: READERS }, (_, i) =>
			reader(first + i, `secret-${first + i}-abcdefghijklmnopqrstuvwxyz`),
		)
		const deliveries = subscribers.map((s) => ({
			id: deliveryId++,
			campaign_id: 1,
			subscriber_id: s.id,
			email: s.email,
			status: 'queued',
			answer: '',
			attempts: 0,
			sending_at: null,
			retry_at: null,
			updated_at: new Date().toISOString(),
		}))
		const ops = JSON.stringify([
			...subscribers.map((record) => ({ put: 'subscribers', record })),
			...deliveries.map((record) => ({ put: 'deliveries', record })),
		])
		return { byName: { subscribers, deliveries }, ops, seq: seq++ }
	}
	type Change = ReturnType<typeof change>
	const logRow = (tx: postgres.Sql, c: Change) =>
		tx`INSERT INTO changes (seq, at, ops) SELECT seq, at, ops FROM unnest(${[c.seq]}::bigint[], ${[new Date().toISOString()]}::timestamptz[], ${[c.ops]}::text[]) AS t(seq, at, ops)`
	const unnestUpsert = (tx: postgres.Sql, name: string, records: { id: number }[]) =>
		tx`INSERT INTO records (collection, id, data)
			SELECT ${name}, id, data::jsonb FROM unnest(${records.map((r) => String(r.id))}::text[], ${records.map((r) => JSON.stringify(r))}::text[]) AS t(id, data)
			ON CONFLICT (collection, id) DO UPDATE SET data = excluded.data`
	/** COPY's text format: backslash, tab, newline and carriage return escaped (JSON text has only the first). */
	const copyField = (text: string) =>
		text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
	const copyUpsert = async (tx: postgres.Sql, byName: Record<string, { id: number }[]>) => {
		await tx`CREATE TEMP TABLE IF NOT EXISTS staged (collection text, id text, data text) ON COMMIT DELETE ROWS`
		const writable = await tx`COPY staged (collection, id, data) FROM STDIN`.writable()
		let text = ''
		for (const [name, records] of Object.entries(byName))
			for (const r of records) text += `${name}\t${r.id}\t${copyField(JSON.stringify(r))}\n`
		await pipeline([Buffer.from(text)], writable as Writable)
		await tx`INSERT INTO records (collection, id, data) SELECT collection, id, data::jsonb FROM staged
			ON CONFLICT (collection, id) DO UPDATE SET data = excluded.data`
	}
	const variants: Record<string, (tx: postgres.Sql, c: Change) => Promise<unknown>> = {
		'unnest (as now)': (tx, c) =>
			Promise.all([
				unnestUpsert(tx, 'subscribers', c.byName.subscribers),
				unnestUpsert(tx, 'deliveries', c.byName.deliveries),
				logRow(tx, c),
			]),
		'COPY into a staging table': async (tx, c) => {
			await copyUpsert(tx, c.byName)
			await logRow(tx, c)
		},
		'unnest, deliveries alone': (tx, c) => Promise.all([unnestUpsert(tx, 'deliveries', c.byName.deliveries)]),
		'unnest, readers alone': (tx, c) => Promise.all([unnestUpsert(tx, 'subscribers', c.byName.subscribers)]),
		'log row alone': (tx, c) => logRow(tx, c),
	}
	const storage: Record<string, string> = {
		'log row alone, lz4': 'ALTER TABLE changes ALTER COLUMN ops SET COMPRESSION lz4',
		'log row alone, not compressed': 'ALTER TABLE changes ALTER COLUMN ops SET STORAGE EXTERNAL',
	}
	const time = async (label: string, write: (tx: postgres.Sql, c: Change) => Promise<unknown>) => {
		const times: number[] = []
		for (let i = 0; i < 11; i++) {
			const c = change()
			const t = performance.now()
			await sql.begin((tx) => write(tx as unknown as postgres.Sql, c))
			times.push(performance.now() - t)
		}
		times.sort((a, b) => a - b)
		console.log(
			`${label}: median ${times[5]!.toFixed(1)} ms (min ${times[0]!.toFixed(1)}, max ${times.at(-1)!.toFixed(1)})`,
		)
	}
	await time('warm-up', variants['unnest (as now)']!)
	for (const [label, write] of Object.entries(variants)) await time(label, write)
	for (const [label, statement] of Object.entries(storage)) {
		await sql.unsafe(statement)
		await time(label, (tx, c) => logRow(tx, c))
	}
	await sql.unsafe('ALTER TABLE changes ALTER COLUMN ops SET COMPRESSION lz4')
	await time('unnest, log row lz4 and not compressed', variants['unnest (as now)']!)
	await sql.unsafe('ALTER TABLE changes ALTER COLUMN ops SET STORAGE EXTENDED')
	await time('unnest, log row lz4', variants['unnest (as now)']!)
	await sql.end({ timeout: 5 })
} finally {
	await cluster.destroy()
}
