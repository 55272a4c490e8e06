import { type LoaderFunctionArgs, redirect } from 'react-router'
import { roomDocument, roomPdfBusy, RoomPdfBusyError } from '#app/server/documents/viewing-room.server.ts'
import { pdfResponse } from '#app/server/documents/respond.server.ts'
import { documentLanguage } from '#app/server/documents/sources.server.ts'
import { publicOrigin } from '#app/server/public-url.server.ts'
import { TooManyAttemptsError } from '#app/server/throttle.server.ts'
import {
	accessRoom,
	isRoomAnswer,
	ROOM_HEADERS,
	roomLinkKey,
	roomPdfThrottle,
} from '#app/server/viewing-rooms/room-access.server.ts'

/**
 * GET: the viewing room as a PDF for its recipient (docs/public-site.md,
 * 'Viewing rooms'). Only a room the link opens right now gives its PDF: an
 * unknown, revoked, closed or not-yet-open link, or a room whose password
 * was not given yet, is sent to the room page, which answers as it always
 * does (404, 410, the date it opens, the password form). Each link may
 * download it roomPdfThrottle's number of times in its window, then 429; while
 * ROOM_PDF_WAITING others wait to be made, 503 with a time to come back.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const token = params.token ?? ''
	const roomPage = `/viewing-room/${encodeURIComponent(token)}`
	let access
	try {
		access = await accessRoom(request, token)
	} catch (error) {
		if (isRoomAnswer(error)) throw redirect(roomPage, { headers: ROOM_HEADERS })
		throw error
	}
	if (access.kind !== 'open') throw redirect(roomPage, { headers: ROOM_HEADERS })
	// Staff previewing through a link are not counted, as their views are not.
	if (!access.staff) {
		try {
			await roomPdfThrottle.reserve(roomLinkKey(access.match))
		} catch (error) {
			if (!(error instanceof TooManyAttemptsError)) throw error
			return new Response(error.message, {
				status: 429,
				headers: {
					...ROOM_HEADERS,
					'Content-Type': 'text/plain; charset=utf-8',
					'Retry-After': String(error.retryAfter),
				},
			})
		}
	}
	// In `?lang=`, else the room's language (docs/public-site.md, 'Viewing rooms').
	const writing = documentLanguage(request, access.match.room.language)
	try {
		const response = pdfResponse(await roomDocument(access.match, { token, origin: publicOrigin(request), writing }))
		for (const [key, value] of Object.entries(ROOM_HEADERS)) response.headers.set(key, value)
		return response
	} catch (error) {
		if (error instanceof RoomPdfBusyError) return roomPdfBusy(error, ROOM_HEADERS)
		throw error
	}
}
