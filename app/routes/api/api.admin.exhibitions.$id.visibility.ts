import { type ActionFunctionArgs } from '@remix-run/node'
import { setExhibitionVisibility } from '#app/data/exhibitions.server.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { parseId, parseInput, readBody, VisibilitySchema } from '#app/server/api/api.server.ts'

/** PATCH /api/admin/exhibitions/{id}/visibility `{is_visible}`: the updated exhibition. */
function handlers({ request, params }: ActionFunctionArgs) {
	return {
		PATCH: async () => {
			const id = parseId(params.id, 'Exhibition')
			const { is_visible } = parseInput(VisibilitySchema, await readBody(request))
			return Response.json(await setExhibitionVisibility(id, is_visible))
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
