import { useLoaderData } from 'react-router'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { SalePage } from '#app/components/admin/sale-page.tsx'
import { salePageAction, salePageLoader } from '#app/server/admin/sales.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { loadingText: 'Loading sale...' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

/** A sale: its invoice's figures, Mark paid and Cancel sale; admins only. */
export const meta = adminMeta('Sale')
export const loader = salePageLoader
export const action = salePageAction

export default function SaleScreen() {
	return <SalePage data={useLoaderData<typeof loader>()} />
}
