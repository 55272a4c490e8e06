import { createHash } from 'node:crypto'
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible'
import { postgresClient, type Sql, usesPostgres } from './postgres/client.server.ts'
import { ensureMigrated } from './postgres/migrations.server.ts'

/**
 * The counters of the throttles (app/server/throttle.server.ts) in
 * PostgreSQL, so that every app server on one database counts against one
 * budget per key (docs/operations.md, 'Background jobs and limits on several
 * servers'). The counting is rate-limiter-flexible's own (its PostgreSQL
 * store: points and a window per key, in one upsert), on the `rate_limits`
 * table of migrations/101-rate-limits.sql, through our `postgres` pool: the
 * library speaks to a `pg`-style client, `query({ text, values })` answering
 * `{ rows, rowCount }`, which `asPgClient` provides.
 *
 * Keys are stored as a SHA-256 of the client address and user name they are
 * made of: no NUL byte (which PostgreSQL text refuses), a bounded length, and
 * no addresses kept in the database. Windows are timed by the app servers'
 * clocks (milliseconds since 1970, as the library keeps them), so servers
 * must keep their clocks in step (NTP). When the database cannot be reached,
 * each server counts in its own memory meanwhile (the library's insurance
 * limiter), so a sign-in is never refused or let through unlimited because
 * PostgreSQL is away.
 */
export type RateLimitOptions = { keyPrefix: string; points: number; duration: number }

class SharedRateLimiter extends RateLimiterPostgres {
	getKey(key: string | number): string {
		return `${this.keyPrefix}:${createHash('sha256').update(String(key)).digest('hex')}`
	}
}

/** The `pg` client interface the library calls, on a `postgres` pool; its table comes from the migrations, run once per pool. */
function asPgClient(sql: Sql) {
	return {
		async query({ text, values }: { text: string; values?: unknown[] }) {
			await ensureMigrated(sql)
			const rows = await sql.unsafe(text, (values ?? []) as never[])
			return { rows, rowCount: rows.count }
		},
	}
}

/** A counter of `points` per key within `duration` seconds, shared through `sql` by every server. */
export function sharedRateLimiter(sql: Sql, options: RateLimitOptions): RateLimiterAbstract {
	return new SharedRateLimiter({
		...options,
		storeClient: asPgClient(sql),
		storeType: 'pool',
		tableName: 'rate_limits',
		tableCreated: true,
		insuranceLimiter: new RateLimiterMemory(options),
	})
}

/**
 * The counter of one throttle where the records live: PostgreSQL, shared by every app server, with DATABASE_URL; else
 * this process's memory (one process serves a data folder, and a restart forgiving old counts is acceptable).
 */
export function rateLimiterFor(options: RateLimitOptions): RateLimiterAbstract {
	return usesPostgres() ? sharedRateLimiter(postgresClient(), options) : new RateLimiterMemory(options)
}
