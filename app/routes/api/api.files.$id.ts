import { type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router'
import { deleteFile } from '#app/data/files.server.ts'
import { updateFileDetails } from '#app/data/image-details.server.ts'
import { FileDetailsSchema } from '#app/schemas/file-details.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { methodNotAllowed, notFound, parseId, parseInput, readBody } from '#app/server/api/api.server.ts'
import { serveFile } from '#app/server/files/serve-file.server.ts'

/** GET /api/files/{id}: the image bytes, public. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	return serveFile(request, params.id)
}

/**
 * PUT /api/files/{id} (Bearer token): `{ alt_text?, focal_x?, focal_y? }`, answers the file record.
 * DELETE /api/files/{id} (Bearer token): removes the record, the bytes, its variants and tiles and every reference.
 */
export async function action({ request, params }: ActionFunctionArgs) {
	if (request.method !== 'DELETE' && request.method !== 'PUT') return methodNotAllowed(['GET', 'HEAD', 'PUT', 'DELETE'])
	return adminApiResource(request, {
		PUT: async () => {
			const id = parseId(params.id, 'File')
			const input = parseInput(FileDetailsSchema, await readBody(request))
			return Response.json(await updateFileDetails(id, input))
		},
		DELETE: async () => {
			if (!(await deleteFile(parseId(params.id, 'File')))) throw notFound('File')
			return Response.json({ success: true })
		},
	})
}
