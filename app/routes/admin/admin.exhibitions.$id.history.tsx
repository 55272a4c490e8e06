import { useLoaderData } from 'react-router'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { HistoryView } from '#app/components/admin/history-view.tsx'
import { exhibitions } from '#app/server/admin/collections/exhibitions.server.ts'
import { historyAction, historyLoader } from '#app/server/admin/history.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

export const meta = adminMeta('Exhibition History')
export const loader = historyLoader(exhibitions)
export const action = historyAction(exhibitions)

export default function ExhibitionHistory() {
	return <HistoryView data={useLoaderData<typeof loader>()} />
}
