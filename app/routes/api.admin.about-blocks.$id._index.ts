import { type ActionFunctionArgs } from '@remix-run/node'
import { deleteAboutBlock, getAboutBlock, setAboutBlockVisibility, updateAboutBlock } from '#app/data/about-blocks.server.ts'
import { AboutBlockSchema } from '#app/schemas/about-block.ts'
import { adminApiResource } from '#app/utils/api-access.server.ts'
import { isVisibilityOnly, mergeOver, notFound, parseId, parseInput, readBody, VisibilitySchema } from '#app/utils/api.server.ts'

/** GET, PUT, DELETE /api/admin/about-blocks/{id}. A PUT merges over the stored block. */
function handlers({ request, params }: ActionFunctionArgs) {
	const found = async () => {
		const block = await getAboutBlock(parseId(params.id, 'About block'), 'all')
		if (!block) throw notFound('About block')
		return block
	}
	return {
		GET: async () => Response.json(await found()),
		PUT: async () => {
			const existing = await found()
			const body = await readBody(request)
			if (isVisibilityOnly(body)) {
				const { is_visible } = parseInput(VisibilitySchema, body)
				return Response.json(await setAboutBlockVisibility(existing.id, is_visible))
			}
			const input = parseInput(AboutBlockSchema, mergeOver(existing, body))
			return Response.json(await updateAboutBlock(existing.id, input))
		},
		DELETE: async () => {
			await deleteAboutBlock((await found()).id)
			return Response.json({ success: true })
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
