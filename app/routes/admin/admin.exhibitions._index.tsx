import { useLoaderData } from '@remix-run/react'
import { AdminListPage } from '#app/components/admin/admin-list-page.tsx'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { EXHIBITION_GRID, ExhibitionCard } from '#app/components/admin/list-cards.tsx'
import { listAction, listLoader } from '#app/server/admin/collection-routes.server.ts'
import { exhibitions } from '#app/server/admin/collections/exhibitions.server.ts'
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

export const meta = adminMeta('Exhibition Management')
export const loader = listLoader(exhibitions)
export const action = listAction(exhibitions)

export default function AdminExhibitions() {
	return <AdminListPage data={useLoaderData<typeof loader>()} Card={ExhibitionCard} gridClass={EXHIBITION_GRID} />
}
