import { type LoaderFunctionArgs } from 'react-router'
import { priceList } from '#app/server/documents/price-list.server.ts'
import { idParam, notFound, pdfResponse, requireDocumentUser } from '#app/server/documents/respond.server.ts'
import { documentLanguage, exhibitionWorks, today } from '#app/server/documents/sources.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** GET: the price list of an exhibition's works, in their order, in `?lang=` (docs/admin.md, 'Documents'). */
export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireDocumentUser(request)
	const id = idParam(params.id)
	const writing = documentLanguage(request)
	const locale = writing.locale
	const found = id === null ? null : await exhibitionWorks(id, locale, writing)
	if (!found) return notFound('Exhibition not found')
	return pdfResponse(
		await priceList(found.works, {
			title: found.exhibition.title,
			subtitle: writing.t('document.priceListDated', { date: today(locale) }),
			filename: `price-list-${found.exhibition.slug}.pdf`,
			locale,
		}),
	)
}
