import { type ActionFunctionArgs } from 'react-router'
import { apiActor } from '#app/server/actor.server.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { ApiError, readBody } from '#app/server/api/api.server.ts'
import { markFine } from '#app/server/checks/checks.server.ts'
import { CHECKED_ENTITIES, isCheckedEntity } from '#app/server/checks/subjects.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '')

/**
 * POST /api/admin/checks/fine `{ entity, id, code, field }`: a warning marked "Fine as it is", kept with who and
 * when until the field changes; answers the record's checks (docs/api.md, 'Checks before publishing').
 */
function handlers({ request, context }: ActionFunctionArgs) {
	return {
		POST: async () => {
			const body = await readBody(request)
			const entity = text(body.entity)
			if (!isCheckedEntity(entity)) {
				const message = `entity must be one of ${CHECKED_ENTITIES.join(', ')}`
				throw new ApiError(400, message, { fields: { entity: message } })
			}
			const [id, code, field] = [text(body.id), text(body.code), text(body.field)]
			for (const [name, value] of Object.entries({ id, code, field })) {
				if (!value || value.length > 60)
					throw new ApiError(400, `${name} is required`, { fields: { [name]: 'Required' } })
			}
			const found = await markFine(entity, id, code, field, await apiActor(request, context))
			if (!found) throw new ApiError(404, 'Record not found')
			return Response.json(found)
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
