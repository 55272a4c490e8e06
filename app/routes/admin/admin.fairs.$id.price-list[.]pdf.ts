import { type LoaderFunctionArgs } from 'react-router'
import { priceList } from '#app/server/documents/price-list.server.ts'
import { idParam, notFound, pdfResponse, requireDocumentUser } from '#app/server/documents/respond.server.ts'
import { documentLanguage, fairWorks, today } from '#app/server/documents/sources.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** GET: the price list of a fair's checklist, in the booth's order (docs/admin.md, 'Art fairs'). */
export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireDocumentUser(request)
	const id = idParam(params.id)
	const writing = documentLanguage(request)
	const locale = writing.locale
	const found = id === null ? null : await fairWorks(id, locale, writing)
	if (!found) return notFound('Fair not found')
	return pdfResponse(
		await priceList(found.works, {
			title: found.fair.title,
			subtitle: found.fair.booth
				? writing.t('document.priceListBooth', { booth: found.fair.booth, date: today(locale) })
				: writing.t('document.priceListDated', { date: today(locale) }),
			filename: `price-list-${found.fair.slug}.pdf`,
			locale,
		}),
	)
}
