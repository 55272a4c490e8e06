import { type LoaderFunctionArgs } from '@remix-run/node'
import { serveFile } from '#app/utils/serve-file.server.ts'

export async function loader({ request, params }: LoaderFunctionArgs) {
	return serveFile(request, params.id)
}
