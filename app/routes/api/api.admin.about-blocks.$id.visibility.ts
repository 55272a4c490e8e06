import { type ActionFunctionArgs } from '@remix-run/node'
import { setAboutBlockVisibility } from '#app/data/about-blocks.server.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { parseId, parseInput, readBody, VisibilitySchema } from '#app/server/api/api.server.ts'

/** PATCH /api/admin/about-blocks/{id}/visibility `{is_visible}`: the updated block. */
function handlers({ request, params }: ActionFunctionArgs) {
	return {
		PATCH: async () => {
			const id = parseId(params.id, 'About block')
			const { is_visible } = parseInput(VisibilitySchema, await readBody(request))
			return Response.json(await setAboutBlockVisibility(id, is_visible))
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
