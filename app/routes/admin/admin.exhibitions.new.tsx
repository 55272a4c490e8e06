import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { useEntityForm } from '#app/components/admin/entity-form.tsx'
import { ExhibitionForm } from '#app/components/admin/exhibition-form.tsx'
import { newAction, newLoader } from '#app/server/admin/collection-routes.server.ts'
import { exhibitions } from '#app/server/admin/collections/exhibitions.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

export const meta = adminMeta('Add New Exhibition')
export const loader = newLoader(exhibitions)
export const action = newAction(exhibitions)

export default function NewExhibition() {
	return <ExhibitionForm {...useEntityForm<typeof loader>()} />
}
