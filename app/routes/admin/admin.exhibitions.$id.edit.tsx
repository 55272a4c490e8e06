import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { useEntityForm } from '#app/components/admin/entity-form.tsx'
import { ExhibitionForm } from '#app/components/admin/exhibition-form.tsx'
import { editAction, editLoader } from '#app/server/admin/collection-routes.server.ts'
import { exhibitions } from '#app/server/admin/collections/exhibitions.server.ts'
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

export const meta = adminMeta('Edit Exhibition')
export const loader = editLoader(exhibitions)
export const action = editAction(exhibitions)

export default function EditExhibition() {
	return <ExhibitionForm {...useEntityForm<typeof loader>()} />
}
