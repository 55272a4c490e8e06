import { type ActionFunctionArgs } from 'react-router'
import { apiActor } from '#app/server/actor.server.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { ApiError, readBody } from '#app/server/api/api.server.ts'
import { checksOf } from '#app/server/checks/checks.server.ts'
import { canPublishAnyway, publishAnyway, PUBLISHABLE_ENTITIES } from '#app/server/checks/publish.server.ts'
import { isCheckedEntity } from '#app/server/checks/subjects.server.ts'

/**
 * POST /api/admin/checks/publish `{ entity, id }`: "Publish anyway", the record made visible past its problems and
 * the act written in the activity log; answers the record's checks. Admins only (docs/api.md, 'Checks before
 * publishing').
 */
function handlers({ request, context }: ActionFunctionArgs) {
	return {
		POST: async () => {
			const body = await readBody(request)
			const entity = typeof body.entity === 'string' ? body.entity : ''
			if (!isCheckedEntity(entity) || !canPublishAnyway(entity)) {
				const message = `entity must be one of ${PUBLISHABLE_ENTITIES.join(', ')}`
				throw new ApiError(400, message, { fields: { entity: message } })
			}
			// A record's number, or a page's key ('identity').
			const id = typeof body.id === 'number' || typeof body.id === 'string' ? String(body.id) : ''
			if (!/^[a-z0-9-]{1,40}$/.test(id)) {
				throw new ApiError(400, 'id must be a record id', { fields: { id: 'Must be a record id' } })
			}
			const actor = await apiActor(request, context)
			await publishAnyway(entity, id, actor)
			return Response.json(await checksOf(entity, id))
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
