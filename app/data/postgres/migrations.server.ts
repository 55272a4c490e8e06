import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Sql } from './client.server.ts'

/**
 * The one runner of the numbered SQL files in migrations/ (docs/operations.md, 'More than one server'):
 * the store's tables (001-…) and those of leases, rate limits and shared secrets (100-…). Each file runs
 * once per database, in order, recorded in `schema_migrations`, under an advisory lock, so that servers
 * starting together migrate once.
 */

// The key of the advisory lock held while migrating (and while the first database is written).
export const MIGRATION_LOCK = 7_310_001

function migrationsFolder() {
	let folder = path.dirname(fileURLToPath(import.meta.url))
	while (!fs.existsSync(path.join(folder, 'package.json'))) {
		const parent = path.dirname(folder)
		if (parent === folder) throw new Error('No package.json above the PostgreSQL store')
		folder = parent
	}
	return path.join(folder, 'app/data/postgres/migrations')
}

/** The numbered SQL files, in order: `001-records.sql` is version 1. */
export function migrations(): { version: number; name: string; sql: string }[] {
	const folder = migrationsFolder()
	return fs
		.readdirSync(folder)
		.filter((name) => /^\d{3}-[\w-]+\.sql$/.test(name))
		.sort()
		.map((name) => ({ version: Number(name.slice(0, 3)), name, sql: fs.readFileSync(path.join(folder, name), 'utf8') }))
}

/** Runs the migrations not yet applied, under an advisory lock; answers the names of those it ran. */
export async function migrate(sql: Sql): Promise<string[]> {
	return sql.begin((tx) => migrateIn(tx as unknown as Sql))
}

/** The same inside a transaction the caller holds (a restore writes the schema and the records in one). */
export async function migrateIn(tx: Sql): Promise<string[]> {
	const applied: string[] = []
	await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`
	await tx`CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`
	const done = new Set((await tx<{ version: number }[]>`SELECT version FROM schema_migrations`).map((r) => r.version))
	for (const migration of migrations()) {
		if (done.has(migration.version)) continue
		await tx.unsafe(migration.sql)
		await tx`INSERT INTO schema_migrations (version, name) VALUES (${migration.version}, ${migration.name})`
		applied.push(migration.name)
	}
	return applied
}

const migrated = new WeakMap<Sql, Promise<string[]>>()

/**
 * The same runner, once per pool: what leases, rate limits and shared secrets call before their first
 * query (a server has run it at start already; a pool of their own, in a unit test, runs it here). Tried
 * again after a failure.
 */
export function ensureMigrated(sql: Sql): Promise<string[]> {
	let running = migrated.get(sql)
	if (!running) {
		running = migrate(sql).catch((error: unknown) => {
			migrated.delete(sql)
			throw error
		})
		migrated.set(sql, running)
	}
	return running
}

/** The secret `name` all servers share: made (from `make()`) by the first server that asks, read by the others. */
export async function sharedSecret(sql: Sql, name: string, make: () => string): Promise<string> {
	await ensureMigrated(sql)
	await sql`INSERT INTO server_secrets (name, value) VALUES (${name}, ${make()}) ON CONFLICT (name) DO NOTHING`
	const [row] = await sql<{ value: string }[]>`SELECT value FROM server_secrets WHERE name = ${name}`
	return row!.value
}
