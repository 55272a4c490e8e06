import { type ActionFunctionArgs } from 'react-router'
import { checkReport, checksOf } from '#app/server/checks/checks.server.ts'
import { CHECKED_ENTITIES, isCheckedEntity } from '#app/server/checks/subjects.server.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { ApiError } from '#app/server/api/api.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/**
 * GET /api/admin/checks?entity={collection}&id={id}: one record's checks before publishing, `{ checks }`
 * (docs/api.md, 'Checks before publishing'). Without a query, the report: every record of the kinds checked,
 * hidden ones included, with its checks, and the counts of problems and warnings.
 */
function handlers({ request }: ActionFunctionArgs) {
	return {
		GET: async () => {
			const params = new URL(request.url).searchParams
			const entity = params.get('entity')
			const id = params.get('id')
			if (entity === null && id === null) {
				const records = await checkReport()
				const all = records.flatMap((r) => r.checks)
				const counts = {
					problems: all.filter((c) => c.level === 'problem').length,
					warnings: all.filter((c) => c.level === 'warning').length,
				}
				return Response.json({ counts, records })
			}
			if (entity === null || !isCheckedEntity(entity)) {
				throw new ApiError(400, `entity must be one of ${CHECKED_ENTITIES.join(', ')}`, {
					fields: { entity: 'Unknown kind of record' },
				})
			}
			if (!id || id.length > 40) throw new ApiError(400, 'id is required', { fields: { id: 'id is required' } })
			const found = await checksOf(entity, id)
			if (!found) throw new ApiError(404, 'Record not found')
			return Response.json(found)
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
