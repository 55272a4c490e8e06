import { type LoaderFunctionArgs } from 'react-router'
import { serveIiif } from '#app/server/iiif/image-service.server.ts'

/** GET /iiif/3/{file id}/info.json and its tiles: the IIIF Image API 3.0 (level 0). */
export async function loader({ request, params }: LoaderFunctionArgs) {
	return serveIiif(request, params.id, params['*'] ?? '')
}
