import { type ActionFunctionArgs } from '@remix-run/node'
import { createExhibition, listExhibitions } from '#app/data/exhibitions.server.ts'
import { ExhibitionSchema } from '#app/schemas/exhibition.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { listJson, parseInput, readBody } from '#app/server/api/api.server.ts'

/** GET /api/admin/exhibitions: all, hidden included. POST: create (201). */
function handlers({ request }: ActionFunctionArgs) {
	return {
		GET: async () => listJson(await listExhibitions('all')),
		POST: async () => {
			const input = parseInput(ExhibitionSchema, await readBody(request))
			return Response.json(await createExhibition(input), { status: 201 })
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
