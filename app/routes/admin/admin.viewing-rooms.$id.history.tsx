import { useLoaderData } from 'react-router'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { HistoryView } from '#app/components/admin/history-view.tsx'
import { historyAction, historyLoader } from '#app/server/admin/history.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

const collection = { name: 'viewing_rooms', label: 'Viewing room', path: '/admin/viewing-rooms' } as const

export const meta = adminMeta('Viewing Room History')
export const loader = historyLoader(collection)
export const action = historyAction(collection)

export default function ViewingRoomHistory() {
	return <HistoryView data={useLoaderData<typeof loader>()} />
}
