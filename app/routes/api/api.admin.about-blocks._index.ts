import { type ActionFunctionArgs } from '@remix-run/node'
import { createAboutBlock, listAboutBlocks } from '#app/data/about-blocks.server.ts'
import { AboutBlockSchema } from '#app/schemas/about-block.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { parseInput, readBody } from '#app/server/api/api.server.ts'

/** GET /api/admin/about-blocks: all, by sort_order. POST: create (201); without sort_order it goes last (max + 1). */
function handlers({ request }: ActionFunctionArgs) {
	return {
		GET: async () => Response.json(await listAboutBlocks('all')),
		POST: async () => {
			const input = parseInput(AboutBlockSchema, await readBody(request))
			return Response.json(await createAboutBlock(input), { status: 201 })
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
