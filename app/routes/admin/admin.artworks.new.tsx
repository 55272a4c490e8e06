import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { useEntityForm } from '#app/components/admin/entity-form.tsx'
import { ArtworkForm } from '#app/components/admin/artwork-form.tsx'
import { newAction, newLoader } from '#app/server/admin/collection-routes.server.ts'
import { artworks } from '#app/server/admin/collections/artworks.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

export const meta = adminMeta('Add New Artwork')
export const loader = newLoader(artworks)
export const action = newAction(artworks)

export default function NewArtwork() {
	return <ArtworkForm {...useEntityForm<typeof loader>()} />
}
