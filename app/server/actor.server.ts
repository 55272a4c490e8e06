import { clientAddressOf, type LoadContext } from '#app/server/request-context.server.ts'
import { type Actor } from '#app/data/activity.server.ts'
import { requireApiUser } from './auth.server.ts'

/**
 * Who makes a write: the signed-in user (from `requireAdmin` or
 * `requireApiUser`) and the client address the request came from. Entity
 * writes take it so their revision and activity entry name them.
 */
export function actorOf(user: { id: number; username: string }, context?: LoadContext | null): Actor {
	return { id: user.id, username: user.username, ip: clientAddressOf(context) }
}

/** The actor of an /api/admin call: the token's user (the 401 answers of docs/api.md otherwise). */
export async function apiActor(request: Request, context?: LoadContext | null): Promise<Actor> {
	return actorOf(await requireApiUser(request), context)
}
