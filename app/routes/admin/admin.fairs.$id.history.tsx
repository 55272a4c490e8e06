import { useLoaderData } from 'react-router'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { HistoryView } from '#app/components/admin/history-view.tsx'
import { fairs } from '#app/server/admin/collections/fairs.server.ts'
import { historyAction, historyLoader } from '#app/server/admin/history.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

export const meta = adminMeta('Fair History')
export const loader = historyLoader(fairs)
export const action = historyAction(fairs)

export default function FairHistory() {
	return <HistoryView data={useLoaderData<typeof loader>()} />
}
