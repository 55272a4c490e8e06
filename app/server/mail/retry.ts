/**
 * When a notice the mail server did not take is tried again, and whether it is
 * worth trying again at all. Pure, so it is tested on its own.
 */
export const RETRY_FIRST_MS = 1000
export const RETRY_MAX_MS = 10 * 60 * 1000

export type Retry = { failures: number; notBefore: number }

/** After one more failure: 1 s, 2 s, 4 s, ... up to 10 minutes from `now`. */
export function nextTry(failuresSoFar: number, now: number): Retry {
	const wait = Math.min(RETRY_FIRST_MS * 2 ** Math.min(failuresSoFar, 30), RETRY_MAX_MS)
	return { failures: failuresSoFar + 1, notBefore: now + wait }
}

/**
 * A refusal of this one message for good: a 5xx answer to its envelope or its
 * text (nodemailer's EENVELOPE and EMESSAGE). A 4xx is temporary; so is
 * anything about the connection, TLS or sign-in (those concern every message
 * alike, and the operator fixes them, so they are retried, not failed).
 */
export function isPermanent(error: unknown): boolean {
	const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown }
	return (
		typeof responseCode === 'number' &&
		responseCode >= 500 &&
		responseCode < 600 &&
		(code === 'EENVELOPE' || code === 'EMESSAGE')
	)
}

/** Whether the mail server answered this message at all (a reply code), rather than being out of reach. */
export function answered(error: unknown): boolean {
	return typeof (error as { responseCode?: unknown } | null)?.responseCode === 'number'
}
