import { type LoaderFunctionArgs } from 'react-router'
import { consignorStatement } from '#app/server/documents/consignor-statement.server.ts'
import { idParam, notFound, pdfResponse, requireDocumentUser } from '#app/server/documents/respond.server.ts'
import { documentLanguage } from '#app/server/documents/sources.server.ts'

/**
 * GET: the contact's consignor statement as a PDF (docs/admin.md, 'Sales'): their works sold and what they are
 * owed, in `?lang=`'s language; admins only (the role unsaid).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireDocumentUser(request)
	const id = idParam(params.id)
	const document = id === null ? null : await consignorStatement(id, documentLanguage(request))
	if (!document) return notFound('Contact not found')
	return pdfResponse(document)
}
