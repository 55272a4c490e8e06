import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { deleteFile } from '#app/data/files.server.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { methodNotAllowed, notFound, parseId } from '#app/server/api/api.server.ts'
import { serveFile } from '#app/server/files/serve-file.server.ts'

/** GET /api/files/{id}: the image bytes, public. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	return serveFile(request, params.id)
}

/** DELETE /api/files/{id} (Bearer token): removes the record, the bytes and every reference to them. */
export async function action({ request, params }: ActionFunctionArgs) {
	if (request.method !== 'DELETE') return methodNotAllowed(['GET', 'HEAD', 'DELETE'])
	return adminApiResource(request, {
		DELETE: async () => {
			if (!(await deleteFile(parseId(params.id, 'File')))) throw notFound('File')
			return Response.json({ success: true })
		},
	})
}
