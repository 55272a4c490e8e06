import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { useEntityForm } from '#app/components/admin/entity-form.tsx'
import { ArtistForm } from '#app/components/admin/artist-form.tsx'
import { newAction, newLoader } from '#app/server/admin/collection-routes.server.ts'
import { artists } from '#app/server/admin/collections/artists.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

export const meta = adminMeta('Add New Artist')
export const loader = newLoader(artists)
export const action = newAction(artists)

export default function NewArtist() {
	return <ArtistForm {...useEntityForm<typeof loader>()} />
}
