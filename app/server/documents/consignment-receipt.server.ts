import { getArtwork } from '#app/data/artworks.server.ts'
import { getContact } from '#app/data/contacts.server.ts'
import { type Localiser } from '#app/server/page-language.server.ts'
import { formatDay } from '#app/utils/locale-format.ts'
import { createDocument, finish, letterhead, MUTED, write } from './layout.server.ts'
import {
	artistNames,
	artistWithDates,
	documentPaper,
	loadLetterhead,
	percentIn,
	today,
	workFacts,
} from './sources.server.ts'

/**
 * The consignment receipt (docs/admin.md, 'Consignments'): under the letterhead, the consignor (name, email,
 * address), the work (artist, title and year, stock number, medium, dimensions and framed size, edition), the
 * days received and due back, the consignor's share and the terms, then two signature lines, the gallery's and
 * the consignor's, in `writing`'s language (`?lang=`): the fixed texts, the work's title and medium, days and sizes.
 * Null for a work that is not on consignment (or none).
 */
export async function consignmentReceipt(id: number, writing: Localiser) {
	const { locale, t } = writing
	const artwork = await getArtwork(id, 'all')
	const consignment = artwork?.consignment
	if (!artwork || !consignment) return null
	const [head, names, consignor] = await Promise.all([
		loadLetterhead(),
		artistNames(),
		getContact(consignment.consignor_contact_id),
	])
	const work = workFacts(artwork, names, locale, writing)
	const doc = await createDocument({
		title: t('receipt.titleOf', { title: work.title }),
		author: head.name,
		paper: documentPaper(),
	})
	const { left, right } = doc.page.margins
	const width = doc.page.width - left - right
	let y = letterhead(doc, head)
	y = write(doc, t('receipt.title'), { x: left, y, width, size: 15 })
	y = write(doc, today(locale), { x: left, y: y + 4, width, size: 8, color: MUTED })
	y += 18

	const block = (heading: string, lines: (string | false | null | undefined)[]) => {
		y = write(doc, heading, { x: left, y, width, size: 8, color: MUTED })
		for (const text of lines) if (text) y = write(doc, text, { x: left, y: y + 2, width, size: 10 })
		y += 14
	}
	block(t('receipt.consignor'), [
		consignor?.name ?? t('receipt.contactGone'),
		consignor?.organisation,
		consignor?.email,
		consignor?.phone,
		...(consignor?.address ?? '').split(/\r?\n/),
	])
	y = write(doc, t('receipt.work'), { x: left, y, width, size: 8, color: MUTED })
	y = write(doc, artistWithDates(work), { x: left, y: y + 2, width, size: 10 })
	y = write(doc, [{ text: work.title, italic: true }, { text: work.year ? `, ${work.year}` : '' }], {
		x: left,
		y: y + 2,
		width,
		size: 10,
	})
	for (const text of [
		artwork.stock_number && t('receipt.stockNumber', { number: artwork.stock_number }),
		work.medium,
		work.dimensions,
		work.framed && t('artwork.framed', { size: work.framed }),
		work.editionName,
	]) {
		if (text) y = write(doc, text, { x: left, y: y + 2, width, size: 10 })
	}
	y += 14
	const day = (value: string) => formatDay(value, locale)
	block(t('receipt.dates'), [
		t('receipt.received', { date: day(consignment.received_at) }),
		t('receipt.dueBack', { date: consignment.due_back_at ? day(consignment.due_back_at) : t('receipt.noDueDate') }),
	])
	block(t('receipt.share'), [t('receipt.shareOf', { pct: percentIn(consignment.consignor_share_pct, writing) })])
	block(t('receipt.terms'), [consignment.terms || t('receipt.asAgreed')])

	// Two signature lines side by side, with room above them to sign: the gallery's and the consignor's.
	y += 36
	const half = (width - 40) / 2
	const signers = [
		t('receipt.forGallery', { gallery: head.name }),
		consignor ? t('receipt.consignorNamed', { name: consignor.name }) : t('receipt.consignor'),
	]
	for (const [i, label] of signers.entries()) {
		const x = left + i * (half + 40)
		doc
			.save()
			.moveTo(x, y)
			.lineTo(x + half, y)
			.lineWidth(0.6)
			.strokeColor(MUTED)
			.stroke()
			.restore()
		write(doc, label, { x, y: y + 4, width: half, size: 8, color: MUTED })
		write(doc, t('receipt.signature'), { x, y: y + 16, width: half, size: 8, color: MUTED })
	}
	const filename = `consignment-receipt-${artwork.stock_number || artwork.slug}.pdf`
	return { bytes: await finish(doc), filename }
}
