import { type LoaderFunctionArgs } from 'react-router'
import { idParam, notFound, pdfResponse, requireDocumentUser } from '#app/server/documents/respond.server.ts'
import { documentLanguage } from '#app/server/documents/sources.server.ts'
import { tearSheet } from '#app/server/documents/tear-sheet.server.ts'
import { publicOrigin } from '#app/server/public-url.server.ts'
import { pricesAsked } from '#app/utils/document-price.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/**
 * GET: the work's tear sheet as a PDF (docs/admin.md, 'Documents'): `?price=1` prints its price when known and for
 * sale; `?details=1` its public provenance, exhibition history and literature. Its stock number is always printed.
 * In `?lang=` when the site publishes it, else the default language.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireDocumentUser(request)
	const id = idParam(params.id)
	const query = new URL(request.url).searchParams
	const price = pricesAsked(query.get('price'))
	const details = query.get('details') === '1'
	const document =
		id === null
			? null
			: await tearSheet(id, { price, details, origin: publicOrigin(request), writing: documentLanguage(request) })
	if (!document) return notFound('Artwork not found')
	return pdfResponse(document)
}
