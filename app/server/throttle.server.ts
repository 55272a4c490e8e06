/**
 * Throttles: each counts events per key (a client address, with a username or
 * user id where one is at stake) over a sliding window, and refuses once a key
 * has reached its maximum, until the oldest counted event leaves the window.
 * Kept in memory: one process serves a data folder, and a restart forgiving old
 * counts is acceptable. docs/operations.md lists the limits.
 */
import { getEnv } from '#app/utils/env.server.ts'

const MINUTE = 60 * 1000

export class TooManyAttemptsError extends Error {
	readonly retryAfter: number
	constructor(what: string, retryAfter: number) {
		super(`Too many ${what}. Please try again in ${Math.ceil(retryAfter / 60)} minute(s).`)
		this.name = 'TooManyAttemptsError'
		this.retryAfter = retryAfter
	}
}

export class Throttle {
	private readonly maxOrRead: number | (() => number)
	readonly windowMs: number
	/** What is counted, as the refusal names it ("sign-in attempts"). */
	readonly what: string
	private readonly events = new Map<string, number[]>()

	/** `max` may be read when first needed (from the environment); 0 means no limit. */
	constructor(options: { max: number | (() => number); windowMs: number; what: string }) {
		this.maxOrRead = options.max
		this.windowMs = options.windowMs
		this.what = options.what
	}

	private recent(key: string, now: number) {
		const list = (this.events.get(key) ?? []).filter((t) => now - t < this.windowMs)
		if (list.length) this.events.set(key, list)
		else this.events.delete(key)
		return list
	}

	get max() {
		return typeof this.maxOrRead === 'number' ? this.maxOrRead : this.maxOrRead()
	}

	/** Seconds until another event is allowed, or 0 when it is allowed now. */
	retryAfterSeconds(key: string, now = Date.now()) {
		if (this.max === 0) return 0
		const list = this.recent(key, now)
		if (list.length < this.max) return 0
		return Math.max(1, Math.ceil((list[0]! + this.windowMs - now) / 1000))
	}

	/** Throws TooManyAttemptsError (with the seconds to wait) when the key is at its maximum. */
	assertAllowed(key: string, now = Date.now()) {
		const wait = this.retryAfterSeconds(key, now)
		if (wait > 0) throw new TooManyAttemptsError(this.what, wait)
	}

	record(key: string, now = Date.now()) {
		if (this.max === 0) return
		const list = this.recent(key, now)
		list.push(now)
		this.events.set(key, list)
		// Bound memory under a flood of distinct keys.
		if (this.events.size > 50_000) {
			for (const stale of this.events.keys()) {
				this.recent(stale, now)
				if (this.events.size <= 40_000) break
			}
		}
	}

	/** Checks, then counts this event: for limits on every attempt rather than on failures. */
	take(key: string, now = Date.now()) {
		this.assertAllowed(key, now)
		this.record(key, now)
	}

	clear(key: string) {
		this.events.delete(key)
	}
}

/** One key from its parts, e.g. a client address and a username. */
export function throttleKey(...parts: string[]) {
	return parts.map((p) => p.trim().toLowerCase()).join('\u0000')
}

/** Contract section 4: 10 failed sign-ins for one username from one client address within 15 minutes. */
export const signInThrottle = new Throttle({ max: 10, windowMs: 15 * MINUTE, what: 'sign-in attempts' })

/** Wrong current passwords on a password change, per user and client address, as for sign-in. */
export const passwordCheckThrottle = new Throttle({ max: 10, windowMs: 15 * MINUTE, what: 'password attempts' })

/** Newsletter sign-ups (each one a disk write) per client address: NEWSLETTER_SIGNUPS_PER_HOUR, default 20. */
export const newsletterThrottle = new Throttle({
	max: () => getEnv().NEWSLETTER_SIGNUPS_PER_HOUR,
	windowMs: 60 * MINUTE,
	what: 'sign-ups from your address',
})
