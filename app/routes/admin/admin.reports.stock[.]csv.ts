import { type LoaderFunctionArgs } from 'react-router'
import { requireDocumentUser } from '#app/server/documents/respond.server.ts'
import { stockListCsv, stockWorks } from '#app/server/documents/stock-list.server.ts'
import { localeFor } from '#app/server/locale.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** GET: the stock list as CSV, for the same query parameters as the artworks list (docs/admin.md, 'Documents'). */
export async function loader({ request }: LoaderFunctionArgs) {
	await requireDocumentUser(request)
	const works = await stockWorks(new URL(request.url).searchParams, localeFor(request))
	return new Response(stockListCsv(works), {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': 'attachment; filename="stock-list.csv"',
			'Cache-Control': 'no-store',
		},
	})
}
