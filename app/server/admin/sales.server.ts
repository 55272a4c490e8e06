import { type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router'
import { getArtwork, listArtworks } from '#app/data/artworks.server.ts'
import { getContact } from '#app/data/contacts.server.ts'
import { ConflictError, InvalidRecordError, NotFoundError } from '#app/data/db.server.ts'
import { VersionConflictError } from '#app/data/revisions.server.ts'
import { cancelSale, getSale, recordSale, updateSale } from '#app/data/sales.server.ts'
import { SaleSchema } from '#app/schemas/sale.ts'
import { actorOf } from '#app/server/actor.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { mailInvoice } from '#app/server/mail/invoice-mail.server.ts'
import { invariantResponse, readFormData } from '#app/server/http.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { galleryCurrency } from '#app/utils/money.ts'
import { dayIn, galleryTimeZone } from '#app/utils/time-zone.ts'
import { formVersion } from './entity-forms.server.ts'
import { formId, parseForm } from './forms.server.ts'

/**
 * The sales screens (docs/admin.md, 'Sales'): record a sale (`/admin/sales/new`, reached from an artwork's
 * screen with `?artwork=` or a contact's page with `?contact=`), and a sale's page with Mark paid and Cancel.
 * Plain forms: they work without JavaScript.
 */

/** The record-a-sale form: the works that can be sold, and the work and buyer asked for. */
export async function saleFormLoader({ request }: LoaderFunctionArgs) {
	await requireAdmin(request)
	const search = new URL(request.url).searchParams
	const artworkId = formId(search.get('artwork'))
	const contactId = formId(search.get('contact'))
	const works = (await listArtworks()).filter((w) => w.availability !== 'sold')
	const chosen = artworkId ? works.find((w) => w.id === artworkId) : undefined
	const contact = contactId ? await getContact(contactId) : null
	return {
		works: works.map((w) => ({
			id: w.id,
			label: [w.stock_number, w.artist_name, w.title].filter(Boolean).join(' · '),
		})),
		// The buyer asked for, named by email; kept by id only when their contact has none.
		buyer: contact && !contact.email ? { id: contact.id, name: contact.name } : null,
		defaults: {
			artwork_id: chosen ? String(chosen.id) : '',
			buyer_email: contact?.email ?? '',
			sold_at: dayIn(galleryTimeZone()),
			price: chosen?.price === null || chosen?.price === undefined ? '' : String(chosen.price),
			currency: chosen?.currency ?? galleryCurrency(),
		},
		// Where Cancel goes back to: the screen the form was opened from.
		back: chosen ? `/admin/artworks/${chosen.id}/edit` : contact ? `/admin/contacts/${contact.id}` : '/admin/sales',
	}
}

/** A refusal of the data layer as the form shows it: the message beside its field. */
function fieldError(error: unknown): { field: string; message: string } | null {
	if (error instanceof InvalidRecordError || error instanceof ConflictError)
		return { field: error.field, message: error.message }
	return null
}

export async function saleFormAction({ request, context }: ActionFunctionArgs) {
	const actor = actorOf(await requireAdmin(request), context)
	const formData = await readFormData(request)
	const submission = parseForm(formData, SaleSchema)
	if (submission.status !== 'success') return Response.json(submission.reply(), { status: 400 })
	try {
		const sale = await recordSale(submission.value, { actor })
		return redirectWithToast(request, `/admin/sales/${sale.id}`, {
			type: 'success',
			title: `Sale recorded: invoice ${sale.invoice_number}`,
		})
	} catch (error) {
		const refused = fieldError(error)
		if (!refused) throw error
		return Response.json(submission.reply({ fieldErrors: { [refused.field]: [refused.message] } }), {
			status: error instanceof ConflictError ? 409 : 400,
		})
	}
}

async function saleOf(param: string | undefined) {
	const id = formId(param ?? null)
	const sale = id ? await getSale(id) : null
	invariantResponse(sale, 'Sale not found')
	return sale
}

/** A sale's page: the sale, its work and its buyer's contact (gone once erased: the sale keeps name and address). */
export async function salePageLoader({ request, params }: LoaderFunctionArgs) {
	await requireAdmin(request)
	const sale = await saleOf(params.id)
	const artwork = await getArtwork(sale.artwork_id, 'all')
	const contact = sale.contact_id === null ? null : await getContact(sale.contact_id)
	return {
		sale,
		artwork: artwork
			? { id: artwork.id, title: artwork.title, artist_name: artwork.artist_name, stock_number: artwork.stock_number }
			: null,
		contact: contact ? { id: contact.id, name: contact.name } : null,
		buyerEmail: contact?.email ?? '',
	}
}

/**
 * Mark paid (`intent=paid`) and Cancel (`intent=cancel`), each from the version the page showed, and Send by mail
 * (`intent=send`: the invoice to the buyer's address).
 */
export async function salePageAction({ request, params, context }: ActionFunctionArgs) {
	const user = await requireAdmin(request)
	const actor = actorOf(user, context)
	const sale = await saleOf(params.id)
	const formData = await readFormData(request)
	const intent = formData.get('intent')
	const version = formVersion(formData.get('version'))
	const here = `/admin/sales/${sale.id}`
	try {
		if (intent === 'paid') {
			await updateSale(sale.id, (current) => ({ ...SaleSchema.parse(current), status: 'paid' }), { actor, version })
			return redirectWithToast(request, here, { type: 'success', title: `Invoice ${sale.invoice_number} paid` })
		}
		if (intent === 'send') {
			const mailed = await mailInvoice(sale.id, { sentBy: user })
			return redirectWithToast(
				request,
				here,
				'sentTo' in mailed
					? { type: 'success', title: `Invoice ${sale.invoice_number} sent`, description: `Sent to ${mailed.sentTo}.` }
					: { type: 'error', title: 'The invoice was not sent', description: mailed.refused },
			)
		}
		if (intent === 'cancel') {
			await cancelSale(sale.id, { actor, version })
			return redirectWithToast(request, here, {
				type: 'success',
				title: 'Sale cancelled',
				description: 'The work is available again.',
			})
		}
	} catch (error) {
		const known = error instanceof VersionConflictError || fieldError(error) || error instanceof NotFoundError
		if (!known) throw error
		const description =
			error instanceof VersionConflictError
				? 'This sale was changed since you opened the page; nothing was saved. Look again.'
				: (error as Error).message
		return redirectWithToast(request, here, { type: 'error', title: 'Nothing was saved', description })
	}
	throw new Response('Unknown action', { status: 400 })
}
