import { randomBytes } from 'node:crypto'
import os from 'node:os'
import { postgresClient, type Sql, usesPostgres } from './postgres/client.server.ts'
import { ensureMigrated } from './postgres/migrations.server.ts'

/**
 * Which server runs each background job (docs/operations.md, 'Background jobs
 * and limits on several servers'). Every job asks `holdsLease(name)` before
 * each round of its work and does nothing for that round when the answer is
 * no, so a job runs on one server at a time, however many share the database.
 *
 * With the JSON store this server is the only writer of its data folder (the
 * folder's lock), so it holds every lease, always, and nothing here runs.
 *
 * With DATABASE_URL, a lease is a row of the `leases` table, taken with one
 * upsert that succeeds only when the row is free, expired or already ours;
 * the holder renews it every LEASE_HEARTBEAT_MS for LEASE_TTL_MS more, and
 * deletes it at a clean stop (the others are told at once and take it). A
 * crashed server simply stops renewing: its leases expire and another server
 * takes them at its next heartbeat (at once when it runs on the same machine
 * and the crashed process is gone). A holder that cannot reach the database
 * stops acting as holder when its lease runs out by its own clock, counted
 * from before the request that last renewed it, so never later than the
 * database's expiry another server waits for.
 */
export const LEASE_TTL_MS = 30_000
export const LEASE_HEARTBEAT_MS = 10_000
/**
 * With several servers, how often a job's holder looks for work created on
 * another server (a new upload, enquiry or hold), which wakes only the server
 * it was made on.
 */
export const SHARED_LOOK_MS = 5_000

/** The background jobs that run on one server at a time. */
export const LEASES = [
	'image-work',
	'enquiry-mail',
	'newsletter-sending',
	'holds',
	'pending-signups',
	'activity-trim',
	'daily-backups',
	'uploads-sweep',
] as const
export type LeaseName = (typeof LEASES)[number]

/** The channel on which a server that gives its leases up tells the others. */
const CHANNEL = 'gallery_leases'

/** This process, as a lease holder: host, process id and a random part (a restarted process is another holder). */
export function processHolder() {
	return `${os.hostname()}:${process.pid}:${randomBytes(6).toString('hex')}`
}

/** Whether `holder` (see processHolder) is another process of this machine that no longer runs. */
export function endedHere(holder: string): boolean {
	const parts = holder.split(':')
	const pid = Number(parts.at(-2))
	if (parts.slice(0, -2).join(':') !== os.hostname() || !Number.isInteger(pid) || pid <= 0 || pid === process.pid)
		return false
	try {
		process.kill(pid, 0)
		return false
	} catch (error) {
		return (error as NodeJS.ErrnoException).code === 'ESRCH'
	}
}

export class LeaseKeeper {
	readonly holder: string
	readonly ttlMs: number
	readonly heartbeatMs: number
	private readonly sql: Sql
	private readonly log: (line: string) => void
	private readonly wanted = new Set<string>()
	/** Per lease held: until when (performance.now()) this server may act as its holder. */
	private readonly until = new Map<string, number>()
	private readonly listeners = new Map<string, Set<() => void>>()
	private timer: ReturnType<typeof setInterval> | null = null
	private beating: Promise<void> | null = null
	private unlisten: (() => Promise<void>) | null = null
	private renewing = false
	/** The database could not be reached at the last heartbeat (logged once per outage). */
	private unreachable = false

	constructor(options: {
		sql: Sql
		holder?: string
		ttlMs?: number
		heartbeatMs?: number
		log?: (line: string) => void
	}) {
		this.sql = options.sql
		this.holder = options.holder ?? processHolder()
		this.ttlMs = Math.round(options.ttlMs ?? LEASE_TTL_MS)
		this.heartbeatMs = options.heartbeatMs ?? LEASE_HEARTBEAT_MS
		this.log = options.log ?? console.log
	}

	/** Whether this server holds `name` now. */
	holds(name: string): boolean {
		const until = this.until.get(name)
		return until !== undefined && performance.now() < until
	}

	/** Calls `listener` each time this server takes `name` (it did not hold it before); answers a function that stops. */
	onTaken(name: string, listener: () => void): () => void {
		let set = this.listeners.get(name)
		if (!set) this.listeners.set(name, (set = new Set()))
		set.add(listener)
		return () => set.delete(listener)
	}

	/** Tries to hold `names` from now on (renewing them, or taking them when they come free); resolves after the first try. */
	async take(names: readonly string[]): Promise<void> {
		for (const name of names) this.wanted.add(name)
		this.renewing = true
		if (!this.timer) {
			this.timer = setInterval(() => void this.renew(), this.heartbeatMs)
			this.timer.unref()
		}
		if (!this.unlisten) {
			// A lease given up elsewhere is taken at once rather than at the next heartbeat.
			this.sql
				.listen(CHANNEL, () => void this.renew())
				.then((listening) => {
					if (this.renewing) this.unlisten = listening.unlisten
					else void listening.unlisten().catch(() => {})
				})
				.catch(() => {})
		}
		await this.renew()
	}

	/** One heartbeat now: takes or renews every lease this server wants. */
	renew(): Promise<void> {
		this.beating ??= this.beat().finally(() => {
			this.beating = null
		})
		return this.beating
	}

	private async beat() {
		if (!this.renewing || this.wanted.size === 0) return
		const names = [...this.wanted]
		// The database's expiry is counted from a moment after this one: ours ends first.
		const sentAt = performance.now()
		let won: Set<string>
		try {
			await ensureMigrated(this.sql)
			await this.freeLeasesOfEndedProcesses(names)
			const rows = await this.sql<{ name: string }[]>`
				INSERT INTO leases (name, holder, expires_at)
				SELECT name, ${this.holder}, now() + ${this.ttlMs}::int * interval '1 millisecond'
				FROM unnest(${this.sql.array(names)}::text[]) AS name
				ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
				WHERE leases.expires_at < now() OR leases.holder = EXCLUDED.holder
				RETURNING name`
			won = new Set(rows.map((row) => row.name))
		} catch (error) {
			// What is held runs out at its own time; the next heartbeat tries again.
			if (!this.unreachable)
				this.log(
					`Leases: the database could not be reached (${(error as Error).message}); background jobs held here stop when their leases run out.`,
				)
			this.unreachable = true
			return
		}
		this.unreachable = false
		if (!this.renewing) return
		for (const name of names) {
			if (!won.has(name)) {
				this.until.delete(name)
				continue
			}
			const had = this.holds(name)
			this.until.set(name, sentAt + this.ttlMs)
			if (!had) for (const listener of this.listeners.get(name) ?? []) listener()
		}
	}

	/**
	 * Leases held by a process of this machine that no longer runs (a server killed, then started again here) are
	 * free at once: nobody renews them, and waiting for their expiry would skip the work of a start, such as the
	 * uploads sweep, on the server that replaced it.
	 */
	private async freeLeasesOfEndedProcesses(names: readonly string[]) {
		const rows = await this.sql<{ holder: string }[]>`
			SELECT DISTINCT holder FROM leases
			WHERE name = ANY(${this.sql.array([...names])}::text[]) AND holder <> ${this.holder} AND expires_at >= now()`
		const ended = rows.map((row) => row.holder).filter(endedHere)
		if (ended.length) await this.sql`DELETE FROM leases WHERE holder = ANY(${this.sql.array(ended)}::text[])`
	}

	/** Stops renewing without giving anything up, as a crashed server would (what is held runs out at its time). */
	async stopRenewing() {
		this.renewing = false
		if (this.timer) clearInterval(this.timer)
		this.timer = null
		await this.beating
		const unlisten = this.unlisten
		this.unlisten = null
		await unlisten?.().catch(() => {})
	}

	/** At a clean stop: gives every lease up at once and tells the other servers, who take them. */
	async release() {
		await this.stopRenewing()
		const held = this.until.size > 0
		this.until.clear()
		if (!held) return
		try {
			await this.sql`
				WITH gone AS (DELETE FROM leases WHERE holder = ${this.holder} RETURNING name)
				SELECT pg_notify(${CHANNEL}, name) FROM gone`
		} catch {
			// The database is away: the leases expire by themselves.
		}
	}
}

type State = { keeper: LeaseKeeper | null }
const globalState = globalThis as typeof globalThis & { __galleryLeases?: State }
const state: State = (globalState.__galleryLeases ??= { keeper: null })

function keeper(): LeaseKeeper | null {
	if (state.keeper) return state.keeper
	if (!usesPostgres()) return null
	state.keeper = new LeaseKeeper({ sql: postgresClient() })
	return state.keeper
}

/** Whether this server runs `name` now: always with the JSON store; with PostgreSQL, while it holds the lease. */
export function holdsLease(name: LeaseName): boolean {
	const leases = keeper()
	return leases ? leases.holds(name) : true
}

/** Runs `work` when this server holds `name`; otherwise does nothing and answers undefined. */
export async function runWithLease<T>(name: LeaseName, work: () => Promise<T> | T): Promise<T | undefined> {
	return holdsLease(name) ? await work() : undefined
}

/** Calls `listener` whenever this server takes `name` from another (never with the JSON store). */
export function whenLeaseTaken(name: LeaseName, listener: () => void): () => void {
	return keeper()?.onTaken(name, listener) ?? (() => {})
}

/** Whether jobs must look for work other servers created (their own events do not reach this server). */
export function sharedWithOtherServers(): boolean {
	return keeper() !== null
}

/** At start, before the background jobs: with PostgreSQL, tries to take every lease once and keeps trying. */
export async function startLeases() {
	await keeper()?.take(LEASES)
}

/** At a clean stop, after the background jobs: gives every lease up so another server takes over at once. */
export async function releaseLeases() {
	await state.keeper?.release()
}

/** Puts `next` in place of this process's keeper (tests: a keeper on a database of their own); null goes back. */
export function useLeaseKeeper(next: LeaseKeeper | null) {
	state.keeper = next
}
