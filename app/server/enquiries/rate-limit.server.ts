import { Throttle } from '#app/server/throttle.server.ts'

/**
 * The enquiry limit (contract section 9): 10 enquiries per hour from one
 * client address, however they arrive (the page's form or POST /api/enquiries).
 * One of the shared throttles of `app/server/throttle.server.ts`.
 */
export const ENQUIRIES_PER_WINDOW = 10
export const ENQUIRY_WINDOW_MS = 60 * 60 * 1000

const enquiryThrottle = new Throttle({ max: ENQUIRIES_PER_WINDOW, windowMs: ENQUIRY_WINDOW_MS, what: 'enquiries' })

/** Seconds until this address may send again, or 0 when it may now. */
export function enquiryRetryAfter(address: string, now = Date.now()) {
	return enquiryThrottle.retryAfterSeconds(address, now)
}

export function recordEnquiry(address: string, now = Date.now()) {
	enquiryThrottle.record(address, now)
}

export const TOO_MANY_ENQUIRIES = 'Too many enquiries from your address. Please try again later.'
