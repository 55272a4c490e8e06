import crypto from 'node:crypto'
import { data } from 'react-router'
import { getPageContent } from '#app/data/pages.server.ts'
import { findRoomByToken, type TokenMatch } from '#app/data/viewing-rooms.server.ts'
import { type ViewingRoomRecord } from '#app/schemas/records.ts'
import { getAdminSession } from '#app/server/auth.server.ts'
import { isSecureRequest } from '#app/server/http.server.ts'
import { getSessionSecret } from '#app/server/secret.server.ts'
import { Throttle, throttleKey } from '#app/server/throttle.server.ts'
import { nowMs } from '#app/utils/clock.ts'
import { ROOM_HEADERS } from '#app/utils/viewing-room.ts'
import { languagePrefixOf } from '#app/utils/i18n/page-language.ts'
import { pageUrlOf } from '#app/server/page-url.server.ts'

/**
 * Who may see a viewing room, and what it answers (docs/public-site.md,
 * 'Viewing rooms'): an unknown or revoked link and a draft room are 404, a
 * closed or expired room 410 with the gallery's contact details, a room not
 * yet open a page saying when it opens, a room with a password its password
 * form until the right password set the room's cookie. Signed-in staff see
 * any room through any live link, with a preview banner, and are not counted.
 */

export { ROOM_HEADERS }

export const ROOM_CLOSED = 'This viewing room has closed'

export const PASSWORD_COOKIE_HOURS = 12
const MINUTE = 60 * 1000

/** Wrong passwords per room and client address: 10 in 15 minutes, then 429 until the window passes. */
export const roomPasswordThrottle = new Throttle({
	max: 10,
	windowMs: 15 * MINUTE,
	what: 'password attempts',
	name: 'room password attempts',
})

export function roomPasswordKey(roomId: number, clientAddress: string) {
	return throttleKey(String(roomId), clientAddress)
}

/**
 * PDFs of a room through one link: 10 in 15 minutes, then 429 until the window passes. Counted per link, not per
 * address, so a link passed around shares one budget; a recipient downloads it a few times at most.
 */
export const roomPdfThrottle = new Throttle({
	max: 10,
	windowMs: 15 * MINUTE,
	what: 'downloads of this PDF',
	name: 'viewing room PDFs',
})

/** One link of a room: a recipient's, or the shared link (recipient 0). */
export function roomLinkKey(match: TokenMatch) {
	return throttleKey(String(match.room.id), String(match.recipient?.id ?? 0))
}

/** The 404 of an unknown, revoked or draft link: the same answer, so nothing tells them apart. */
export function roomNotFound() {
	return data({ state: 'not-found' as const }, { status: 404, headers: ROOM_HEADERS })
}

/** 410 with the gallery's contact details. */
export async function roomClosed() {
	const { contactInfo } = await getPageContent()
	return data({ state: 'closed' as const, contact: contactInfo }, { status: 410, headers: ROOM_HEADERS })
}

/** Whether a thrown value is one of these answers (a loader returns it rather than letting it reach a boundary). */
export function isRoomAnswer(
	value: unknown,
): value is ReturnType<typeof roomNotFound> | Awaited<ReturnType<typeof roomClosed>> {
	return Boolean(value && typeof value === 'object' && 'data' in value && 'init' in value)
}

function cookieName(roomId: number) {
	return `gallery_room_${roomId}`
}

function signature(room: ViewingRoomRecord, expires: number) {
	// The hash is signed in: a new or cleared password ends every cookie of the room.
	return crypto
		.createHmac('sha256', getSessionSecret())
		.update(`viewing-room\u0000${room.id}\u0000${room.password_hash}\u0000${expires}`)
		.digest('base64url')
}

/**
 * The Set-Cookie of a right password: HttpOnly, for this room only, 12 hours, on the rooms' addresses in the page's
 * language (`/de/viewing-room/` for a room read in German).
 */
export function passwordCookie(request: Request, room: ViewingRoomRecord) {
	const maxAge = PASSWORD_COOKIE_HOURS * 60 * 60
	const expires = nowMs() + maxAge * 1000
	const prefix = languagePrefixOf(pageUrlOf(request).pathname)
	const parts = [
		`${cookieName(room.id)}=${expires}.${signature(room, expires)}`,
		`Path=${prefix ? `/${prefix}` : ''}/viewing-room/`,
		`Max-Age=${maxAge}`,
		'HttpOnly',
		'SameSite=Lax',
	]
	if (isSecureRequest(request)) parts.push('Secure')
	return parts.join('; ')
}

function readCookie(request: Request, name: string): string | null {
	for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
		const [key, ...rest] = part.trim().split('=')
		if (key === name) return rest.join('=')
	}
	return null
}

export function hasPasswordCookie(request: Request, room: ViewingRoomRecord) {
	const value = readCookie(request, cookieName(room.id))
	if (!value) return false
	const [expiresText, sent] = value.split('.')
	const expires = Number(expiresText)
	if (!Number.isSafeInteger(expires) || expires <= nowMs() || !sent) return false
	const expected = Buffer.from(signature(room, expires))
	const given = Buffer.from(sent)
	return expected.length === given.length && crypto.timingSafeEqual(expected, given)
}

export async function isStaff(request: Request) {
	const { lookup } = await getAdminSession(request)
	return lookup.status === 'valid'
}

export type RoomStatus = 'open' | 'not-yet-open' | 'closed' | 'draft'

/** Where a room stands now: a room past `expires_at` is closed, one before `opens_at` not yet open. */
export function roomStatus(room: ViewingRoomRecord, at = nowMs()): RoomStatus {
	if (room.status === 'draft') return 'draft'
	if (room.status === 'closed' || (room.expires_at && Date.parse(room.expires_at) <= at)) return 'closed'
	if (room.opens_at && Date.parse(room.opens_at) > at) return 'not-yet-open'
	return 'open'
}

export type RoomAccess =
	| { kind: 'open'; match: TokenMatch; staff: boolean; status: RoomStatus }
	| { kind: 'not-yet-open'; match: TokenMatch }
	| { kind: 'password'; match: TokenMatch }

/**
 * What a link opens for this request; throws the 404 or 410 answer. With
 * `passwordChecked`, the password form is not asked for (the action checks it).
 */
export async function accessRoom(request: Request, token: string | undefined): Promise<RoomAccess> {
	const match = await findRoomByToken(token ?? '')
	if (!match) throw roomNotFound()
	const staff = await isStaff(request)
	const status = roomStatus(match.room)
	if (staff) return { kind: 'open', match, staff, status }
	if (status === 'draft') throw roomNotFound()
	if (status === 'closed') throw await roomClosed()
	if (status === 'not-yet-open') return { kind: 'not-yet-open', match }
	if (match.room.password_hash !== '' && !hasPasswordCookie(request, match.room)) return { kind: 'password', match }
	return { kind: 'open', match, staff, status }
}
