import { formatPrice } from '#app/utils/locale-format.ts'
import { createDocument, finish, letterhead, MUTED, pageNumbers, rule, write } from './layout.server.ts'
import { documentPaper, loadLetterhead, today, type WorkFacts } from './sources.server.ts'

const ROW_GAP = 12

/** A work's value on the booth list: its list price, whatever the public sees of it; '' when it has none. */
export function boothValue(work: WorkFacts, locale: string) {
	return work.artwork.price === null ? '' : formatPrice(work.artwork.price, work.artwork.currency, locale)
}

/**
 * The booth list of a fair for shippers and insurers (docs/admin.md, 'Art
 * fairs'): under the letterhead, the fair and its booth, one row per work in
 * the booth's order (number, artist, title and year, medium, dimensions,
 * value) and the total value per currency. Text only: it is read, not shown.
 */
export async function boothList(
	works: readonly WorkFacts[],
	options: { title: string; subtitle: string; filename: string; locale: string },
) {
	const head = await loadLetterhead()
	const doc = await createDocument({ title: options.title, author: head.name, paper: documentPaper() })
	const { left, right, top, bottom } = doc.page.margins
	const width = doc.page.width - left - right
	let y = letterhead(doc, head)
	y = write(doc, options.title, { x: left, y, width, size: 15 })
	y = write(doc, `${options.subtitle}, ${today(options.locale)}`, { x: left, y: y + 4, width, size: 8, color: MUTED })
	y += 22
	const numberWidth = 24
	const valueWidth = 90
	const textX = left + numberWidth
	const textWidth = width - numberWidth - valueWidth - 12
	const totals = new Map<string, number>()
	works.forEach((work, i) => {
		if (y + 60 > doc.page.height - bottom) {
			doc.addPage()
			y = top
		}
		write(doc, String(i + 1), { x: left, y, width: numberWidth, size: 9, color: MUTED })
		const value = boothValue(work, options.locale)
		if (value) write(doc, value, { x: left + width - valueWidth, y, width: valueWidth, size: 9, align: 'right' })
		if (work.artwork.price !== null)
			totals.set(work.artwork.currency, (totals.get(work.artwork.currency) ?? 0) + work.artwork.price)
		let textY = write(doc, work.artist, { x: textX, y, width: textWidth, size: 9 })
		textY = write(doc, [{ text: work.title, italic: true }, { text: work.year ? `, ${work.year}` : '' }], {
			x: textX,
			y: textY + 1,
			width: textWidth,
			size: 8.5,
		})
		for (const text of [work.medium, work.dimensions]) {
			if (text) textY = write(doc, text, { x: textX, y: textY + 1, width: textWidth, size: 8.5, color: MUTED })
		}
		y = textY + ROW_GAP / 2
		rule(doc, y)
		y += ROW_GAP / 2
	})
	const total = [...totals].map(([currency, amount]) => formatPrice(amount, currency, options.locale)).join(' + ')
	const count = works.length === 1 ? '1 work' : `${works.length} works`
	write(doc, total ? `${count}, total value ${total}` : count, { x: left, y: y + 4, width, size: 9 })
	pageNumbers(doc)
	return { bytes: await finish(doc), filename: options.filename }
}
