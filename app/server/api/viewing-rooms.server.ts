import { type ActionFunctionArgs } from 'react-router'
import { type LoadContext } from '#app/server/request-context.server.ts'
import { apiActor } from '#app/server/actor.server.ts'
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

function recipientsHandlers(request: Request, rawId: string | undefined, context: LoadContext): ApiHandlers {
	const origin = publicOrigin(request)
	return {
		POST: async () => {
			const room = await found(rawId)
			const input = parseInput(RecipientSchema, await readBody(request))
			const recipient = await addRecipient(room.id, input, { actor: await apiActor(request, context) })
			return Response.json(recipientView(origin, recipient), { status: 201 })
		},
	}
}

function recipientId(raw: string | undefined) {
	return parseId(raw, 'Recipient')
}

function recipientHandlers(
	request: Request,
	rawId: string | undefined,
	rawRecipient: string | undefined,
	context: LoadContext,
): ApiHandlers {
	return {
		DELETE: async () => {
			const room = await found(rawId)
			await deleteRecipient(room.id, recipientId(rawRecipient), { actor: await apiActor(request, context) })
			return Response.json({ success: true })
		},
	}
}

function revokeHandlers(
	request: Request,
	rawId: string | undefined,
	rawRecipient: string | undefined,
	context: LoadContext,
): ApiHandlers {
	const origin = publicOrigin(request)
	return {
		POST: async () => {
			const room = await found(rawId)
			const actor = await apiActor(request, context)
			return Response.json(recipientView(origin, await revokeRecipient(room.id, recipientId(rawRecipient), { actor })))
		},
	}
}

type Args = Pick<ActionFunctionArgs, 'request' | 'params' | 'context'>
const HANDLERS = {
	recipients: ({ request, params, context }: Args) => recipientsHandlers(request, params.id, context),
	recipient: ({ request, params, context }: Args) => recipientHandlers(request, params.id, params.recipientId, context),
	revoke: ({ request, params, context }: Args) => revokeHandlers(request, params.id, params.recipientId, context),
}

/** The loader and action of one /api/admin/viewing-rooms route, behind the Bearer token. */
export function viewingRoomApi(kind: keyof typeof HANDLERS) {
	return (args: ActionFunctionArgs) => adminApiResource(args.request, HANDLERS[kind](args))
}
