/**
 * The enquiry limit (contract section 9): 10 enquiries per hour from one
 * client address, counted over a sliding hour, whichever way they arrive (the
 * page's form or POST /api/enquiries). Kept in memory, like the sign-in
 * throttle: one process serves a data folder.
 */
export const ENQUIRIES_PER_WINDOW = 10
export const ENQUIRY_WINDOW_MS = 60 * 60 * 1000
const MAX_ADDRESSES = 50_000

const sent = new Map<string, number[]>()

function recent(address: string, now: number) {
	const list = (sent.get(address) ?? []).filter((t) => now - t < ENQUIRY_WINDOW_MS)
	if (list.length) sent.set(address, list)
	else sent.delete(address)
	return list
}

/** Seconds until this address may send again, or 0 when it may now. */
export function enquiryRetryAfter(address: string, now = Date.now()) {
	const list = recent(address, now)
	if (list.length < ENQUIRIES_PER_WINDOW) return 0
	return Math.max(1, Math.ceil((list[0]! + ENQUIRY_WINDOW_MS - now) / 1000))
}

export function recordEnquiry(address: string, now = Date.now()) {
	const list = recent(address, now)
	list.push(now)
	sent.set(address, list)
	if (sent.size > MAX_ADDRESSES) {
		for (const key of sent.keys()) {
			recent(key, now)
			if (sent.size <= MAX_ADDRESSES * 0.8) break
		}
	}
}

export const TOO_MANY_ENQUIRIES = 'Too many enquiries from your address. Please try again later.'
