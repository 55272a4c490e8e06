import { type Localiser } from '#app/server/page-language.server.ts'
import { formatNumber, formatPrice } from '#app/utils/locale-format.ts'
import { createDocument, finish, letterhead, MUTED, pageNumbers, rule, write } from './layout.server.ts'
import { documentPaper, listPriceOf, loadLetterhead, today, workCount, type WorkFacts } from './sources.server.ts'

const ROW_GAP = 12

/** A weight in kilograms, to a tenth where it has one: '12', '12.5'. */
function kilograms(value: number, locale: string) {
	return formatNumber(value, locale, Number.isInteger(value) ? 0 : 1)
}

/**
 * The booth list of a fair for shippers and insurers (docs/admin.md, 'Art
 * fairs'): under the letterhead, the fair and its booth, one row per work in
 * the booth's order (number, artist and stock number, title and year, medium,
 * dimensions, framed size and weight, location, value) and the total weight and
 * value per currency. Text only: it is read, not shown. In `writing`'s language (`?lang=`), as its works' facts.
 */
export async function boothList(
	works: readonly WorkFacts[],
	options: { title: string; subtitle: string; filename: string; writing: Localiser },
) {
	const { locale, t } = options.writing
	const head = await loadLetterhead()
	const doc = await createDocument({ title: options.title, author: head.name, paper: documentPaper() })
	const { left, right, top, bottom } = doc.page.margins
	const width = doc.page.width - left - right
	let y = letterhead(doc, head)
	y = write(doc, options.title, { x: left, y, width, size: 15 })
	y = write(doc, `${options.subtitle}, ${today(locale)}`, { x: left, y: y + 4, width, size: 8, color: MUTED })
	y += 22
	const numberWidth = 24
	const valueWidth = 90
	const textX = left + numberWidth
	const textWidth = width - numberWidth - valueWidth - 12
	const totals = new Map<string, number>()
	let weightKg = 0
	works.forEach((work, i) => {
		if (y + 60 > doc.page.height - bottom) {
			doc.addPage()
			y = top
		}
		write(doc, String(i + 1), { x: left, y, width: numberWidth, size: 9, color: MUTED })
		const value = listPriceOf(work, locale)
		if (value) write(doc, value, { x: left + width - valueWidth, y, width: valueWidth, size: 9, align: 'right' })
		if (work.artwork.price !== null)
			totals.set(work.artwork.currency, (totals.get(work.artwork.currency) ?? 0) + work.artwork.price)
		const stock = work.artwork.stock_number
		let textY = write(doc, stock ? `${work.artist} · ${stock}` : work.artist, {
			x: textX,
			y,
			width: textWidth,
			size: 9,
		})
		textY = write(doc, [{ text: work.title, italic: true }, { text: work.year ? `, ${work.year}` : '' }], {
			x: textX,
			y: textY + 1,
			width: textWidth,
			size: 8.5,
		})
		const weight = work.artwork.weight_kg === null ? '' : `${kilograms(work.artwork.weight_kg, locale)} kg`
		if (work.artwork.weight_kg !== null) weightKg += work.artwork.weight_kg
		const framed = [work.framed && t('artwork.framed', { size: work.framed }), weight].filter(Boolean).join(', ')
		const location = work.artwork.location && t('document.location', { location: work.artwork.location })
		for (const text of [work.medium, work.dimensions, framed, location]) {
			if (text) textY = write(doc, text, { x: textX, y: textY + 1, width: textWidth, size: 8.5, color: MUTED })
		}
		y = textY + ROW_GAP / 2
		rule(doc, y)
		y += ROW_GAP / 2
	})
	const total = [...totals].map(([currency, amount]) => formatPrice(amount, currency, locale)).join(' + ')
	const weight = weightKg > 0 ? `, ${kilograms(weightKg, locale)} kg` : ''
	const value = total ? `, ${t('boothList.totalValue', { total })}` : ''
	write(doc, `${workCount(works.length, options.writing)}${weight}${value}`, { x: left, y: y + 4, width, size: 9 })
	pageNumbers(doc)
	return { bytes: await finish(doc), filename: options.filename }
}
