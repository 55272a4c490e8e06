import { type ActionFunctionArgs } from 'react-router'
import { getFair, lockFairChecklist } from '#app/data/fairs.server.ts'
import { apiActor } from '#app/server/actor.server.ts'
import { adminApiResource } from './access.server.ts'
import { notFound, parseId } from './api.server.ts'

/**
 * POST /api/admin/fairs/{id}/lock (docs/api.md, 'Art fairs'): "Lock checklist".
 * The fairs themselves go through the shared collection API
 * (app/server/admin/collections/fairs.server.ts).
 */
export function lockFairApi({ request, params, context }: ActionFunctionArgs) {
	return adminApiResource(request, {
		POST: async () => {
			const fair = await getFair(parseId(params.id, 'Fair'), 'all')
			if (!fair) throw notFound('Fair')
			return Response.json(await lockFairChecklist(fair.id, { actor: await apiActor(request, context) }))
		},
	})
}
