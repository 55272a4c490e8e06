import { type LoaderFunctionArgs } from 'react-router'
import { consignmentReceipt } from '#app/server/documents/consignment-receipt.server.ts'
import { idParam, notFound, pdfResponse, requireDocumentUser } from '#app/server/documents/respond.server.ts'
import { documentLanguage } from '#app/server/documents/sources.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** GET: the work's consignment receipt as a PDF (docs/admin.md, 'Consignments'), in `?lang=`'s language; 404 for a work not on consignment. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireDocumentUser(request)
	const id = idParam(params.id)
	const document = id === null ? null : await consignmentReceipt(id, documentLanguage(request))
	if (!document) return notFound('This work is not on consignment')
	return pdfResponse(document)
}
