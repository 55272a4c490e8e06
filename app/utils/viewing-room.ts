/**
 * The headers of every viewing room answer, whatever its status
 * (docs/public-site.md, 'Viewing rooms'): never stored by a cache or a CDN,
 * never indexed. `Referrer-Policy: no-referrer` (no Referer sent from a room,
 * so its link stays private) is set by `server.js` for every path under
 * /viewing-room, in place of the site's own policy.
 */
export const ROOM_HEADERS = {
	'Cache-Control': 'private, no-store',
	'X-Robots-Tag': 'noindex, nofollow',
} as const

/** Where a link's pages live. */
export const ROOM_PATH_PREFIX = '/viewing-room/'

/** What a viewing room's card shows (never its password hash or its links). */
export type RoomCardData = {
	id: number
	title: string
	status: 'draft' | 'open' | 'closed' | 'not-yet-open'
	statusLabel: string
	opens: string
	expires: string
	works: number
	recipients: number
	views: number
	/** The room's version, sent by the list's Delete. */
	version: number
}
