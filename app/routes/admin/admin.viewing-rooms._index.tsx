import { type LoaderFunctionArgs } from 'react-router'
import { useLoaderData } from 'react-router'
import { AdminListPage } from '#app/components/admin/admin-list-page.tsx'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { CARD_GRID, ViewingRoomCard } from '#app/components/admin/list-cards.tsx'
import { listAction, listLoader } from '#app/server/admin/collection-routes.server.ts'
import { roomCard, viewingRooms } from '#app/server/admin/collections/viewing-rooms.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

/** The viewing rooms, newest first: title, status, dates, works, recipients and views (docs/admin.md). */
export const meta = adminMeta('Viewing Rooms')

export async function loader(args: LoaderFunctionArgs) {
	const list = await listLoader(viewingRooms)(args)
	return { ...list, items: list.items.map(roomCard) }
}
export const action = listAction(viewingRooms)

export default function AdminViewingRooms() {
	return <AdminListPage data={useLoaderData<typeof loader>()} Card={ViewingRoomCard} gridClass={CARD_GRID} />
}
