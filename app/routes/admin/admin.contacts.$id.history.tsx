import { useLoaderData } from 'react-router'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { HistoryView } from '#app/components/admin/history-view.tsx'
import { contacts } from '#app/server/admin/collections/contacts.server.ts'
import { historyAction, historyLoader } from '#app/server/admin/history.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

export const meta = adminMeta('Contact History')
export const loader = historyLoader(contacts)
export const action = historyAction(contacts)

export default function ContactHistory() {
	return <HistoryView data={useLoaderData<typeof loader>()} />
}
