import os from 'node:os'
import { type Database } from '#app/data/db-schema.ts'
import { StartupError, StorageUnavailableError } from '#app/data/errors.ts'
import { checkRecord, checkSitePart } from '#app/data/store/checks.ts'
import { type Tables } from '#app/data/store/draft.ts'
import { type Entry } from '#app/data/store/journal.server.ts'
import { checkEntry } from '#app/data/store/replay.ts'
import { type ChangeWriter, Store } from '#app/data/store/store.server.ts'
import { ColdTable } from '#app/data/store/cold-table.server.ts'
import { type RecordTable, Table } from '#app/data/store/table.ts'
import { uniqueKeyConflict } from '#app/data/store/unique.ts'
import {
	type ColdCollection,
	COLLECTIONS,
	KEYED_COLLECTIONS,
	type CollectionName,
	isCold,
	type Records,
	type Site,
	type SiteKey,
	siteParts,
	uniqueKeyFields,
} from '#app/data/store/units.ts'
import { type Sql } from './client.server.ts'
import { MIGRATION_LOCK } from './migrations.server.ts'

export { migrate, migrations } from './migrations.server.ts'

/**
 * The store kept in PostgreSQL (docs/decisions/010-postgresql-store.md).
 * Reads stay in memory, as with the JSON store; PostgreSQL replaces the
 * snapshot files and the journal underneath: records as JSONB rows, and a
 * log of changes (`changes`) that every server follows. A write takes one
 * advisory lock (one writer across servers), catches memory up with what
 * other servers stored, stores its ops and one log row, notifies the others,
 * and is applied to memory and acknowledged only after COMMIT.
 */

/** The channel a new change is announced on (its number as the payload). */
export const CHANNEL = 'gallery_changes'
// The key of the advisory lock every write takes (migrations and seeding take MIGRATION_LOCK).
const WRITE_LOCK = 7_310_002
/** The log keeps at least this many newest changes, and every change of the last day. */
export const LOG_KEEP = 10_000
const TRIM_EVERY = 500
const CHUNK = 5_000
const LOAD_BATCH = 2_000

/** Connection failures: the database is away (not a refusal of the write itself). */
export function isUnreachable(error: unknown): boolean {
	const code = (error as { code?: unknown } | null)?.code
	if (typeof code !== 'string') return false
	if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH'].includes(code))
		return true
	// postgres (porsager) errors of its own connection handling, and PostgreSQL's shutdown and connection classes.
	return (
		code.startsWith('CONNECT') || code === 'CONNECTION_CLOSED' || code === 'CONNECTION_ENDED' || /^(08|57P)/.test(code)
	)
}

function unavailable(error: unknown) {
	return new StorageUnavailableError(
		`The database cannot be reached (${(error as Error).message}); nothing was saved. Try again in a moment.`,
	)
}

/**
 * Writes the first database when the database holds none, in one
 * transaction under the migration lock: of servers starting together on an
 * empty database, one seeds and the others load what it wrote.
 */
export async function seedIfEmpty(sql: Sql, initial: () => Promise<Database>): Promise<boolean> {
	return sql.begin(async (tx) => {
		await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`
		const [row] = await tx`SELECT 1 FROM site LIMIT 1`
		if (row) return false
		await writeDatabase(tx as unknown as Sql, await initial())
		return true
	})
}

/** Writes a whole database (checked already) into empty tables. */
export async function writeDatabase(tx: Sql, db: Database) {
	for (const key of Object.keys(siteParts) as SiteKey[]) {
		await tx`INSERT INTO site (key, data) VALUES (${key}, ${tx.json(db[key] as never)})`
	}
	for (const name of COLLECTIONS) {
		const records = db[name] as readonly { id: number | string }[]
		for (let start = 0; start < records.length; start += CHUNK) {
			await upsert(tx, name, records.slice(start, start + CHUNK))
		}
		const next = KEYED_COLLECTIONS.includes(name) ? 1 : (db.next_ids[name as keyof Database['next_ids']] ?? 1)
		await tx`INSERT INTO next_ids (collection, next_id) VALUES (${name}, ${next})
			ON CONFLICT (collection) DO UPDATE SET next_id = greatest(next_ids.next_id, excluded.next_id)`
	}
}

/** The statement that stores `records` (not sent until awaited, so that statements go in the order they are awaited). */
function upsert(tx: Sql, name: string, records: readonly { id: number | string }[]) {
	if (!records.length) return Promise.resolve()
	return tx`INSERT INTO records (collection, id, data)
		SELECT ${name}, id, data::jsonb FROM unnest(${records.map((r) => String(r.id))}::text[], ${records.map((r) => JSON.stringify(r))}::text[]) AS t(id, data)
		ON CONFLICT (collection, id) DO UPDATE SET data = excluded.data`
}

type Loaded = { site: Site; tables: Tables; seq: number }

/**
 * Everything at one moment (one repeatable-read transaction): one query per
 * collection, every record checked as on a start from files. Inside a write
 * (`inWrite`: its transaction holds the write lock, so nothing changes while it
 * reads) the reads run in that transaction: a transaction cannot begin another.
 */
async function readEverything(sql: Sql, scratchDir: string, { inWrite = false } = {}): Promise<Loaded> {
	const read = async (tx: Sql) => {
		const [last] = await tx<{ seq: string | null }[]>`SELECT max(seq)::text AS seq FROM changes`
		const site = {} as Record<string, unknown>
		const parts = new Map(
			(await tx<{ key: string; data: unknown }[]>`SELECT key, data FROM site`).map((r) => [r.key, r.data]),
		)
		for (const key of Object.keys(siteParts) as SiteKey[]) {
			const checked = checkSitePart(key, parts.get(key))
			if (!checked.ok)
				throw new StartupError(
					`The database's site ${key} failed validation at field "${checked.field}": ${checked.message}; it was left untouched.`,
				)
			site[key] = checked.value
		}
		const nextIds = new Map(
			(await tx<{ collection: string; next_id: string }[]>`SELECT collection, next_id::text FROM next_ids`).map((r) => [
				r.collection,
				Number(r.next_id),
			]),
		)
		const tables = {} as Record<CollectionName, RecordTable<CollectionName>>
		for (const name of COLLECTIONS) {
			// A cold collection (revisions) goes to a scratch file of this server, not into memory (cold-table.server.ts).
			const table = (
				isCold(name) ? new ColdTable(name, nextIds.get(name) ?? 1, scratchDir) : new Table(name, nextIds.get(name) ?? 1)
			) as RecordTable<CollectionName>
			// Text ids of numbers sort by length first: id order, as the JSON store keeps records.
			// Read in batches through a cursor: a large collection (100,000 readers) is never held twice over, as rows and as records.
			let index = 0
			await tx<{ data: unknown }[]>`SELECT data FROM records WHERE collection = ${name} ORDER BY length(id), id`.cursor(
				LOAD_BATCH,
				(rows) => {
					for (const row of rows) {
						index++
						const checked = checkRecord(name, row.data)
						if (!checked.ok) {
							const id = (row.data as { id?: unknown } | null)?.id
							throw new StartupError(
								`The database's ${name} record ${index} (id ${JSON.stringify(id)}) failed validation at field "${checked.field}": ${checked.message}; it was left untouched.`,
							)
						}
						table.put(checked.value)
					}
				},
			)
			tables[name] = table
		}
		return { site: Object.freeze(site) as Site, tables: tables as unknown as Tables, seq: Number(last?.seq ?? 0) }
	}
	return inWrite
		? read(sql)
		: sql.begin('ISOLATION LEVEL REPEATABLE READ READ ONLY', (tx) => read(tx as unknown as Sql))
}

/**
 * Opens the store from PostgreSQL: everything in memory but the cold collections, which go to a scratch file
 * in `scratchDir` (DATA_DIR on a server); writes through a PostgresWriter.
 */
export async function loadPostgresStore(sql: Sql, options: { notify: boolean; scratchDir?: string }): Promise<Store> {
	const scratchDir = options.scratchDir ?? os.tmpdir()
	const { site, tables, seq } = await readEverything(sql, scratchDir)
	return new Store({ tables, site, seq, writer: new PostgresWriter(sql, options.notify, scratchDir) })
}

/** Stores batches of changes in PostgreSQL: one transaction, one writer at a time across servers. */
export class PostgresWriter implements ChangeWriter {
	readonly broken = null
	readonly #sql: Sql
	readonly #notify: boolean
	/** Where a reload puts the cold collections' scratch files. */
	readonly scratchDir: string

	constructor(sql: Sql, notify: boolean, scratchDir: string) {
		this.#sql = sql
		this.#notify = notify
		this.scratchDir = scratchDir
	}

	async write(make: () => Entry[], store: Store) {
		try {
			await this.#sql.begin(async (tx) => {
				// Another server may have stored changes since this one last heard: memory first reads them. The
				// look is sent with the lock, in one round trip: it runs once the lock is held.
				const [, rows] = await Promise.all([
					tx`SELECT pg_advisory_xact_lock(${WRITE_LOCK})`,
					changesAfter(tx as unknown as Sql, store.seq),
				])
				await catchUp(tx as unknown as Sql, store, rows, { inWrite: true })
				const entries = make()
				if (!entries.length) return
				const last = entries.at(-1)!.seq
				// Every statement of the write goes in one round trip, run in order.
				await Promise.all([
					...writeEntries(tx as unknown as Sql, entries),
					...(this.#notify ? [tx`SELECT pg_notify(${CHANNEL}, ${String(last)})`] : []),
					...(Math.floor(last / TRIM_EVERY) > Math.floor((entries[0]!.seq - 1) / TRIM_EVERY)
						? [tx`DELETE FROM changes WHERE seq <= ${last - LOG_KEEP} AND at < now() - interval '1 day'`]
						: []),
				])
			})
		} catch (error) {
			if (isUnreachable(error)) throw unavailable(error)
			if ((error as { code?: string }).code === '23505') throw uniqueClash(error)
			throw error
		}
	}
}

/** The field of each unique index, by the index's name (`records_{collection}_{key}`). */
const INDEX_FIELDS = new Map<string, string>(
	Object.entries(uniqueKeyFields).flatMap(([name, keys]) =>
		Object.entries(keys).map(([key, field]) => [`records_${name}_${key}`, field] as const),
	),
)

/** A unique index refused the write (the in-memory check missed a clash): a conflict on that field. */
function uniqueClash(error: unknown) {
	return uniqueKeyConflict(INDEX_FIELDS.get(String((error as { constraint_name?: string }).constraint_name)) ?? 'id')
}

/**
 * The statements that store a batch, sent together (they run in order): its final state per record (deletes
 * first, so a key freed and taken again is no clash), and one log row per change.
 */
function writeEntries(tx: Sql, entries: readonly Entry[]): Promise<unknown>[] {
	const statements: Promise<unknown>[] = []
	const records = new Map<string, { name: CollectionName; id: number | string; record: unknown }>()
	const site = new Map<SiteKey, unknown>()
	const nextIds = new Map<CollectionName, number>()
	for (const entry of entries) {
		for (const op of entry.ops) {
			if ('put' in op) {
				records.set(`${op.put}\u0000${op.record.id}`, { name: op.put, id: op.record.id, record: op.record })
				if (typeof op.record.id === 'number') nextIds.set(op.put, Math.max(nextIds.get(op.put) ?? 0, op.record.id + 1))
			} else if ('delete' in op) {
				records.set(`${op.delete}\u0000${op.id}`, { name: op.delete, id: op.id, record: null })
			} else site.set(op.site, op.value)
		}
	}
	const deletes = [...records.values()].filter((r) => r.record === null)
	if (deletes.length) {
		statements.push(
			tx`DELETE FROM records WHERE (collection, id) IN (SELECT * FROM unnest(${deletes.map((r) => r.name)}::text[], ${deletes.map((r) => String(r.id))}::text[]))`,
		)
	}
	const byName = new Map<CollectionName, { id: number | string }[]>()
	for (const r of records.values()) {
		if (r.record === null) continue
		let list = byName.get(r.name)
		if (!list) byName.set(r.name, (list = []))
		list.push(r.record as { id: number | string })
	}
	for (const [name, list] of byName) statements.push(upsert(tx, name, list))
	for (const [key, value] of site) {
		// tx.json: a string parameter cast to jsonb would be encoded once more and stored as one JSON string.
		statements.push(tx`INSERT INTO site (key, data) VALUES (${key}, ${tx.json(value as never)})
			ON CONFLICT (key) DO UPDATE SET data = excluded.data`)
	}
	if (nextIds.size) {
		statements.push(tx`INSERT INTO next_ids (collection, next_id)
			SELECT * FROM unnest(${[...nextIds.keys()]}::text[], ${[...nextIds.values()]}::bigint[])
			ON CONFLICT (collection) DO UPDATE SET next_id = greatest(next_ids.next_id, excluded.next_id)`)
	}
	// The ops as text (migration 007): the records were sent as JSONB rows above, the log row is only read whole.
	statements.push(tx`INSERT INTO changes (seq, at, ops)
		SELECT seq, at, ops FROM unnest(${entries.map((e) => e.seq)}::bigint[], ${entries.map((e) => e.at)}::timestamptz[], ${entries.map((e) => JSON.stringify(e.ops))}::text[]) AS t(seq, at, ops)`)
	return statements
}

/** A row of the log; `ops` is the JSON text of the change's ops (migration 007). */
type ChangeRow = { seq: string; at: Date; ops: string }

/** The next changes stored after `seq`, in order (at most 1000). */
function changesAfter(sql: Sql, seq: number) {
	return sql<ChangeRow[]>`SELECT seq::text, at, ops FROM changes WHERE seq > ${seq} ORDER BY seq LIMIT 1000`
}

/**
 * Applies the changes stored after memory's last one, in order (table
 * versions bump as on a local write, so remembered views and cached pages
 * follow). When the log no longer reaches back that far, every table is
 * loaded again instead. Answers how many changes were applied (-1: reloaded).
 */
export async function catchUp(
	sql: Sql,
	store: Store,
	first?: readonly ChangeRow[],
	{ inWrite = false } = {},
): Promise<number> {
	let applied = 0
	for (let rows = first ?? (await changesAfter(sql, store.seq)); ; rows = await changesAfter(sql, store.seq)) {
		if (!rows.length) return applied
		if (Number(rows[0]!.seq) !== store.seq + 1) {
			await reload(sql, store, { inWrite })
			return -1
		}
		for (const row of rows) {
			const ops = JSON.parse(row.ops) as unknown
			const checked = checkEntry({ seq: Number(row.seq), at: new Date(row.at).toISOString(), ops })
			if (!checked.ok) throw new Error(`Change ${row.seq} in the database failed validation: ${checked.problem}`)
			store.apply(checked.entry)
			applied++
		}
	}
}

/** Loads every table again (the log did not reach back far enough): each changed record bumps its table as a write would. */
export async function reload(sql: Sql, store: Store, { inWrite = false } = {}) {
	const loaded = await readEverything(sql, (store.writer as PostgresWriter).scratchDir, { inWrite })
	for (const name of COLLECTIONS) {
		if (isCold(name)) {
			// No public page reads it, so nothing remembered depends on which record changed: the fresh file is taken whole.
			;(store.tables[name] as ColdTable<ColdCollection>).adopt(loaded.tables[name] as ColdTable<ColdCollection>)
			continue
		}
		const table = store.tables[name] as unknown as Table<CollectionName>
		const fresh = loaded.tables[name] as unknown as Table<CollectionName>
		for (const id of [...table.rows.keys()]) if (!fresh.rows.has(id)) table.delete(id)
		for (const record of fresh.rows.values()) {
			if (JSON.stringify(table.rows.get(record.id)) !== JSON.stringify(record))
				table.put(record as Records[CollectionName])
		}
		table.nextId = Math.max(table.nextId, fresh.nextId)
	}
	if (JSON.stringify(store.siteData) !== JSON.stringify(loaded.site)) {
		store.siteData = loaded.site
		store.siteVersion++
	}
	store.seq = Math.max(store.seq, loaded.seq)
	console.log(`Reloaded every table from the database (up to change ${store.seq}).`)
}

/**
 * Follows the changes other servers store: on each notification the
 * changes after memory's last one are applied, in the write queue; on every
 * (re)connection of the listener, everything missed meanwhile is caught up.
 * `applied` is called after changes were applied (or every table reloaded),
 * as a local write calls its listeners.
 */
export async function follow(
	sql: Sql,
	store: Store,
	applied: () => void = () => {},
): Promise<{ unlisten: () => Promise<void> }> {
	let queued = false
	const catchUpSoon = () => {
		if (queued) return
		queued = true
		store
			.enqueue(async () => {
				queued = false
				if ((await catchUp(sql, store)) !== 0) applied()
			})
			.catch((error: unknown) => {
				if (!isUnreachable(error)) console.error(`Following the database's changes failed: ${(error as Error).message}`)
			})
	}
	const listening = await sql.listen(
		CHANNEL,
		(payload) => {
			if (Number(payload) > store.seq) catchUpSoon()
		},
		catchUpSoon,
	)
	return { unlisten: () => listening.unlisten() }
}

/** Whether PostgreSQL answers now. */
export async function postgresReachable(sql: Sql): Promise<boolean> {
	try {
		await sql`SELECT 1`
		return true
	} catch {
		return false
	}
}
