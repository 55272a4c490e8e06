import { type LoaderFunctionArgs } from 'react-router'
import { artworkManifest } from '#app/server/iiif/manifests.server.ts'

/** GET /iiif/artwork/{slug}/manifest.json: the visible artwork's IIIF Presentation 3.0 manifest. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	return artworkManifest(request, params.slug ?? '')
}
