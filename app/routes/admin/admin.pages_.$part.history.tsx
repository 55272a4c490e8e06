import { useLoaderData } from 'react-router'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { HistoryView } from '#app/components/admin/history-view.tsx'
import { pageHistoryAction, pageHistoryLoader } from '#app/server/admin/page-history.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

export const meta = adminMeta('Page Content History')
export const loader = pageHistoryLoader
export const action = pageHistoryAction

export default function PageContentHistory() {
	return <HistoryView data={useLoaderData<typeof loader>()} />
}
