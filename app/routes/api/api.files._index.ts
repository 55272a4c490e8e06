import { type ActionFunctionArgs } from 'react-router'
import { listFiles } from '#app/data/files.server.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { parseFileCategory } from '#app/server/api/entities.server.ts'

/** GET /api/files?category= (Bearer token): the stored file records, of one category when asked. */
function handlers({ request }: ActionFunctionArgs) {
	return {
		GET: async () => {
			const category = new URL(request.url).searchParams.get('category')
			return Response.json(await listFiles(category ? parseFileCategory(category) : undefined))
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
