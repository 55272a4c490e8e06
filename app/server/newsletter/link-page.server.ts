import { data } from 'react-router'
import { newsletterLinkThrottle, throttleKey, TooManyAttemptsError } from '#app/server/throttle.server.ts'

/**
 * What the pages of a reader's confirmation and unsubscribe links share: never
 * stored by a cache, never indexed (the address holds the reader's secret).
 */
export const LINK_PAGE_HEADERS = {
	'Cache-Control': 'private, no-store',
	'X-Robots-Tag': 'noindex, nofollow',
} as const

export type LinkPageState = 'ask' | 'done' | 'not-found' | 'wait'

export function linkPage(state: LinkPageState, status = 200, extra: Record<string, string> = {}) {
	return data({ state }, { status, headers: { ...LINK_PAGE_HEADERS, ...extra } })
}

/** Counts one post from this client address; a page asking to wait (429) when it is over the limit. */
export async function throttleLinkPost(clientAddress: string | undefined) {
	try {
		await newsletterLinkThrottle.reserve(throttleKey(clientAddress ?? 'unknown'))
		return null
	} catch (error) {
		if (!(error instanceof TooManyAttemptsError)) throw error
		return linkPage('wait', 429, { 'Retry-After': String(error.retryAfter) })
	}
}
