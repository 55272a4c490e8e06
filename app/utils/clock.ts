/**
 * The one clock the app reads for what depends on the time of day: publish
 * times, holds, scheduled campaigns, sessions, expiry of links and viewing
 * rooms, the gallery's today, retries of mail (docs/architecture.md, "The
 * clock"). In production it is the system clock and nothing ever moves it.
 *
 * The seam: a test server is started with a preload (tests/support/test-clock.js)
 * that puts a hook object on `globalThis` under CLOCK_HOOK: an offset added to
 * the system clock, and the listeners called when a test moves the clock
 * forward. Nothing in the app or the server creates that hook; without it,
 * `onClockMoved` keeps nothing and never calls anything.
 *
 * Each scheduler that sets a timer from the clock subscribes with
 * `onClockMoved` and plans again, so a moved clock is followed at once rather
 * than when the timer set for the old time fires. Durations of work (timeouts,
 * monotonic measures) and comparisons with the file system's or the
 * database's own times stay on the real clock.
 */
export const CLOCK_HOOK = Symbol.for('gallery.test-clock')

/** What a test server's preload puts on globalThis: the clock's offset and who to tell when it moves. */
export type ClockHook = {
	offsetMs: number
	/** Called after each move; a listener may answer a promise, which the mover waits for. */
	listeners: Set<() => unknown>
}

function hook(): ClockHook | undefined {
	return (globalThis as { [CLOCK_HOOK]?: ClockHook })[CLOCK_HOOK]
}

/** The time now, in milliseconds since the epoch (Date.now(), plus a test's offset when one is set). */
export function nowMs(): number {
	return Date.now() + (hook()?.offsetMs ?? 0)
}

/** The time now as an ISO string, as records store it. */
export function now(): string {
	return new Date(nowMs()).toISOString()
}

/**
 * Calls `listener` each time the clock is moved forward (only ever by a test); answers a function that stops.
 * In production the clock never moves and nothing is kept.
 */
export function onClockMoved(listener: () => unknown): () => void {
	const listeners = hook()?.listeners
	if (!listeners) return () => {}
	listeners.add(listener)
	return () => {
		listeners.delete(listener)
	}
}
