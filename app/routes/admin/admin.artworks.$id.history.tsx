import { useLoaderData } from 'react-router'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { HistoryView } from '#app/components/admin/history-view.tsx'
import { artworks } from '#app/server/admin/collections/artworks.server.ts'
import { historyAction, historyLoader } from '#app/server/admin/history.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

export const meta = adminMeta('Artwork History')
export const loader = historyLoader(artworks)
export const action = historyAction(artworks)

export default function ArtworkHistory() {
	return <HistoryView data={useLoaderData<typeof loader>()} />
}
