import { type LoaderFunctionArgs } from 'react-router'
import { invoice } from '#app/server/documents/invoice.server.ts'
import { idParam, notFound, pdfResponse, requireDocumentUser } from '#app/server/documents/respond.server.ts'
import { documentLanguage } from '#app/server/documents/sources.server.ts'

/**
 * GET: the sale's invoice as a PDF (docs/admin.md, 'Sales'); admins only (the role unsaid), with a session or a
 * Bearer token; in the language of `?lang=` (docs/admin.md, 'Languages'), else the default.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireDocumentUser(request)
	const id = idParam(params.id)
	const document = id === null ? null : await invoice(id, documentLanguage(request))
	if (!document) return notFound('Sale not found')
	return pdfResponse(document)
}
