import { type LoaderFunctionArgs } from 'react-router'
import { consignorStatement } from '#app/server/documents/consignor-statement.server.ts'
import { idParam, notFound, pdfResponse, requireDocumentUser } from '#app/server/documents/respond.server.ts'
import { localeFor } from '#app/server/locale.server.ts'

/**
 * GET: the contact's consignor statement as a PDF (docs/admin.md, 'Sales'): their works sold and what they are
 * owed; admins only (the role unsaid).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireDocumentUser(request)
	const id = idParam(params.id)
	const document = id === null ? null : await consignorStatement(id, { locale: localeFor(request) })
	if (!document) return notFound('Contact not found')
	return pdfResponse(document)
}
