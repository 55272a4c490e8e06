import { type ActionFunctionArgs } from 'react-router'
import { reorderAboutBlocks } from '#app/data/about-blocks.server.ts'
import { ReorderSchema } from '#app/schemas/about-block.ts'
import { apiActor } from '#app/server/actor.server.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { parseInput, readBody } from '#app/server/api/api.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/**
 * PATCH /api/admin/about-blocks/reorder `{blocks: [{id, sort_order}]}`: the
 * blocks renumbered 1..n in the order given, answered as the array in that order.
 */
function handlers({ request, context }: ActionFunctionArgs) {
	return {
		PATCH: async () => {
			const actor = await apiActor(request, context)
			const { blocks } = parseInput(ReorderSchema, await readBody(request))
			return Response.json(await reorderAboutBlocks(blocks, { actor }))
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
