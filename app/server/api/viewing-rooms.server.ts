import { type ActionFunctionArgs } from '@remix-run/node'
import {
	addRecipient,
	createViewingRoom,
	deleteRecipient,
	deleteViewingRoom,
	getViewingRoom,
	listViewingRooms,
	recipientView,
	revokeRecipient,
	roomView,
	updateViewingRoom,
} from '#app/data/viewing-rooms.server.ts'
import { type ViewingRoomRecord } from '#app/schemas/records.ts'
import { RecipientSchema, ViewingRoomSchema } from '#app/schemas/viewing-room.ts'
import { publicOrigin } from '#app/server/public-url.server.ts'
import { adminApiResource } from './access.server.ts'
import { type ApiHandlers, mergeOver, notFound, parseId, parseInput, readBody } from './api.server.ts'

/**
 * /api/admin/viewing-rooms (docs/api.md, 'Viewing rooms'). A room is answered
 * as `roomView` makes it: the password never, `has_password` instead, and the
 * shared and recipients' links as absolute `url`s. A PUT merges the sent
 * fields over the stored room and checks the whole, as the other collections
 * do; `password` is write-only (absent keeps it, null or '' clears it).
 */
const NAME = 'Viewing room'

async function found(rawId: string | undefined) {
	const room = await getViewingRoom(parseId(rawId, NAME))
	if (!room) throw notFound(NAME)
	return room
}

/** The stored room in the shape its schema reads (what a PUT merges over). */
function inputOf(room: ViewingRoomRecord) {
	const { password_hash: _hash, ...fields } = room
	return fields
}

function listHandlers(request: Request): ApiHandlers {
	const origin = publicOrigin(request)
	return {
		GET: async () => Response.json((await listViewingRooms()).map((room) => roomView(origin, room))),
		POST: async () => {
			const input = parseInput(ViewingRoomSchema, await readBody(request))
			return Response.json(roomView(origin, await createViewingRoom(input)), { status: 201 })
		},
	}
}

function itemHandlers(request: Request, rawId: string | undefined): ApiHandlers {
	const origin = publicOrigin(request)
	return {
		GET: async () => Response.json(roomView(origin, await found(rawId))),
		PUT: async () => {
			const room = await found(rawId)
			const input = parseInput(ViewingRoomSchema, mergeOver(inputOf(room), await readBody(request)))
			return Response.json(roomView(origin, await updateViewingRoom(room.id, input)))
		},
		DELETE: async () => {
			await deleteViewingRoom((await found(rawId)).id)
			return Response.json({ success: true })
		},
	}
}

function recipientsHandlers(request: Request, rawId: string | undefined): ApiHandlers {
	const origin = publicOrigin(request)
	return {
		POST: async () => {
			const room = await found(rawId)
			const input = parseInput(RecipientSchema, await readBody(request))
			return Response.json(recipientView(origin, await addRecipient(room.id, input)), { status: 201 })
		},
	}
}

function recipientId(raw: string | undefined) {
	return parseId(raw, 'Recipient')
}

function recipientHandlers(request: Request, rawId: string | undefined, rawRecipient: string | undefined): ApiHandlers {
	return {
		DELETE: async () => {
			const room = await found(rawId)
			await deleteRecipient(room.id, recipientId(rawRecipient))
			return Response.json({ success: true })
		},
	}
}

function revokeHandlers(request: Request, rawId: string | undefined, rawRecipient: string | undefined): ApiHandlers {
	const origin = publicOrigin(request)
	return {
		POST: async () => {
			const room = await found(rawId)
			return Response.json(recipientView(origin, await revokeRecipient(room.id, recipientId(rawRecipient))))
		},
	}
}

const HANDLERS = {
	list: (request: Request) => listHandlers(request),
	item: (request: Request, params: ActionFunctionArgs['params']) => itemHandlers(request, params.id),
	recipients: (request: Request, params: ActionFunctionArgs['params']) => recipientsHandlers(request, params.id),
	recipient: (request: Request, params: ActionFunctionArgs['params']) =>
		recipientHandlers(request, params.id, params.recipientId),
	revoke: (request: Request, params: ActionFunctionArgs['params']) =>
		revokeHandlers(request, params.id, params.recipientId),
}

/** The loader and action of one /api/admin/viewing-rooms route, behind the Bearer token. */
export function viewingRoomApi(kind: keyof typeof HANDLERS) {
	return ({ request, params }: ActionFunctionArgs) => adminApiResource(request, HANDLERS[kind](request, params))
}
