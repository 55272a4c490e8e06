/**
 * Whether a request's path is a private viewing room's, judged as the router will read it: decoded
 * (`/%76iewing-room/…` is `/viewing-room/…`), in any case, with repeated slashes as one.
 */
export function isViewingRoomPath(path: string): boolean {
	let decoded = path
	try {
		decoded = decodeURIComponent(path)
	} catch {
		// A malformed escape: judge the path as it was sent.
	}
	return /^\/+viewing-room(\/|$)/i.test(decoded)
}
