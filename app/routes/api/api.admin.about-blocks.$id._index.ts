import { type ActionFunctionArgs } from '@remix-run/node'
import {
	deleteAboutBlock,
	getAboutBlock,
	setAboutBlockVisibility,
	updateAboutBlock,
} from '#app/data/about-blocks.server.ts'
import { AboutBlockSchema } from '#app/schemas/about-block.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { itemHandlers } from '#app/server/api/entities.server.ts'

/** GET, PUT, DELETE /api/admin/about-blocks/{id}. A PUT merges over the stored block. */
export const action = ({ request, params }: ActionFunctionArgs) =>
	adminApiResource(
		request,
		itemHandlers(request, params.id, {
			label: 'About block',
			get: (id) => getAboutBlock(id, 'all'),
			schema: AboutBlockSchema,
			update: updateAboutBlock,
			setVisibility: setAboutBlockVisibility,
			remove: deleteAboutBlock,
		}),
	)
export const loader = action
