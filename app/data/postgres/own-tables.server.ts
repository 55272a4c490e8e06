import { type Sql } from './client.server.ts'
import leases from './migrations/100-leases.sql?raw'
import rateLimits from './migrations/101-rate-limits.sql?raw'
import serverSecrets from './migrations/102-server-secrets.sql?raw'

/**
 * The tables of leases, rate limits and shared secrets (docs/operations.md, 'Background jobs
 * and limits on several servers'), made at their first use from their
 * numbered files in migrations/. Each file is idempotent (`IF NOT EXISTS`) and
 * runs under an advisory lock, so two servers starting together make each
 * table once. Once the store runs every migration at start, these two files
 * join its list and this module goes.
 */
export const OWN_MIGRATIONS = {
	'100-leases': leases,
	'101-rate-limits': rateLimits,
	'102-server-secrets': serverSecrets,
} as const
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

/** The secret `name` all servers share: made (from `make()`) by the first server that asks, read by the others. */
export async function sharedSecret(sql: Sql, name: string, make: () => string): Promise<string> {
	await ensureTable(sql, '102-server-secrets')
	await sql`INSERT INTO server_secrets (name, value) VALUES (${name}, ${make()}) ON CONFLICT (name) DO NOTHING`
	const [row] = await sql<{ value: string }[]>`SELECT value FROM server_secrets WHERE name = ${name}`
	return row!.value
}
