import { listArtworks } from '#app/data/artworks.server.ts'
import { getContact } from '#app/data/contacts.server.ts'
import { listSales } from '#app/data/sales.server.ts'
import { ARTWORK_FIELDS } from '#app/schemas/artwork.ts'
import { netPrice } from '#app/schemas/sale.ts'
import { type Localiser } from '#app/server/page-language.server.ts'
import { formatAmount, formatDay } from '#app/utils/locale-format.ts'
import { createDocument, finish, letterhead, MUTED, pageNumbers, rule, write } from './layout.server.ts'
import { documentPaper, loadLetterhead, percentIn, today } from './sources.server.ts'

/**
 * A consignor's statement (docs/admin.md, 'Sales'), or null when there is no
 * such contact: under the letterhead, the consignor and their address, then
 * each sale (not cancelled) of a work they consign, oldest first (invoice,
 * day, work, the price less the discount, their share and what they are owed)
 * and what they are owed in all, per currency; then the works of theirs the
 * gallery still holds. In `writing`'s language (`?lang=`): the fixed texts, days, amounts and the works' titles.
 */
export async function consignorStatement(contactId: number, writing: Localiser) {
	const { locale, t } = writing
	const contact = await getContact(contactId)
	if (!contact) return null
	const [head, artworks, sales] = await Promise.all([loadLetterhead(), listArtworks('all'), listSales()])
	const consigned = artworks.filter((w) => w.consignment?.consignor_contact_id === contact.id)
	const byId = new Map(consigned.map((w) => [w.id, w]))
	const sold = sales
		.filter((s) => s.status !== 'cancelled' && s.consignor_owed !== null && byId.has(s.artwork_id))
		.reverse()
	const titleOf = (work: (typeof consigned)[number]) => writing.localise(ARTWORK_FIELDS, work).title
	const doc = await createDocument({
		title: t('statement.titleOf', { name: contact.name }),
		author: head.name,
		paper: documentPaper(),
	})
	const { left, right, top, bottom } = doc.page.margins
	const width = doc.page.width - left - right
	let y = letterhead(doc, head)
	y = write(doc, t('statement.title'), { x: left, y, width, size: 15 })
	y = write(doc, today(locale), { x: left, y: y + 4, width, size: 8, color: MUTED })
	y = write(doc, [contact.name, contact.address].filter(Boolean).join('\n'), { x: left, y: y + 12, width, size: 9.5 })
	y += 24

	const amountWidth = 90
	const textWidth = width - 2 * amountWidth - 12
	write(doc, t('statement.worksSold'), { x: left, y, width: textWidth, size: 8, color: MUTED })
	write(doc, t('statement.netPrice'), {
		x: left + textWidth,
		y,
		width: amountWidth,
		size: 8,
		color: MUTED,
		align: 'right',
	})
	y = write(doc, t('statement.owed'), {
		x: left + width - amountWidth,
		y,
		width: amountWidth,
		size: 8,
		color: MUTED,
		align: 'right',
	})
	y += 6
	const owed = new Map<string, number>()
	for (const sale of sold) {
		if (y + 50 > doc.page.height - bottom) {
			doc.addPage()
			y = top
		}
		const work = byId.get(sale.artwork_id)!
		const money = (n: number) => formatAmount(n, sale.currency, locale)
		const share = t('statement.sale', {
			invoice: sale.invoice_number,
			date: formatDay(sale.sold_at, locale),
			pct: percentIn(work.consignment!.consignor_share_pct, writing),
		})
		write(doc, money(netPrice(sale)), { x: left + textWidth, y, width: amountWidth, size: 9, align: 'right' })
		write(doc, money(sale.consignor_owed!), {
			x: left + width - amountWidth,
			y,
			width: amountWidth,
			size: 9,
			align: 'right',
		})
		let textY = write(
			doc,
			[{ text: titleOf(work), italic: true }, { text: sale.impression_label ? ` (${sale.impression_label})` : '' }],
			{
				x: left,
				y,
				width: textWidth,
				size: 9,
			},
		)
		textY = write(doc, share, { x: left, y: textY + 1, width: textWidth, size: 8, color: MUTED })
		y = textY + 6
		rule(doc, y)
		y += 6
		owed.set(sale.currency, (owed.get(sale.currency) ?? 0) + sale.consignor_owed!)
	}
	const total = [...owed].map(([currency, amount]) => formatAmount(amount, currency, locale)).join(' + ')
	y = write(doc, sold.length ? t('statement.owedInAll', { total }) : t('statement.noneSold'), {
		x: left,
		y: y + 4,
		width,
		size: 11,
	})
	const held = consigned.filter((w) => w.availability !== 'sold')
	if (held.length) {
		y = write(doc, t('statement.held'), { x: left, y: y + 20, width, size: 8, color: MUTED })
		for (const work of held) {
			if (y + 30 > doc.page.height - bottom) {
				doc.addPage()
				y = top
			}
			const { received_at, due_back_at } = work.consignment!
			const dates = [
				t('statement.received', { date: formatDay(received_at, locale) }),
				due_back_at ? t('statement.dueBack', { date: formatDay(due_back_at, locale) }) : '',
			]
			y = write(doc, [{ text: titleOf(work), italic: true }, { text: `, ${dates.filter(Boolean).join(', ')}` }], {
				x: left,
				y: y + 3,
				width,
				size: 9,
			})
		}
	}
	pageNumbers(doc)
	return { bytes: await finish(doc), filename: `statement-${contact.name}.pdf` }
}
