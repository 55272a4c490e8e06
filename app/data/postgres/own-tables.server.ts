import { type Sql } from './client.server.ts'
import leases from './migrations/100-leases.sql?raw'
import rateLimits from './migrations/101-rate-limits.sql?raw'

/**
 * The tables of leases and rate limits (docs/operations.md, 'Background jobs
 * and limits on several servers'), made at their first use from their
 * numbered files in migrations/. Each file is idempotent (`IF NOT EXISTS`) and
 * runs under an advisory lock, so two servers starting together make each
 * table once. Once the store runs every migration at start, these two files
 * join its list and this module goes.
 */
export const OWN_MIGRATIONS = { '100-leases': leases, '101-rate-limits': rateLimits } as const
export type OwnMigration = keyof typeof OWN_MIGRATIONS

/** Any fixed number: the advisory lock taken while these files run. */
const LOCK = 7_310_100

const done = new WeakMap<Sql, Map<OwnMigration, Promise<void>>>()

/** Runs one migration file on `sql` once per pool (again after a failure). */
export function ensureTable(sql: Sql, name: OwnMigration): Promise<void> {
	let ran = done.get(sql)
	if (!ran) done.set(sql, (ran = new Map()))
	let running = ran.get(name)
	if (!running) {
		running = runMigration(sql, name).catch((error: unknown) => {
			ran.delete(name)
			throw error
		})
		ran.set(name, running)
	}
	return running
}

export async function runMigration(sql: Sql, name: OwnMigration) {
	await sql.begin(async (tx) => {
		await tx`SELECT pg_advisory_xact_lock(${LOCK})`
		await tx.unsafe(OWN_MIGRATIONS[name]).simple()
	})
}
