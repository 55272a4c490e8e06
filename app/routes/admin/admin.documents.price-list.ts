import { type ActionFunctionArgs } from 'react-router'
import { BodyTooLargeError, boundedRequest } from '#app/server/body-limits.server.ts'
import { NO_WORKS_TICKED, PRICE_LIST_MAX, priceList, TOO_MANY_WORKS } from '#app/server/documents/price-list.server.ts'
import { pdfResponse, requireDocumentUser } from '#app/server/documents/respond.server.ts'
import { documentLanguage, worksByIds } from '#app/server/documents/sources.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { BODY_LIMITS, type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor', body: { bytes: BODY_LIMITS.publicForm } }

/**
 * POST `ids` (repeated, artwork ids, at most 500): the price list of those
 * works in the order sent (docs/admin.md, 'Documents'). A form from the
 * artworks list with nothing ticked goes back to the list with a message; an
 * API script gets 400 with the message.
 */
export async function action({ request }: ActionFunctionArgs) {
	await requireDocumentUser(request)
	const api = request.headers.has('Authorization')
	const refuse = (message: string, status = 400) =>
		api
			? Response.json({ error: message, fields: { ids: message } }, { status })
			: redirectWithToast(request, '/admin/artworks', { type: 'error', title: 'Error', description: message })
	let form: FormData
	try {
		form = await (await boundedRequest(request)).formData()
	} catch (error) {
		if (error instanceof BodyTooLargeError) return refuse(TOO_MANY_WORKS, 413)
		return refuse(NO_WORKS_TICKED)
	}
	const ids = [
		...new Set(
			form
				.getAll('ids')
				.filter((v): v is string => typeof v === 'string' && /^\d{1,15}$/.test(v))
				.map(Number),
		),
	]
	if (ids.length > PRICE_LIST_MAX) return refuse(TOO_MANY_WORKS)
	// The language: `?lang=` on the address, or a `lang` field of the form.
	const writing = documentLanguage(request, typeof form.get('lang') === 'string' ? String(form.get('lang')) : null)
	const locale = writing.locale
	const works = await worksByIds(ids, locale, writing)
	if (works.length === 0) return refuse(NO_WORKS_TICKED)
	return pdfResponse(
		await priceList(works, { title: writing.t('document.priceList'), filename: 'price-list.pdf', locale }),
	)
}
