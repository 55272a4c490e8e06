/**
 * Throttles: each counts attempts per key (a client address, with a username
 * or user id where one is at stake) and refuses once a key has used its
 * maximum within its window, until that window ends.
 *
 * Counting is done by rate-limiter-flexible. A key's window starts with its
 * first counted attempt and lasts `windowMs`; the counter goes with it (a
 * timer per key, so nothing is ever scanned, however many keys there are).
 * With the JSON store the backend is the library's memory store: one process
 * serves a data folder, and a restart forgiving old counts is acceptable.
 * With DATABASE_URL the counts live in PostgreSQL (app/data/rate-limits.server.ts),
 * so every app server shares one budget per key and a restart forgets nothing.
 * `setThrottleBackend` puts another in place, with no change to the callers.
 * docs/operations.md lists the limits.
 *
 * An attempt is counted before the work it guards (`reserve`), never after
 * it: a burst of requests arriving together cannot all pass a check that
 * they have not yet been counted against. The caller then gives the attempt
 * back (`release`) when the work failed for reasons of ours, or clears the key
 * (`clear`) where a success forgives the earlier failures.
 */
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { rateLimiterFor } from '#app/data/rate-limits.server.ts'
import { getEnv } from '#app/utils/env.server.ts'

const MINUTE = 60 * 1000

export class TooManyAttemptsError extends Error {
	/** Seconds until the key's window ends. */
	readonly retryAfter: number
	constructor(what: string, retryAfter: number) {
		super(`Too many ${what}. Please try again in ${Math.ceil(retryAfter / 60)} minute(s).`)
		this.name = 'TooManyAttemptsError'
		this.retryAfter = retryAfter
	}
}

/** Makes the counter of one throttle: `points` attempts per key within `duration` seconds. */
export type ThrottleBackend = (options: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract

/** PostgreSQL, shared by every app server, when records live there; else this process's memory. */
const defaultBackend: ThrottleBackend = rateLimiterFor
let backend = defaultBackend

/** Where every throttle made from now on keeps its counts (by default as DATABASE_URL says). */
export function setThrottleBackend(next: ThrottleBackend = defaultBackend) {
	backend = next
}

function seconds(ms: number) {
	return Math.max(1, Math.ceil(ms / 1000))
}

export class Throttle {
	private readonly maxOrRead: number | (() => number)
	readonly windowMs: number
	/** What is counted, as the refusal names it ("sign-in attempts"). */
	readonly what: string
	/** Names its counts in a store shared by several throttles (PostgreSQL): unique per throttle. */
	readonly name: string
	private limiter: RateLimiterAbstract | undefined

	/** `max` may be read when first needed (from the environment); 0 means no limit. */
	/** `name` defaults to `what`; give one where two throttles count the same thing. */
	constructor(options: {
		max: number | (() => number)
		windowMs: number
		what: string
		name?: string
		backend?: ThrottleBackend
	}) {
		this.maxOrRead = options.max
		this.windowMs = options.windowMs
		this.what = options.what
		this.name = options.name ?? options.what
		if (options.backend) this.limiter = this.make(options.backend)
	}

	get max() {
		return typeof this.maxOrRead === 'number' ? this.maxOrRead : this.maxOrRead()
	}

	private make(make: ThrottleBackend) {
		return make({ keyPrefix: this.name, points: this.max, duration: this.windowMs / 1000 })
	}

	private counter() {
		this.limiter ??= this.make(backend)
		return this.limiter
	}

	/**
	 * Counts one attempt for `key` now, before the work it guards. Throws
	 * TooManyAttemptsError (with the seconds to wait) when the key has used
	 * its maximum; the refused attempt changes nothing.
	 */
	async reserve(key: string): Promise<void> {
		if (this.max === 0) return
		try {
			await this.counter().consume(key)
		} catch (error) {
			if (!(error instanceof RateLimiterRes)) throw error
			// The store counted the refused attempt too: take it back, so the count stays that of the reserved ones
			// (unless the window is about to end, when the count goes with it anyway).
			if (error.msBeforeNext > 1000) await this.counter().reward(key)
			throw new TooManyAttemptsError(this.what, seconds(error.msBeforeNext))
		}
	}

	/** Seconds until an attempt is allowed, or 0 when it is allowed now. Counts nothing. */
	async retryAfterSeconds(key: string): Promise<number> {
		if (this.max === 0) return 0
		const state = await this.counter().get(key)
		if (!state || state.consumedPoints < this.max || state.msBeforeNext <= 0) return 0
		return seconds(state.msBeforeNext)
	}

	/** Gives back one reserved attempt whose work failed for reasons of ours (a store error). */
	async release(key: string): Promise<void> {
		if (this.max === 0) return
		const state = await this.counter().get(key)
		if (state && state.consumedPoints > 0 && state.msBeforeNext > 0) await this.counter().reward(key)
	}

	/** Forgets every attempt of `key` (a successful sign-in). */
	async clear(key: string): Promise<void> {
		if (this.max === 0) return
		await this.counter().delete(key)
	}
}

/** One key from its parts, e.g. a client address and a username. */
export function throttleKey(...parts: string[]) {
	return parts.map((p) => p.trim().toLowerCase()).join('\u0000')
}

/**
 * Counts one attempt under each throttle, each with its key, before the work they guard; when one refuses, the
 * attempts already counted under the others are given back, so a refused attempt changes no count.
 */
export async function reserveEach(throttles: readonly (readonly [Throttle, string])[]): Promise<void> {
	const reserved: (readonly [Throttle, string])[] = []
	try {
		for (const entry of throttles) {
			await entry[0].reserve(entry[1])
			reserved.push(entry)
		}
	} catch (error) {
		for (const [throttle, key] of reserved) await throttle.release(key)
		throw error
	}
}

/** 10 failed sign-ins for one username from one client address within 15 minutes (docs/operations.md, 'Limits'). */
export const signInThrottle = new Throttle({ max: 10, windowMs: 15 * MINUTE, what: 'sign-in attempts' })

/**
 * 30 failed sign-ins from one client address within 15 minutes, whatever the usernames: a new name on every
 * attempt is not a way around the limit above.
 */
export const signInAddressThrottle = new Throttle({
	max: 30,
	windowMs: 15 * MINUTE,
	what: 'sign-in attempts',
	name: 'sign-in attempts per address',
})

/** 100 failed sign-ins for one username within 15 minutes, from any number of addresses. */
export const signInUsernameThrottle = new Throttle({
	max: 100,
	windowMs: 15 * MINUTE,
	what: 'sign-in attempts',
	name: 'sign-in attempts per username',
})

/** Wrong current passwords on a password change, per user and client address, as for sign-in. */
export const passwordCheckThrottle = new Throttle({ max: 10, windowMs: 15 * MINUTE, what: 'password attempts' })

/** Newsletter sign-ups (each one a disk write) per client address: NEWSLETTER_SIGNUPS_PER_HOUR, default 20. */
export const newsletterThrottle = new Throttle({
	max: () => getEnv().NEWSLETTER_SIGNUPS_PER_HOUR,
	windowMs: 60 * MINUTE,
	what: 'sign-ups from your address',
})

/**
 * Posts to a reader's confirmation or unsubscribe link per client address: 60 a minute. Generous, since a mail
 * provider unsubscribing its users in one click posts from a few addresses of its own.
 */
export const newsletterLinkThrottle = new Throttle({ max: 60, windowMs: MINUTE, what: 'requests from your address' })
