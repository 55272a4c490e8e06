import { type LoaderFunctionArgs } from 'react-router'
import { boothList } from '#app/server/documents/booth-list.server.ts'
import { idParam, notFound, pdfResponse, requireDocumentUser } from '#app/server/documents/respond.server.ts'
import { fairWorks } from '#app/server/documents/sources.server.ts'
import { localeFor } from '#app/server/locale.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** GET: the booth list of a fair for shippers and insurers, in the booth's order (docs/admin.md, 'Art fairs'). */
export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireDocumentUser(request)
	const id = idParam(params.id)
	const locale = localeFor(request)
	const found = id === null ? null : await fairWorks(id, locale)
	if (!found) return notFound('Fair not found')
	const { fair } = found
	const place = [fair.venue, fair.city, fair.booth ? `booth ${fair.booth}` : ''].filter(Boolean).join(', ')
	return pdfResponse(
		await boothList(found.works, {
			title: `${fair.title}: booth list`,
			subtitle: place || 'Booth list',
			filename: `booth-list-${fair.slug}.pdf`,
			locale,
		}),
	)
}
