// Throwaway measurement: what PostgreSQL takes to store one change of 2,000 new deliveries as the store writes it
// (records upserted as JSONB, the change's log row as JSONB), against the log row kept as text.
// `node scripts/node.js scripts/queue-write-cost.ts`
import postgres from 'postgres'
import { migrate } from '#app/data/postgres/store.server.ts'
import { startPostgres } from '../tests/support/postgres.ts'

const cluster = await startPostgres()
try {
	const url = await cluster.createDatabase()
	const sql = postgres(url, { max: 1, onnotice: () => {} })
	await migrate(sql)
	await sql`CREATE TABLE changes_text (seq bigint PRIMARY KEY, at timestamptz NOT NULL, ops text NOT NULL)`
	let id = 1
	let seq = 1
	const change = () => {
		const records = Array.from({ length: 2000 }, () => ({
			id: id,
			campaign_id: 1,
			subscriber_id: id++,
			email: `reader-${id}@example.com`,
			status: 'queued',
			answer: '',
			attempts: 0,
			sending_at: null,
			retry_at: null,
			updated_at: new Date().toISOString(),
		}))
		return { records, ops: JSON.stringify(records.map((record) => ({ put: 'deliveries', record }))), seq: seq++ }
	}
	const time = async (label: string, logTable: 'changes' | 'changes_text', recordsToo: boolean) => {
		const times: number[] = []
		for (let i = 0; i < 31; i++) {
			const { records, ops, seq } = change()
			const t = performance.now()
			await sql.begin(async (tx) => {
				await Promise.all([
					...(recordsToo
						? [
								tx`INSERT INTO records (collection, id, data)
							SELECT 'deliveries', id, data::jsonb FROM unnest(${records.map((r) => String(r.id))}::text[], ${records.map((r) => JSON.stringify(r))}::text[]) AS t(id, data)
							ON CONFLICT (collection, id) DO UPDATE SET data = excluded.data`,
							]
						: []),
					logTable === 'changes'
						? tx`INSERT INTO changes (seq, at, ops) SELECT seq, at, ops::jsonb FROM unnest(${[seq]}::bigint[], ${[new Date().toISOString()]}::timestamptz[], ${[ops]}::text[]) AS t(seq, at, ops)`
						: tx`INSERT INTO changes_text (seq, at, ops) SELECT seq, at, ops FROM unnest(${[seq]}::bigint[], ${[new Date().toISOString()]}::timestamptz[], ${[ops]}::text[]) AS t(seq, at, ops)`,
				])
			})
			times.push(performance.now() - t)
		}
		times.sort((a, b) => a - b)
		console.log(
			`${label}: median ${times[15]!.toFixed(1)} ms (min ${times[0]!.toFixed(1)}, max ${times.at(-1)!.toFixed(1)})`,
		)
	}
	await time('warm-up', 'changes', true)
	await time('records and log row as JSONB (as now)', 'changes', true)
	await time('records as JSONB, log row as text', 'changes_text', true)
	await time('log row as JSONB alone', 'changes', false)
	await time('log row as text alone', 'changes_text', false)
	await sql.end({ timeout: 5 })
} finally {
	await cluster.destroy()
}
