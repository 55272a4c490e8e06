import { useActionData, useLoaderData } from 'react-router'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { SaleForm, type SaleFormReply } from '#app/components/admin/sale-form.tsx'
import { saleFormAction, saleFormLoader } from '#app/server/admin/sales.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { loadingText: 'Loading...' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

/** Record a sale: from an artwork (`?artwork=`) or a contact (`?contact=`); admins only. */
export const meta = adminMeta('Record a Sale')
export const loader = saleFormLoader
export const action = saleFormAction

export default function NewSale() {
	return (
		<SaleForm
			data={useLoaderData<typeof loader>()}
			reply={useActionData<typeof action>() as SaleFormReply | undefined}
		/>
	)
}
