import { useLoaderData } from 'react-router'
import { AdminListPage } from '#app/components/admin/admin-list-page.tsx'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { FairCard } from '#app/components/admin/fair-card.tsx'
import { EXHIBITION_GRID } from '#app/components/admin/list-cards.tsx'
import { listAction, listLoader } from '#app/server/admin/collection-routes.server.ts'
import { fairs } from '#app/server/admin/collections/fairs.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor', loadingText: 'Loading fairs...' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

export const meta = adminMeta('Art Fairs')
export const loader = listLoader(fairs)
export const action = listAction(fairs)

export default function AdminFairs() {
	return <AdminListPage data={useLoaderData<typeof loader>()} Card={FairCard} gridClass={EXHIBITION_GRID} />
}
