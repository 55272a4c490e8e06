import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { useEntityForm } from '#app/components/admin/entity-form.tsx'
import { SaleEditForm } from '#app/components/admin/sale-edit-form.tsx'
import { editAction, editLoader } from '#app/server/admin/collection-routes.server.ts'
import { sales } from '#app/server/admin/collections/sales.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

// Admins only (docs/admin.md, 'Sales'): the role unsaid.
export const handle: RouteHandle = { loadingText: 'Loading sale...' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

/** A sale's amounts and details, from the version the form was opened with (a newer one is a conflict). */
export const meta = adminMeta('Edit Sale')
export const loader = editLoader(sales)
export const action = editAction(sales)

export default function EditSale() {
	return <SaleEditForm {...useEntityForm<typeof loader>()} />
}
