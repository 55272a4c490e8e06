/**
 * Sign-in throttle (contract section 4): after 10 failed attempts for one
 * username from one client address within 15 minutes, further attempts are
 * refused until the window passes. Unknown usernames count the same, so a
 * refusal says nothing about which accounts exist. Kept in memory: one process
 * serves a data folder, and a restart forgiving old failures is acceptable.
 */
export const MAX_FAILURES = 10
export const WINDOW_MS = 15 * 60 * 1000

const failures = new Map<string, number[]>()

function key(username: string, address: string) {
	return `${address}\u0000${username.trim().toLowerCase()}`
}

function recent(k: string, now: number) {
	const list = (failures.get(k) ?? []).filter((t) => now - t < WINDOW_MS)
	if (list.length) failures.set(k, list)
	else failures.delete(k)
	return list
}

/** Seconds until another attempt is allowed, or 0 when it is allowed now. */
export function retryAfterSeconds(username: string, address: string, now = Date.now()) {
	const list = recent(key(username, address), now)
	if (list.length < MAX_FAILURES) return 0
	return Math.max(1, Math.ceil((list[0]! + WINDOW_MS - now) / 1000))
}

export function recordFailure(username: string, address: string, now = Date.now()) {
	const k = key(username, address)
	const list = recent(k, now)
	list.push(now)
	failures.set(k, list)
	// Bound memory under a flood of distinct usernames.
	if (failures.size > 50_000) {
		for (const stale of failures.keys()) {
			recent(stale, now)
			if (failures.size <= 40_000) break
		}
	}
}

export function clearFailures(username: string, address: string) {
	failures.delete(key(username, address))
}
