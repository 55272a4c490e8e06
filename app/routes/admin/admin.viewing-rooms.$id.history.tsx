import { useLoaderData } from 'react-router'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { HistoryView } from '#app/components/admin/history-view.tsx'
import { viewingRooms } from '#app/server/admin/collections/viewing-rooms.server.ts'
import { historyAction, historyLoader } from '#app/server/admin/history.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

export const meta = adminMeta('Viewing Room History')
export const loader = historyLoader(viewingRooms)
export const action = historyAction(viewingRooms)

export default function ViewingRoomHistory() {
	return <HistoryView data={useLoaderData<typeof loader>()} />
}
