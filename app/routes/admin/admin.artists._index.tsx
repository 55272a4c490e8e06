import { useLoaderData } from 'react-router'
import { AdminListPage } from '#app/components/admin/admin-list-page.tsx'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { CARD_GRID, ArtistCard } from '#app/components/admin/list-cards.tsx'
import { listAction, listLoader } from '#app/server/admin/collection-routes.server.ts'
import { artists } from '#app/server/admin/collections/artists.server.ts'
import { buttonClass } from '#app/components/ui/button.tsx'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor', loadingText: 'Loading artists...' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

export const meta = adminMeta('Artists')
export const loader = listLoader(artists)
export const action = listAction(artists)

export default function AdminArtists() {
	return (
		<AdminListPage
			data={useLoaderData<typeof loader>()}
			Card={ArtistCard}
			gridClass={CARD_GRID}
			extraActions={
				<a href="/admin/artists/export.csv" download className={buttonClass.secondary}>
					Export CSV
				</a>
			}
		/>
	)
}
