import { Link, useLoaderData, useSearchParams } from 'react-router'
import { AdminListPage } from '#app/components/admin/admin-list-page.tsx'
import { DocumentDownload, PriceListForm } from '#app/components/admin/document-links.tsx'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { CARD_GRID, ArtworkCard } from '#app/components/admin/list-cards.tsx'
import { listAction, listLoader } from '#app/server/admin/collection-routes.server.ts'
import { artworks } from '#app/server/admin/collections/artworks.server.ts'
import { buttonClass } from '#app/components/ui/button.tsx'
import { ARTWORK_FILTERS, filterQuery } from '#app/utils/admin-filters.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor', loadingText: 'Loading artworks...' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

export const meta = adminMeta('Artworks')
export const loader = listLoader(artworks)
export const action = listAction(artworks)

export default function AdminArtworks() {
	// The stock list is of the works the list shows now: its search and filters go with the links.
	const stockQuery = filterQuery(useSearchParams()[0], ARTWORK_FILTERS)
	return (
		<AdminListPage
			data={useLoaderData<typeof loader>()}
			Card={ArtworkCard}
			gridClass={CARD_GRID}
			extraActions={
				<>
					<a href="/admin/artworks/export.csv" download className={buttonClass.secondary}>
						Export CSV
					</a>
					<DocumentDownload
						href={`/admin/reports/stock.pdf${stockQuery}`}
						label="Stock list (PDF)"
						className={buttonClass.secondary}
					/>
					<a href={`/admin/reports/stock.csv${stockQuery}`} download className={buttonClass.secondary}>
						Stock list (CSV)
					</a>
					<Link to="/admin/import" className={buttonClass.secondary}>
						Import
					</Link>
				</>
			}
			aside={<PriceListForm />}
		/>
	)
}
