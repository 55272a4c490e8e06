import { type LoaderFunctionArgs } from 'react-router'
import { pdfResponse, requireDocumentUser } from '#app/server/documents/respond.server.ts'
import { documentLanguage } from '#app/server/documents/sources.server.ts'
import {
	STOCK_LIST_PDF_MAX,
	stockListPdf,
	stockListScope,
	stockWorks,
	TOO_MANY_FOR_PDF,
} from '#app/server/documents/stock-list.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** GET: the stock list of the works the artworks list shows for the same query parameters (docs/admin.md, 'Documents'), in `?lang=`'s language. */
export async function loader({ request }: LoaderFunctionArgs) {
	await requireDocumentUser(request)
	const params = new URL(request.url).searchParams
	const writing = documentLanguage(request)
	const works = await stockWorks(params, writing.locale, writing)
	if (works.length > STOCK_LIST_PDF_MAX) {
		return Response.json({ error: TOO_MANY_FOR_PDF }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
	}
	return pdfResponse(await stockListPdf(works, { subtitle: stockListScope(params, writing), writing }))
}
