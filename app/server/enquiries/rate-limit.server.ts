import { Throttle } from '#app/server/throttle.server.ts'
import { en } from '#app/utils/i18n/en.ts'

/**
 * The enquiry limit (docs/public-site.md, 'Enquire'): 10 enquiries per hour from one
 * client address, however they arrive (the page's form or POST /api/enquiries).
 * One of the shared throttles of `app/server/throttle.server.ts`: an enquiry
 * is counted before it is stored (`submitEnquiry`), so enquiries sent together
 * cannot pass the limit together.
 */
export const ENQUIRIES_PER_WINDOW = 10
export const ENQUIRY_WINDOW_MS = 60 * 60 * 1000

const enquiryThrottle = new Throttle({ max: ENQUIRIES_PER_WINDOW, windowMs: ENQUIRY_WINDOW_MS, what: 'enquiries' })

/** Seconds until this address may send again, or 0 when it may now (counts nothing). */
export function enquiryRetryAfter(address: string) {
	return enquiryThrottle.retryAfterSeconds(address)
}

/** Counts one enquiry from this address; TooManyAttemptsError when it has sent its 10 this hour. */
export function reserveEnquiry(address: string) {
	return enquiryThrottle.reserve(address)
}

/** Gives back a counted enquiry that could not be stored. */
export function releaseEnquiry(address: string) {
	return enquiryThrottle.release(address)
}

/** The API's answer past the limit; the enquiry form says it in its page's language (the same key). */
export const TOO_MANY_ENQUIRIES = en['form.tooManyEnquiries']
