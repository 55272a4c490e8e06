import { type ActionFunctionArgs } from '@remix-run/node'
import {
	deleteExhibition,
	getExhibition,
	setExhibitionVisibility,
	updateExhibition,
} from '#app/data/exhibitions.server.ts'
import { ExhibitionSchema } from '#app/schemas/exhibition.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { itemHandlers } from '#app/server/api/entities.server.ts'

/**
 * GET, PUT, DELETE /api/admin/exhibitions/{id}. A PUT merges the sent fields
 * over the stored exhibition; one that sends only is_visible is a visibility change.
 */
export const action = ({ request, params }: ActionFunctionArgs) =>
	adminApiResource(
		request,
		itemHandlers(request, params.id, {
			label: 'Exhibition',
			get: getExhibition,
			schema: ExhibitionSchema,
			update: updateExhibition,
			setVisibility: setExhibitionVisibility,
			remove: deleteExhibition,
		}),
	)
export const loader = action
