import { type LoaderFunctionArgs } from 'react-router'
import { boothList } from '#app/server/documents/booth-list.server.ts'
import { idParam, notFound, pdfResponse, requireDocumentUser } from '#app/server/documents/respond.server.ts'
import { documentLanguage, fairWorks } from '#app/server/documents/sources.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** GET: the booth list of a fair for shippers and insurers, in the booth's order (docs/admin.md, 'Art fairs'), in `?lang=`'s language. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireDocumentUser(request)
	const id = idParam(params.id)
	const writing = documentLanguage(request)
	const found = id === null ? null : await fairWorks(id, writing.locale, writing)
	if (!found) return notFound('Fair not found')
	const { fair } = found
	const booth = fair.booth ? writing.t('boothList.booth', { booth: fair.booth }) : ''
	const place = [fair.venue, fair.city, booth].filter(Boolean).join(', ')
	return pdfResponse(
		await boothList(found.works, {
			title: writing.t('boothList.title', { title: fair.title }),
			subtitle: place || writing.t('boothList.heading'),
			filename: `booth-list-${fair.slug}.pdf`,
			writing,
		}),
	)
}
