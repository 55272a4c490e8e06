import { getArtwork } from '#app/data/artworks.server.ts'
import { getInvoiceSettings } from '#app/data/pages.server.ts'
import { getSale } from '#app/data/sales.server.ts'
import { netPrice, taxAmount } from '#app/schemas/sale.ts'
import { formatAmount, formatDay } from '#app/utils/locale-format.ts'
import { type Localiser } from '#app/server/page-language.server.ts'
import { createDocument, finish, letterhead, MUTED, picture, rule, write } from './layout.server.ts'
import { artistNames, documentPaper, loadLetterhead, percentIn, printImage, workFacts } from './sources.server.ts'

/** Pixels of the invoice's thumbnail: sharp at its printed size (about 150 points). */
const THUMBNAIL_WIDTH = 640
const THUMBNAIL_BOX = 150

/**
 * A sale's invoice (docs/admin.md, 'Sales'), or null when there is no such
 * sale: the letterhead, the invoice number and day, the buyer's name and
 * address as recorded, the work (thumbnail, artist, title, year, medium,
 * dimensions, stock number, impression), the amounts to the total, then the
 * payment terms and bank details of Page Content's 'Invoices'. A cancelled
 * sale's invoice says so under its number. In `writing`'s language (`?lang=`, the buyer's when mailed): its fixed
 * texts, the work's title and medium, the day, amounts and sizes; the buyer's address and the settings' texts as
 * written.
 */
export async function invoice(id: number, writing: Localiser) {
	const sale = await getSale(id)
	if (!sale) return null
	const [head, names, artwork, settings] = await Promise.all([
		loadLetterhead(),
		artistNames(),
		getArtwork(sale.artwork_id, 'all'),
		getInvoiceSettings(),
	])
	const { locale, t } = writing
	const work = artwork ? workFacts(artwork, names, locale, writing) : null
	const heading = t('invoice.title', { number: sale.invoice_number })
	const image = work?.image ? await printImage(work.image, THUMBNAIL_WIDTH) : null
	const doc = await createDocument({
		title: heading,
		author: head.name,
		paper: documentPaper(),
	})
	const { left, right } = doc.page.margins
	const width = doc.page.width - left - right
	const money = (n: number) => formatAmount(n, sale.currency, locale)

	let y = letterhead(doc, head)
	const top = y
	y = write(doc, heading, { x: left, y, width: width / 2, size: 15 })
	y = write(doc, formatDay(sale.sold_at, locale), { x: left, y: y + 4, width: width / 2, size: 9, color: MUTED })
	if (sale.status === 'cancelled')
		y = write(doc, t('invoice.cancelled'), { x: left, y: y + 4, width: width / 2, size: 9 })
	if (sale.status === 'paid') y = write(doc, t('invoice.paid'), { x: left, y: y + 4, width: width / 2, size: 9 })
	// The buyer on the right, as recorded at the sale.
	let buyerY = write(doc, t('invoice.to'), { x: left + width / 2, y: top, width: width / 2, size: 8, color: MUTED })
	buyerY = write(doc, [sale.buyer_name, sale.buyer_address].filter(Boolean).join('\n'), {
		x: left + width / 2,
		y: buyerY + 3,
		width: width / 2,
		size: 9.5,
		lineGap: 1.5,
	})
	y = Math.max(y, buyerY) + 28

	// The work: its thumbnail on the left, its details beside it.
	const textX = image ? left + THUMBNAIL_BOX + 18 : left
	const textWidth = width - (textX - left)
	let detailsY = y
	if (image) {
		const drawn = picture(doc, image, { x: left, y, width: THUMBNAIL_BOX, height: THUMBNAIL_BOX })
		detailsY = y
		y += drawn.height
	}
	if (work) {
		detailsY = write(doc, work.artist, { x: textX, y: detailsY, width: textWidth, size: 10 })
		detailsY = write(doc, [{ text: work.title, italic: true }, { text: work.year ? `, ${work.year}` : '' }], {
			x: textX,
			y: detailsY + 2,
			width: textWidth,
			size: 10,
		})
		const stock = work.artwork.stock_number && t('document.stockNumber', { number: work.artwork.stock_number })
		const impression = sale.impression_label && t('invoice.impression', { label: sale.impression_label })
		for (const text of [work.medium, work.dimensions, impression, stock]) {
			if (text) detailsY = write(doc, text, { x: textX, y: detailsY + 2, width: textWidth, size: 8.5, color: MUTED })
		}
	} else {
		detailsY = write(doc, t('invoice.workSold'), { x: textX, y: detailsY, width: textWidth, size: 10 })
	}
	y = Math.max(y, detailsY) + 24

	// The amounts, right-aligned in one column.
	const net = netPrice(sale)
	const rows: [string, string][] = [
		[t('invoice.price'), money(sale.price)],
		...(sale.discount_pct
			? ([
					[t('invoice.discount', { pct: percentIn(sale.discount_pct, writing) }), money(net - sale.price)],
					[t('invoice.subtotal'), money(net)],
				] as [string, string][])
			: []),
		[t('invoice.tax', { pct: percentIn(sale.tax_pct, writing) }), money(taxAmount(sale))],
		[t('invoice.shipping'), money(sale.shipping)],
	]
	const labelX = left + width / 2
	const columnWidth = width / 4
	for (const [label, value] of rows) {
		write(doc, label, { x: labelX, y, width: columnWidth, size: 9.5 })
		y = write(doc, value, { x: labelX + columnWidth, y, width: columnWidth, size: 9.5, align: 'right' }) + 3
	}
	rule(doc, y + 2)
	y += 8
	write(doc, t('invoice.total'), { x: labelX, y, width: columnWidth, size: 11 })
	y = write(doc, money(sale.total), { x: labelX + columnWidth, y, width: columnWidth, size: 11, align: 'right' }) + 30

	for (const [heading, text] of [
		[t('invoice.paymentTerms'), settings.payment_terms],
		[t('invoice.bankDetails'), settings.bank_details],
	] as const) {
		if (!text) continue
		y = write(doc, heading, { x: left, y, width, size: 8, color: MUTED })
		y = write(doc, text, { x: left, y: y + 3, width, size: 9, lineGap: 1.5 }) + 14
	}
	if (sale.notes) write(doc, sale.notes, { x: left, y, width, size: 9, color: MUTED })
	return { bytes: await finish(doc), filename: `invoice-${sale.invoice_number}.pdf` }
}
