import { type LoaderFunctionArgs } from 'react-router'
import { exhibitionManifest } from '#app/server/iiif/manifests.server.ts'

/** GET /iiif/exhibition/{slug}/manifest.json: the visible exhibition's IIIF Presentation 3.0 manifest. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	return exhibitionManifest(request, params.slug ?? '')
}
