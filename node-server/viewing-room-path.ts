/**
 * Whether a request's path is a private viewing room's, judged as the router will read it: decoded
 * (`/%76iewing-room/…` is `/viewing-room/…`), in any case, with repeated slashes as one, and under a language's
 * prefix (`/de/viewing-room/…`, where a room in German is read: docs/decisions/017-language-addresses.md). Any
 * two letters count as a prefix: one the site does not publish answers 404 anyway, with the room's headers.
 */
export function isViewingRoomPath(path: string): boolean {
	let decoded = path
	try {
		decoded = decodeURIComponent(path)
	} catch {
		// A malformed escape: judge the path as it was sent.
	}
	return /^\/+(?:[a-z]{2}\/+)?viewing-room(\/|$)/i.test(decoded)
}
