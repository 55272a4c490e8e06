import { type ActionFunctionArgs } from '@remix-run/node'
import {
	addRecipient,
	deleteRecipient,
	getViewingRoom,
	recipientView,
	revokeRecipient,
} from '#app/data/viewing-rooms.server.ts'
import { RecipientSchema } from '#app/schemas/viewing-room.ts'
import { publicOrigin } from '#app/server/public-url.server.ts'
import { adminApiResource } from './access.server.ts'
import { type ApiHandlers, notFound, parseId, parseInput, readBody } from './api.server.ts'

/**
 * The recipients of a room under /api/admin/viewing-rooms/{id} (docs/api.md,
 * 'Viewing rooms'): add one, delete one, revoke a link. The rooms themselves
 * go through the shared collection API (app/server/admin/collections/viewing-rooms.server.ts).
 */
const NAME = 'Viewing room'

async function found(rawId: string | undefined) {
	const room = await getViewingRoom(parseId(rawId, NAME))
	if (!room) throw notFound(NAME)
	return room
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
