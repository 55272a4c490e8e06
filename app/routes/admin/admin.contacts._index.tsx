import { useLoaderData } from 'react-router'
import { AdminListPage } from '#app/components/admin/admin-list-page.tsx'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { CARD_GRID, ContactCard } from '#app/components/admin/list-cards.tsx'
import { listAction, listLoader } from '#app/server/admin/collection-routes.server.ts'
import { contacts } from '#app/server/admin/collections/contacts.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor', loadingText: 'Loading contacts...' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

/** The contacts by name: search, kind and tag filters, pages of 50 (docs/admin.md, 'Contacts'). */
export const meta = adminMeta('Contacts')
export const loader = listLoader(contacts)
export const action = listAction(contacts)

export default function AdminContacts() {
	return <AdminListPage data={useLoaderData<typeof loader>()} Card={ContactCard} gridClass={CARD_GRID} />
}
