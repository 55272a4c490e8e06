import { data, type HeadersFunction } from 'react-router'
import { type Visibility } from '#app/data/lookup.ts'
import { isScheduled, type Publishable } from '#app/utils/publishing.ts'
import { getAdminSession } from '#app/server/auth.server.ts'
import { invariantResponse } from '#app/server/http.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { formatInTimeZone } from '#app/utils/time-zone.ts'

/**
 * Preview (docs/admin.md, 'Scheduled publishing and preview'): signed-in
 * staff who open the public page of a hidden or scheduled record see it, with
 * a "Preview: not public" banner; visitors get the usual 404. A preview is
 * private and never stored: `Cache-Control: private, no-store` (and the page
 * cache never keeps a request with a session anyway).
 */
export type Preview = { reason: string } | null

export const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store' }

/**
 * The record a public page shows: the public one, or for signed-in staff a
 * hidden or scheduled one, with what its banner says. Throws 404 (`notFound`)
 * when neither.
 */
export async function recordForPage<T extends Publishable>(
	request: Request,
	get: (visibility: Visibility) => Promise<T | null>,
	notFound: string,
): Promise<{ record: T; preview: Preview }> {
	const shown = await get('visible')
	if (shown) return { record: shown, preview: null }
	const stored = await get('all')
	const staff = stored ? (await getAdminSession(request)).lookup.status === 'valid' : false
	invariantResponse(stored && staff, notFound, { status: 404 })
	return { record: stored, preview: { reason: previewReason(stored) } }
}

/** A page's loader data with its preview (null for the public page); a preview goes out private and unstored. */
export function withPreview<T extends object>(preview: Preview, page: T) {
	return data({ ...page, preview }, preview ? { headers: PREVIEW_HEADERS } : undefined)
}

/** Why a record is not public, for the banner. */
export function previewReason(record: Publishable): string {
	if (isScheduled(record) && record.publish_at)
		return `Scheduled for ${formatInTimeZone(record.publish_at, getEnv().GALLERY_TIMEZONE)}; visitors see "not found" until then.`
	return 'Hidden from visitors; they see "not found".'
}

/** A page's headers: a preview's `Cache-Control` from its loader goes out with it. */
export const previewPageHeaders: HeadersFunction = ({ loaderHeaders }) => {
	const headers = new Headers()
	const cacheControl = loaderHeaders.get('Cache-Control')
	if (cacheControl) headers.set('Cache-Control', cacheControl)
	return headers
}
