import { type LoaderFunctionArgs } from 'react-router'
import { idParam, notFound, pdfResponse, requireDocumentUser } from '#app/server/documents/respond.server.ts'
import { documentLanguage, exhibitionWorks } from '#app/server/documents/sources.server.ts'
import { wallLabels } from '#app/server/documents/wall-labels.server.ts'
import { publicOrigin } from '#app/server/public-url.server.ts'
import { pricesAsked } from '#app/utils/document-price.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** GET: the wall labels of an exhibition's works, eight to a sheet; `?price=1` prints prices (docs/admin.md, 'Documents'). */
export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireDocumentUser(request)
	const id = idParam(params.id)
	const writing = documentLanguage(request)
	const locale = writing.locale
	const found = id === null ? null : await exhibitionWorks(id, locale, writing)
	if (!found) return notFound('Exhibition not found')
	const price = pricesAsked(new URL(request.url).searchParams.get('price'))
	return pdfResponse(
		await wallLabels(found.works, {
			title: writing.t('document.wallLabels', { title: found.exhibition.title }),
			filename: `wall-labels-${found.exhibition.slug}.pdf`,
			price,
			origin: publicOrigin(request),
			locale,
		}),
	)
}
