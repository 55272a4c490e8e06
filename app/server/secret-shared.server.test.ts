import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { migrate, migrations, sharedSecret } from '#app/data/postgres/migrations.server.ts'
import { postgresAvailable, type PostgresCluster, startPostgres } from '#tests/support/postgres.ts'

/**
 * What several app servers on one PostgreSQL must share besides the records
 * (docs/operations.md, 'Background jobs and limits on several servers'): the
 * tables of leases, rate limits and secrets are made once however many
 * servers start together, and the session secret is the same on every server.
 */
describe.runIf(postgresAvailable())('shared tables and the shared session secret', () => {
	let cluster: PostgresCluster
	const pools: postgres.Sql[] = []
	let url: string

	beforeAll(async () => {
		cluster = await startPostgres()
		url = await cluster.createDatabase()
	}, 60_000)

	afterAll(async () => {
		await Promise.all(pools.map((sql) => sql.end({ timeout: 1 })))
		await cluster?.destroy()
	})

	function server() {
		const sql = postgres(url, { max: 3, onnotice: () => {} })
		pools.push(sql)
		return sql
	}

	test('servers starting together make each table once, and again is harmless', async () => {
		const servers = [server(), server(), server()]
		const ran = await Promise.all(servers.map((sql) => migrate(sql)))
		// One server ran every file (the store's tables and these), the others found them recorded.
		expect(ran.map((names) => names.length > 0).sort()).toEqual([false, false, true])
		expect(ran.flat()).toEqual(
			expect.arrayContaining(['100-leases.sql', '101-rate-limits.sql', '102-server-secrets.sql']),
		)
		expect(await migrate(servers[0]!)).toEqual([])
		const recorded = await servers[0]!<{ version: number }[]>`SELECT version FROM schema_migrations ORDER BY version`
		// Every numbered file once: the store's (001-…) and these (100-…).
		expect(recorded.map((r) => r.version)).toEqual(migrations().map((m) => m.version))
		expect(recorded.map((r) => r.version)).toEqual(expect.arrayContaining([1, 100, 101, 102]))
		const tables = await servers[0]!<{ relname: string; relpersistence: string }[]>`
			SELECT relname, relpersistence FROM pg_class WHERE relname IN ('leases', 'rate_limits', 'server_secrets')
			ORDER BY relname`
		// The counters of rate limits are not worth a write-ahead log: unlogged.
		expect(tables.map((t) => `${t.relname}:${t.relpersistence}`)).toEqual([
			'leases:p',
			'rate_limits:u',
			'server_secrets:p',
		])
	})

	test('the first server to ask makes the session secret; every other server gets the same one', async () => {
		const [a, b, c] = [server(), server(), server()]
		let made = 0
		const make = () => `secret-${++made}-${Math.random().toString(36).slice(2)}`
		const secrets = await Promise.all([a, b, c].map((sql) => sharedSecret(sql, 'session', make)))
		expect(new Set(secrets).size).toBe(1)
		expect(await sharedSecret(server(), 'session', make)).toBe(secrets[0])
	})
})
