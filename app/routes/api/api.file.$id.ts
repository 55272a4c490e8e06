import { type LoaderFunctionArgs } from 'react-router'
import { methodNotAllowed } from '#app/server/api/api.server.ts'
import { serveFile } from '#app/server/files/serve-file.server.ts'

export async function loader({ request, params }: LoaderFunctionArgs) {
	return serveFile(request, params.id)
}

/** Files are written through /api/files/upload and deleted through DELETE /api/files/{id}. */
export async function action() {
	return methodNotAllowed(['GET', 'HEAD'])
}
