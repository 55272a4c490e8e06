import { getContact } from '#app/data/contacts.server.ts'
import { getGalleryName } from '#app/data/pages.server.ts'
import { getSale } from '#app/data/sales.server.ts'
import { invoice } from '#app/server/documents/invoice.server.ts'
import { safePdfName } from '#app/server/documents/respond.server.ts'
import { type Localiser, writingIn } from '#app/server/page-language.server.ts'
import { mailFrom } from '#app/server/newsletter/unsubscribe.server.ts'
import { oneLine } from './enquiry-mail.server.ts'
import { mailEnabled, sendSiteMail } from './outbox.server.ts'

/**
 * "Send by mail" on a sale (docs/admin.md, 'Sales'): the invoice PDF, made now, to the buyer's contact address,
 * replies going to the member of staff who sent it, mail and PDF in the buyer's contact's language (the default
 * language when it has none the site publishes). It goes at once or not at all (the answer says why not), so staff
 * know whether to send it themselves.
 */
export function buildInvoiceMail({
	invoiceNumber,
	buyerName,
	galleryName,
	writing,
}: {
	invoiceNumber: string
	buyerName: string
	galleryName: string
	writing: Localiser
}) {
	const { t } = writing
	const gallery = oneLine(galleryName, 80)
	return {
		subject: t('invoiceMail.subject', { number: invoiceNumber, gallery }),
		text: [
			buyerName ? t('invoiceMail.dear', { name: oneLine(buyerName, 100) }) : t('invoiceMail.hello'),
			'',
			t('invoiceMail.attached', { number: invoiceNumber }),
			'',
			t('invoiceMail.regards'),
			gallery,
			'',
		].join('\n'),
	}
}

/** Mails the sale's invoice to its buyer; answers the address it went to, or why it did not go, in a sentence. */
export async function mailInvoice(
	saleId: number,
	{ sentBy }: { sentBy: { username: string; email?: string | null } },
): Promise<{ sentTo: string } | { refused: string }> {
	if (!mailEnabled())
		return { refused: 'Email is off (SMTP_URL is not set): download the invoice and send it yourself.' }
	const sale = await getSale(saleId)
	if (!sale) return { refused: 'Sale not found' }
	const buyer = sale.contact_id === null ? null : await getContact(sale.contact_id)
	if (!buyer?.email) return { refused: 'The buyer has no email address: download the invoice and send it yourself.' }
	const writing = writingIn(buyer.language)
	const [document, galleryName] = await Promise.all([invoice(saleId, writing), getGalleryName()])
	if (!document) return { refused: 'Sale not found' }
	const mail = buildInvoiceMail({
		invoiceNumber: sale.invoice_number,
		buyerName: sale.buyer_name,
		galleryName,
		writing,
	})
	try {
		await sendSiteMail({
			from: { name: oneLine(galleryName, 80), address: mailFrom() },
			to: { name: oneLine(sale.buyer_name || buyer.name, 100), address: buyer.email },
			...(sentBy.email ? { replyTo: { name: oneLine(sentBy.username, 100), address: sentBy.email } } : {}),
			subject: mail.subject,
			text: mail.text,
			attachments: [
				{ filename: safePdfName(document.filename), content: document.bytes, contentType: 'application/pdf' },
			],
		})
		return { sentTo: buyer.email }
	} catch (error) {
		console.error(`The invoice of sale ${saleId} was not mailed: ${(error as Error).message}`)
		return { refused: `The mail server did not accept it (${(error as Error).message}): try again later.` }
	}
}
