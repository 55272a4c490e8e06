import { useLoaderData } from 'react-router'
import { AdminListPage } from '#app/components/admin/admin-list-page.tsx'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { CARD_GRID } from '#app/components/admin/list-cards.tsx'
import { SaleCard } from '#app/components/admin/sale-page.tsx'
import { listLoader } from '#app/server/admin/collection-routes.server.ts'
import { sales } from '#app/server/admin/collections/sales.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

// Admins only (docs/admin.md, 'Sales'): the role unsaid.
export const handle: RouteHandle = { loadingText: 'Loading sales...' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

/** Every sale, newest first: search by invoice number or buyer, filter by status, pages of 50. */
export const meta = adminMeta('Sales')
export const loader = listLoader(sales)

export default function AdminSales() {
	return <AdminListPage data={useLoaderData<typeof loader>()} Card={SaleCard} gridClass={CARD_GRID} />
}
