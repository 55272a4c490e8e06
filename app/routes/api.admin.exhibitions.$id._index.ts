import { type ActionFunctionArgs } from '@remix-run/node'
import {
	deleteExhibition,
	getExhibition,
	setExhibitionVisibility,
	updateExhibition,
} from '#app/data/exhibitions.server.ts'
import { ExhibitionSchema } from '#app/schemas/exhibition.ts'
import { adminApiResource } from '#app/utils/api-access.server.ts'
import { assertKnownReferences } from '#app/utils/api-entities.server.ts'
import { isVisibilityOnly, mergeOver, notFound, parseId, parseInput, readBody, VisibilitySchema } from '#app/utils/api.server.ts'

/**
 * GET, PUT, DELETE /api/admin/exhibitions/{id}. A PUT merges the sent fields
 * over the stored exhibition; one that sends only is_visible is a visibility change.
 */
function handlers({ request, params }: ActionFunctionArgs) {
	const found = async () => {
		const exhibition = await getExhibition(parseId(params.id, 'Exhibition'), 'all')
		if (!exhibition) throw notFound('Exhibition')
		return exhibition
	}
	return {
		GET: async () => Response.json(await found()),
		PUT: async () => {
			const existing = await found()
			const body = await readBody(request)
			if (isVisibilityOnly(body)) {
				const { is_visible } = parseInput(VisibilitySchema, body)
				return Response.json(await setExhibitionVisibility(existing.id, is_visible))
			}
			const input = parseInput(ExhibitionSchema, mergeOver(existing, body))
			await assertKnownReferences(input)
			return Response.json(await updateExhibition(existing.id, input))
		},
		DELETE: async () => {
			await deleteExhibition((await found()).id)
			return Response.json({ success: true })
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
