import { type LoaderFunctionArgs } from 'react-router'
import { salesReportCsv } from '#app/server/admin/sales-report.server.ts'
import { requireDocumentUser } from '#app/server/documents/respond.server.ts'

/**
 * GET /admin/sales/report.csv?by=month|artist&from=&to= (docs/admin.md, 'Sales'): the sales not cancelled between
 * the two days, summed by month or by artist; admins only (the role unsaid).
 */
export async function loader({ request }: LoaderFunctionArgs) {
	await requireDocumentUser(request)
	return salesReportCsv(new URL(request.url).searchParams)
}
