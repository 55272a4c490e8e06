import { type LoaderFunctionArgs } from 'react-router'
import { getViewingRoom } from '#app/data/viewing-rooms.server.ts'
import { idParam, notFound, pdfResponse, requireDocumentUser } from '#app/server/documents/respond.server.ts'
import { roomDocument, roomPdfBusy, RoomPdfBusyError } from '#app/server/documents/viewing-room.server.ts'
import { documentLanguage } from '#app/server/documents/sources.server.ts'
import { publicOrigin } from '#app/server/public-url.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** GET: the viewing room as its recipients get it, with the codes on the room's shared link (docs/admin.md, 'Documents'). */
export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireDocumentUser(request)
	const id = idParam(params.id)
	const room = id === null ? null : await getViewingRoom(id)
	if (!room) return notFound('Viewing room not found')
	try {
		return pdfResponse(
			await roomDocument(
				{ room, recipient: null },
				// In `?lang=`, else the room's language.
				{ token: room.token, origin: publicOrigin(request), writing: documentLanguage(request, room.language) },
			),
		)
	} catch (error) {
		if (error instanceof RoomPdfBusyError) return roomPdfBusy(error)
		throw error
	}
}
