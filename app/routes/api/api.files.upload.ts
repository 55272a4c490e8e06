import { type ActionFunctionArgs } from 'react-router'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { storeUploadedImages, uploadedFile } from '#app/server/api/entities.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { body: { multipartBytes: 'upload' } }

/**
 * POST /api/files/upload (multipart `file` + `category`, Bearer token):
 * 201 `{success, file}`; several `files` are answered in `files` too.
 */
function handlers({ request }: ActionFunctionArgs) {
	return {
		POST: async () => {
			const stored = (await storeUploadedImages(request)).map(uploadedFile)
			const body =
				stored.length === 1 ? { success: true, file: stored[0] } : { success: true, file: stored[0], files: stored }
			return Response.json(body, { status: 201 })
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
