import { type LoaderFunctionArgs } from 'react-router'
import { priceList } from '#app/server/documents/price-list.server.ts'
import { idParam, notFound, pdfResponse, requireDocumentUser } from '#app/server/documents/respond.server.ts'
import { fairWorks, today } from '#app/server/documents/sources.server.ts'
import { localeFor } from '#app/server/locale.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** GET: the price list of a fair's checklist, in the booth's order (docs/admin.md, 'Art fairs'). */
export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireDocumentUser(request)
	const id = idParam(params.id)
	const locale = localeFor(request)
	const found = id === null ? null : await fairWorks(id, locale)
	if (!found) return notFound('Fair not found')
	const booth = found.fair.booth ? `, booth ${found.fair.booth}` : ''
	return pdfResponse(
		await priceList(found.works, {
			title: found.fair.title,
			subtitle: `Price list${booth}, ${today(locale)}`,
			filename: `price-list-${found.fair.slug}.pdf`,
			locale,
		}),
	)
}
