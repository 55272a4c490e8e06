import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { useEntityForm } from '#app/components/admin/entity-form.tsx'
import { ArtistForm } from '#app/components/admin/artist-form.tsx'
import { editAction, editLoader } from '#app/server/admin/collection-routes.server.ts'
import { artists } from '#app/server/admin/collections/artists.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

export const meta = adminMeta('Edit Artist')
export const loader = editLoader(artists)
export const action = editAction(artists)

export default function EditArtist() {
	return <ArtistForm {...useEntityForm<typeof loader>()} />
}
