import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The tests' own reading of a data folder, independent of the server's code:
 * the snapshots in `store/` with the journal lines after them, assembled as
 * the single-file database of schema version 1 (what `readDb()` answers and
 * what a test edits). `writeDatabase` puts such a database back as a
 * `db.json`, which the next start migrates.
 */
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
	'room_views',
	'activity',
	'revisions',
	'campaigns',
	'deliveries',
	'contacts',
	'fairs',
	'sales',
] as const

export function storeDir(dataDir: string) {
	return path.join(dataDir, 'store')
}

export function journalFiles(dataDir: string): string[] {
	return fs
		.readdirSync(storeDir(dataDir))
		.filter((n) => /^journal-\d{12}\.jsonl$/.test(n))
		.sort()
		.map((n) => path.join(storeDir(dataDir), n))
}

export function readStore(dataDir: string): Record<string, any> {
	const dir = storeDir(dataDir)
	const read = (unit: string) => JSON.parse(fs.readFileSync(path.join(dir, `${unit}.json`), 'utf8'))
	const site = read('site')
	const seqs: Record<string, number> = { site: site.seq }
	const rows: Record<string, Map<unknown, any>> = {}
	const nextIds: Record<string, number> = {}
	for (const name of COLLECTIONS) {
		const snapshot = read(name)
		seqs[name] = snapshot.seq
		nextIds[name] = snapshot.next_id ?? 1
		rows[name] = new Map(snapshot.records.map((r: any) => [r.id, r]))
	}
	const parts = { ...site.site }
	for (const file of journalFiles(dataDir)) {
		for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
			if (!line) continue
			let entry: any
			try {
				entry = JSON.parse(line)
			} catch {
				continue // a torn last line
			}
			for (const op of entry.ops) {
				const unit = op.put ?? op.delete ?? 'site'
				if (entry.seq <= seqs[unit]!) continue
				if (op.put) {
					rows[op.put]!.set(op.record.id, op.record)
					if (typeof op.record.id === 'number') nextIds[op.put] = Math.max(nextIds[op.put]!, op.record.id + 1)
				} else if (op.delete) rows[op.delete]!.delete(op.id)
				else parts[op.site] = op.value
			}
		}
	}
	return assembleDatabase(
		parts,
		nextIds,
		Object.fromEntries(COLLECTIONS.map((name) => [name, [...rows[name]!.values()]])),
	)
}

/**
 * The single-file database of schema version 1 from the parts of a store,
 * whichever holds them: the site parts, each collection's next id (sessions
 * have none in that shape) and each collection's records in id order.
 */
export function assembleDatabase(
	site: Record<string, unknown>,
	nextIds: Record<string, number>,
	records: Record<string, unknown[]>,
): Record<string, any> {
	// Records named by a key of their own have no next id (app/data/store/units.ts, KEYED_COLLECTIONS).
	const { sessions: _sessions, room_views: _roomViews, ...next_ids } = nextIds
	return {
		schema_version: 1,
		next_ids,
		...site,
		...Object.fromEntries(COLLECTIONS.map((name) => [name, records[name] ?? []])),
	}
}

/** What tests/support/read-postgres.js prints: the rows of a PostgreSQL database of the store, in order. */
export type PostgresRows = {
	site: { key: string; data: unknown }[]
	nextIds: { collection: string; next_id: number }[]
	records: { collection: string; id: string; data: unknown }[]
}

/** A PostgreSQL database of the store, assembled as `readStore` assembles a data folder. */
export function databaseFromRows(rows: PostgresRows): Record<string, any> {
	const records: Record<string, unknown[]> = {}
	for (const row of rows.records) (records[row.collection] ??= []).push(row.data)
	return assembleDatabase(
		Object.fromEntries(rows.site.map((row) => [row.key, row.data])),
		Object.fromEntries(rows.nextIds.map((row) => [row.collection, row.next_id])),
		records,
	)
}

/** Replaces the store with `db` as a schema-version-1 `db.json`: the next start migrates it. */
export function writeDatabase(dataDir: string, db: Record<string, any>) {
	fs.rmSync(storeDir(dataDir), { recursive: true, force: true })
	fs.rmSync(path.join(dataDir, 'db.v1.json'), { force: true })
	fs.writeFileSync(path.join(dataDir, 'db.json'), JSON.stringify(db, null, 2))
}

/** A hash of every file of the store, to show that a refused request wrote nothing. */
export function storeFingerprint(dataDir: string): string {
	const hash = crypto.createHash('sha256')
	const dir = storeDir(dataDir)
	for (const name of fs.readdirSync(dir).sort()) {
		hash.update(name).update(fs.readFileSync(path.join(dir, name)))
	}
	return hash.digest('hex')
}
