import { type LoaderFunctionArgs } from 'react-router'
import { useLoaderData } from 'react-router'
import { AdminListPage } from '#app/components/admin/admin-list-page.tsx'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { HoldsEndingSoon } from '#app/components/admin/holds-ending-soon.tsx'
import { EXHIBITION_GRID, ExhibitionCard } from '#app/components/admin/list-cards.tsx'
import { listHoldsEndingSoon } from '#app/data/holds.server.ts'
import { SalesSummary } from '#app/components/admin/sales-summary.tsx'
import { salesFigures } from '#app/server/admin/sales-report.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { mayUse } from '#app/server/permissions.server.ts'
import { listAction, listLoader } from '#app/server/admin/collection-routes.server.ts'
import { exhibitions } from '#app/server/admin/collections/exhibitions.server.ts'
import { HOLDS_SOON_DAYS } from '#app/utils/holds.ts'
import { buttonClass } from '#app/components/ui/button.tsx'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor', loadingText: 'Loading exhibitions...' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

export const meta = adminMeta('Exhibition Management')

/** The back office's landing page: the exhibitions, and above them the holds that end within 7 days (docs/admin.md). */
export async function loader(args: LoaderFunctionArgs) {
	const list = await listLoader(exhibitions)(args)
	const user = await requireAdmin(args.request)
	return {
		...list,
		holdsEndingSoon: await listHoldsEndingSoon(),
		// Only admins see the sales (docs/admin.md, 'Sales').
		salesFigures: mayUse(user.role, '/admin/sales') ? await salesFigures() : null,
	}
}
export const action = listAction(exhibitions)

export default function AdminExhibitions() {
	const data = useLoaderData<typeof loader>()
	return (
		<AdminListPage
			data={data}
			Card={ExhibitionCard}
			gridClass={EXHIBITION_GRID}
			aside={
				<>
					{data.salesFigures ? <SalesSummary figures={data.salesFigures} /> : null}
					<HoldsEndingSoon holds={data.holdsEndingSoon} days={HOLDS_SOON_DAYS} />
				</>
			}
			extraActions={
				<a href="/admin/exhibitions/export.csv" download className={buttonClass.secondary}>
					Export CSV
				</a>
			}
		/>
	)
}
