import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sharedRateLimiter } from '#app/data/rate-limits.server.ts'
import { postgresAvailable, type PostgresCluster, startPostgres } from '#tests/support/postgres.ts'
import { Throttle, throttleKey, TooManyAttemptsError } from './throttle.server.ts'

/**
 * Throttles counted in PostgreSQL (docs/operations.md, 'Background jobs and
 * limits on several servers'): two throttles with pools of their own on one
 * real throttled database stand for the same limit on two app servers.
 */
describe.runIf(postgresAvailable())('throttles shared through PostgreSQL', () => {
	let cluster: PostgresCluster
	let url: string
	const pools: postgres.Sql[] = []

	beforeAll(async () => {
		cluster = await startPostgres()
		url = await cluster.createDatabase()
	}, 60_000)

	afterAll(async () => {
		await Promise.all(pools.map((sql) => sql.end({ timeout: 1 })))
		await cluster?.destroy()
	})

	/** The same throttle as one app server has it: a pool of its own. */
	function onServer(options: { max: number; windowMs: number; what: string }) {
		const sql = postgres(url, { max: 2, onnotice: () => {}, connect_timeout: 2 })
		pools.push(sql)
		return new Throttle({ ...options, backend: (o) => sharedRateLimiter(sql, o) })
	}

	async function refused(attempt: Promise<void>) {
		try {
			await attempt
			return null
		} catch (error) {
			if (error instanceof TooManyAttemptsError) return error
			throw error
		}
	}

	test('two servers share one budget per key: the attempts on one count on the other', async () => {
		const limit = { max: 10, windowMs: 15 * 60 * 1000, what: 'sign-in attempts' }
		const a = onServer(limit)
		const b = onServer(limit)
		// A key made of an address and a user name, as sign-in makes it (with a NUL between the parts).
		const key = throttleKey('203.0.113.7', 'Ines')
		for (let i = 0; i < 10; i++) expect(await refused((i % 2 ? a : b).reserve(key))).toBeNull()
		const onA = await refused(a.reserve(key))
		const onB = await refused(b.reserve(key))
		expect(onA?.message).toBe('Too many sign-in attempts. Please try again in 15 minute(s).')
		expect(onB?.retryAfter).toBeGreaterThan(14 * 60)
		expect(await b.retryAfterSeconds(key)).toBeGreaterThan(14 * 60)
		// Another key, and the same key under another limit, have budgets of their own.
		expect(await refused(a.reserve(throttleKey('203.0.113.8', 'Ines')))).toBeNull()
		const other = onServer({ ...limit, what: 'password attempts' })
		expect(await refused(other.reserve(key))).toBeNull()
		// A success on one server forgives the failures on every server.
		await a.clear(key)
		expect(await b.retryAfterSeconds(key)).toBe(0)
		expect(await refused(b.reserve(key))).toBeNull()
		// The database keeps no address or user name.
		const sql = pools[0]!
		const stored = await sql<{ key: string }[]>`SELECT key FROM rate_limits`
		expect(stored.length).toBeGreaterThan(0)
		for (const row of stored) expect(row.key).toMatch(/^[a-z -]+:[0-9a-f]{64}$/)
	})

	test('the window ends on every server at once, and then the key starts again', async () => {
		// A window long enough that the four calls below fit in it on a busy machine; the wait counts from its start.
		const limit = { max: 2, windowMs: 4000, what: 'requests from your address' }
		const a = onServer(limit)
		const b = onServer(limit)
		const windowStart = performance.now()
		await a.reserve('198.51.100.4')
		await b.reserve('198.51.100.4')
		expect(await refused(a.reserve('198.51.100.4'))).not.toBeNull()
		expect(await refused(b.reserve('198.51.100.4'))).not.toBeNull()
		await new Promise((resolve) => setTimeout(resolve, windowStart + limit.windowMs + 200 - performance.now()))
		expect(await refused(b.reserve('198.51.100.4'))).toBeNull()
		expect(await refused(a.reserve('198.51.100.4'))).toBeNull()
		expect(await refused(a.reserve('198.51.100.4'))).not.toBeNull()
	}, 30_000)

	test('an attempt given back on one server is given back on the other', async () => {
		const limit = { max: 1, windowMs: 60_000, what: 'sign-ups from your address' }
		const a = onServer(limit)
		const b = onServer(limit)
		await a.reserve('192.0.2.1')
		expect(await refused(b.reserve('192.0.2.1'))).not.toBeNull()
		await b.release('192.0.2.1')
		expect(await refused(a.reserve('192.0.2.1'))).toBeNull()
	})

	test('with PostgreSQL away, each server still counts in its own memory: never a failure, never unlimited', async () => {
		const a = onServer({ max: 3, windowMs: 60_000, what: 'sign-in attempts' })
		await a.reserve('192.0.2.9')
		await cluster.halt()
		for (let i = 0; i < 3; i++) expect(await refused(a.reserve('192.0.2.50'))).toBeNull()
		expect(await refused(a.reserve('192.0.2.50'))).not.toBeNull()
	}, 30_000)
})
