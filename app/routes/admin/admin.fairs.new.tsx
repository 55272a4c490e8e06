import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { useEntityForm } from '#app/components/admin/entity-form.tsx'
import { FairForm } from '#app/components/admin/fair-form.tsx'
import { newAction, newLoader } from '#app/server/admin/collection-routes.server.ts'
import { fairs } from '#app/server/admin/collections/fairs.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

export const meta = adminMeta('Add Fair')
export const loader = newLoader(fairs)
export const action = newAction(fairs)

export default function NewFair() {
	return <FairForm {...useEntityForm<typeof loader>()} />
}
