import { type HeadersFunction, type MetaDescriptor } from 'react-router'
import { type ShouldRevalidateFunction } from 'react-router'
import { ROOM_HEADERS } from '#app/utils/viewing-room.ts'

/**
 * The head and headers of every viewing room page, whatever it answers: no
 * index, no canonical link, no Open Graph or JSON-LD (nothing that would let
 * a room be found or previewed elsewhere), never stored by a cache.
 */

type MatchLike = { id: string; loaderData?: unknown }

export function roomMeta(
	matches: readonly MatchLike[] | undefined,
	page: { state: string; title?: string; room?: { title: string } } | undefined,
): MetaDescriptor[] {
	const root = matches?.find((m) => m.id === 'root')?.loaderData as { galleryName?: string } | undefined
	const gallery = root?.galleryName ?? 'Gallery'
	const name =
		page?.state === 'not-found' || !page
			? 'Viewing Room Not Found'
			: page.state === 'closed'
				? 'Viewing Room Closed'
				: (page.room?.title ?? page.title ?? 'Viewing Room')
	return [
		{ title: `${name} | ${gallery}` },
		{ name: 'robots', content: 'noindex' },
		{ name: 'referrer', content: 'no-referrer' },
	]
}

/** Every answer, the action's too, carries the room's headers (and the enquiry limit's Retry-After). */
export const roomHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
	const headers = new Headers(ROOM_HEADERS)
	const retry = actionHeaders.get('Retry-After') ?? loaderHeaders.get('Retry-After')
	if (retry) headers.set('Retry-After', retry)
	return headers
}

/**
 * A post on a room page (an enquiry, a request to reserve) does not reload
 * the room: its loader counts a view, and the visitor has not opened the page
 * again (docs/public-site.md, 'Viewing rooms'). The password form does reload
 * it, to show the room once the password is right.
 */
export const roomShouldRevalidate: ShouldRevalidateFunction = ({ formMethod, formData, defaultShouldRevalidate }) => {
	if (formMethod?.toUpperCase() === 'POST' && formData?.get('intent') !== 'password') return false
	return defaultShouldRevalidate
}
