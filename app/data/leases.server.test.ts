import { spawn, spawnSync } from 'node:child_process'
import os from 'node:os'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { postgresAvailable, type PostgresCluster, startPostgres } from '#tests/support/postgres.ts'
import { holdsLease, LEASE_HEARTBEAT_MS, LEASE_TTL_MS, LeaseKeeper, processHolder } from './leases.server.ts'

// Two keepers stand for two app servers: each has a pool of its own on one real (throwaway) PostgreSQL.
describe.runIf(postgresAvailable())('leases in PostgreSQL', () => {
	let cluster: PostgresCluster
	let url: string
	const pools: postgres.Sql[] = []
	const keepers: LeaseKeeper[] = []

	beforeAll(async () => {
		cluster = await startPostgres()
		url = await cluster.createDatabase()
	}, 60_000)

	afterAll(async () => {
		for (const keeper of keepers) await keeper.stopRenewing()
		await Promise.all(pools.map((pool) => pool.end({ timeout: 1 })))
		await cluster?.destroy()
	})

	function server(options: { ttlMs?: number; heartbeatMs?: number; holder?: string } = {}) {
		const sql = postgres(url, { max: 2, onnotice: () => {}, connect_timeout: 2 })
		pools.push(sql)
		const keeper = new LeaseKeeper({ sql, log: () => {}, ...options })
		keepers.push(keeper)
		return keeper
	}

	const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
	async function until(check: () => boolean, withinMs: number) {
		const end = performance.now() + withinMs
		while (!check()) {
			if (performance.now() > end) return false
			await sleep(20)
		}
		return true
	}

	test('the holder is one process: host, process id and a random part', () => {
		const one = processHolder()
		expect(one).toMatch(new RegExp(`:${process.pid}:[0-9a-f]{12}$`))
		expect(processHolder()).not.toBe(one)
		expect(LEASE_TTL_MS).toBe(30_000)
		expect(LEASE_HEARTBEAT_MS).toBe(10_000)
	})

	test('two servers contend for a lease: exactly one holds it, and keeps it while it renews', async () => {
		// A lifetime ten heartbeats long: a busy machine may delay a renewal by a second without the lease lapsing.
		const a = server({ ttlMs: 2000, heartbeatMs: 200 })
		const b = server({ ttlMs: 2000, heartbeatMs: 200 })
		await Promise.all([a.take(['contended']), b.take(['contended'])])
		expect([a.holds('contended'), b.holds('contended')].filter(Boolean)).toHaveLength(1)
		// Several lifetimes later the same one still holds it, and never both.
		const first = a.holds('contended') ? a : b
		for (let i = 0; i < 25; i++) {
			await sleep(200)
			expect(first.holds('contended')).toBe(true)
			expect(a.holds('contended') && b.holds('contended')).toBe(false)
		}
		await a.release()
		await b.release()
	})

	test('a holder that stops renewing (a crash) loses the lease after its lifetime, and the other takes it', async () => {
		const a = server({ ttlMs: 1500, heartbeatMs: 200 })
		await a.take(['crash'])
		const b = server({ ttlMs: 1500, heartbeatMs: 200 })
		await b.take(['crash'])
		expect(a.holds('crash')).toBe(true)
		expect(b.holds('crash')).toBe(false)
		const crashedAt = performance.now()
		await a.stopRenewing()
		// Not before the lifetime has passed...
		await sleep(900)
		expect(b.holds('crash')).toBe(false)
		// ...and by its end the crashed one no longer believes it holds it, then the other takes it within a heartbeat,
		// never while the crashed one still would act as holder.
		let both = false
		expect(
			await until(() => {
				both ||= a.holds('crash') && b.holds('crash')
				return b.holds('crash')
			}, 8000),
		).toBe(true)
		expect(both).toBe(false)
		expect(a.holds('crash')).toBe(false)
		// Its last renewal was at most a heartbeat before it stopped.
		expect(performance.now() - crashedAt).toBeGreaterThanOrEqual(1500 - 200)
		await b.release()
	})

	test('a lease of a process of this machine that no longer runs is taken at once; a running one is not', async () => {
		// A process that has ended (a server killed here), and one that still runs (another server here).
		const ended = spawnSync(process.execPath, ['-e', '']).pid!
		const running = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'])
		try {
			const killed = server({ ttlMs: 60_000, heartbeatMs: 60_000, holder: `${os.hostname()}:${ended}:before` })
			await killed.take(['after-a-kill'])
			await killed.stopRenewing()
			const alive = server({ ttlMs: 60_000, heartbeatMs: 60_000, holder: `${os.hostname()}:${running.pid}:other` })
			await alive.take(['shared-machine'])
			const restarted = server({ ttlMs: 60_000, heartbeatMs: 60_000 })
			await restarted.take(['after-a-kill', 'shared-machine'])
			expect(restarted.holds('after-a-kill')).toBe(true)
			expect(restarted.holds('shared-machine')).toBe(false)
			expect(alive.holds('shared-machine')).toBe(true)
			await alive.release()
			await restarted.release()
		} finally {
			running.kill('SIGKILL')
		}
	})

	test('a clean release hands the lease over at once, long before the next heartbeat', async () => {
		const a = server({ heartbeatMs: 60_000 })
		await a.take(['handover'])
		const b = server({ heartbeatMs: 60_000 })
		let taken = 0
		b.onTaken('handover', () => taken++)
		await b.take(['handover'])
		expect(b.holds('handover')).toBe(false)
		// The other server listens for releases; give it a moment to be listening.
		await sleep(300)
		const releasedAt = performance.now()
		await a.release()
		expect(a.holds('handover')).toBe(false)
		// Long before the next heartbeat (a minute), however busy the machine.
		expect(await until(() => b.holds('handover'), 15_000)).toBe(true)
		expect(performance.now() - releasedAt).toBeLessThan(15_000)
		expect(taken).toBe(1)
		await b.release()
	})

	test('with PostgreSQL away, nobody believes they hold a lease after it expires; back again, one takes it', async () => {
		const a = server({ ttlMs: 1500, heartbeatMs: 200 })
		const b = server({ ttlMs: 1500, heartbeatMs: 200 })
		await a.take(['outage'])
		await b.take(['outage'])
		expect(a.holds('outage')).toBe(true)
		await cluster.halt()
		const haltedAt = performance.now()
		try {
			// The holder cannot renew: it stops acting as holder at its own expiry, and the other never starts.
			// Its last renewal was sent before the halt, so at the halt plus one lifetime it holds nothing, whatever
			// the load on the machine: holding is a matter of its own clock, not of a timer firing.
			await sleep(haltedAt + 1500 + 5 - performance.now())
			expect(a.holds('outage')).toBe(false)
			await sleep(500)
			expect(a.holds('outage') || b.holds('outage')).toBe(false)
		} finally {
			await cluster.resume()
		}
		expect(await until(() => a.holds('outage') !== b.holds('outage'), 10_000)).toBe(true)
		await a.release()
		await b.release()
	}, 30_000)
})

test('with the JSON store (no DATABASE_URL) this server holds every lease', () => {
	expect(process.env.DATABASE_URL).toBeFalsy()
	expect(holdsLease('holds')).toBe(true)
	expect(holdsLease('daily-backups')).toBe(true)
})
