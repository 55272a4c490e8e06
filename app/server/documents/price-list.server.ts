import { type PrintableImage } from '#app/data/images.server.ts'
import {
	caption,
	createDocument,
	finish,
	heightOf,
	letterhead,
	line,
	MUTED,
	pageNumbers,
	picture,
	rule,
	write,
} from './layout.server.ts'
import { documentPaper, loadLetterhead, priceOf, printImage, today, type WorkFacts } from './sources.server.ts'

/** The most works one price list takes (docs/admin.md, 'Documents'). */
export const PRICE_LIST_MAX = 500
export const NO_WORKS_TICKED = 'Tick the works the price list should show.'
export const TOO_MANY_WORKS = `A price list takes at most ${PRICE_LIST_MAX} works.`
/** Pixels of a thumbnail: about 300 dpi at its printed size. */
export const THUMB_WIDTH = 320

const THUMB = 72
const ROW_GAP = 16

/**
 * A price list (docs/admin.md, 'Documents'): under the letterhead and a
 * title, one row per work: a thumbnail, the artist, title and year, medium
 * and dimensions, its availability now and its price (known, and the work
 * still for sale).
 */
export async function priceList(
	works: readonly WorkFacts[],
	options: { title: string; subtitle?: string; filename: string; locale: string },
) {
	const head = await loadLetterhead()
	const thumbs = await Promise.all(works.map((w) => (w.image ? printImage(w.image, THUMB_WIDTH) : null)))
	const doc = await createDocument({ title: options.title, author: head.name, paper: documentPaper() })
	const { left, right, top, bottom } = doc.page.margins
	const width = doc.page.width - left - right
	const foot = () => doc.page.height - bottom
	let y = letterhead(doc, head)
	y = write(doc, options.title, { x: left, y, width, size: 15 })
	y = write(doc, options.subtitle ?? today(options.locale), { x: left, y: y + 4, width, size: 8, color: MUTED }) + 22
	const textX = left + THUMB + 18
	const priceWidth = 80
	const availabilityWidth = 70
	const textWidth = width - (textX - left) - priceWidth - availabilityWidth - 24
	works.forEach((work, i) => {
		const thumb: PrintableImage | null = thumbs[i] ?? null
		const lines = [
			line({ text: work.title, italic: true }, work.year && `, ${work.year}`),
			line(work.medium),
			line(work.dimensions),
			line(work.edition),
		]
		// Measured on a page of its own first: a row is never split across two pages.
		const textHeight =
			12 + lines.reduce((sum, l) => (l ? sum + heightOf(doc, l.segments, { width: textWidth, size: 8.5 }) + 1 : sum), 0)
		const thumbHeight = thumb ? Math.min(THUMB, (thumb.height / thumb.width) * THUMB) : 0
		const rowHeight = Math.max(thumbHeight, textHeight)
		if (y + rowHeight > foot()) {
			doc.addPage()
			y = top
		}
		if (thumb) picture(doc, thumb, { x: left, y, width: THUMB, height: THUMB })
		let textY = write(doc, work.artist, { x: textX, y, width: textWidth, size: 9 })
		textY = caption(doc, lines, { x: textX, y: textY + 1, width: textWidth, size: 8.5 })
		write(doc, work.availability, {
			x: textX + textWidth + 12,
			y,
			width: availabilityWidth,
			size: 8.5,
			color: MUTED,
		})
		const price = priceOf(work, true, options.locale)
		if (price) write(doc, price, { x: left + width - priceWidth, y, width: priceWidth, size: 9, align: 'right' })
		y += Math.max(rowHeight, textY - y) + ROW_GAP / 2
		if (i < works.length - 1) rule(doc, y)
		y += ROW_GAP / 2
	})
	pageNumbers(doc)
	return { bytes: await finish(doc), filename: options.filename }
}
