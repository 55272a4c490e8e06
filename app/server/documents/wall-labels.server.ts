import { caption, createDocument, finish, line, qrCode, RULE, write } from './layout.server.ts'
import { artistWithDates, documentPaper, loadLetterhead, priceOf, type WorkFacts } from './sources.server.ts'

/** Labels on a sheet: two across, four down. */
export const LABEL_COLUMNS = 2
export const LABEL_ROWS = 4
export const LABELS_PER_PAGE = LABEL_COLUMNS * LABEL_ROWS

const SHEET_MARGIN = 36
const PADDING = 22
const QR_SIZE = 40
const MARK = 8
/**
 * Type a wall can carry, read from a step away: the artist and the title at 12 pt (the artist's line may wrap to a
 * second, where a name with the artist's dates runs long), the facts under them at 9 pt.
 */
export const LABEL_TITLE_SIZE = 12
const LABEL_FACTS_SIZE = 9

/**
 * Wall labels (docs/admin.md, 'Documents'): eight to a sheet, each with the
 * artist (and their dates, when the artist's record gives them) and the title and year at 12 pt, medium, dimensions, the price when asked (and
 * known, the work for sale), and a QR code to the work's public page. Thin
 * marks at the corners of each label show where to cut; nothing is boxed.
 */
export async function wallLabels(
	works: readonly WorkFacts[],
	options: { title: string; filename: string; price: boolean; origin: string; locale: string },
) {
	const head = await loadLetterhead()
	const doc = await createDocument({
		title: options.title,
		author: head.name,
		paper: documentPaper(),
		margin: SHEET_MARGIN,
	})
	const cellWidth = (doc.page.width - 2 * SHEET_MARGIN) / LABEL_COLUMNS
	const cellHeight = (doc.page.height - 2 * SHEET_MARGIN) / LABEL_ROWS
	works.forEach((work, i) => {
		const slot = i % LABELS_PER_PAGE
		if (i > 0 && slot === 0) doc.addPage()
		if (slot === 0) cutMarks(doc, cellWidth, cellHeight)
		const x = SHEET_MARGIN + (slot % LABEL_COLUMNS) * cellWidth
		const y = SHEET_MARGIN + Math.floor(slot / LABEL_COLUMNS) * cellHeight
		const width = cellWidth - 2 * PADDING
		const factsWidth = width - QR_SIZE - 8
		let textY = write(doc, artistWithDates(work), { x: x + PADDING, y: y + PADDING, width, size: LABEL_TITLE_SIZE })
		textY = caption(doc, [line({ text: work.title, italic: true }, work.year && `, ${work.year}`)], {
			x: x + PADDING,
			y: textY + 2,
			width,
			size: LABEL_TITLE_SIZE,
		})
		textY = caption(doc, [line(work.medium), line(work.dimensions), line(work.editionName)], {
			x: x + PADDING,
			y: textY + 6,
			width: factsWidth,
			size: LABEL_FACTS_SIZE,
		})
		const price = priceOf(work, options.price, options.locale)
		if (price) write(doc, price, { x: x + PADDING, y: textY + 6, width: factsWidth, size: LABEL_FACTS_SIZE })
		if (work.visible) {
			qrCode(
				doc,
				`${options.origin}/artwork/${work.slug}`,
				x + cellWidth - PADDING - QR_SIZE,
				y + cellHeight - PADDING - QR_SIZE,
				QR_SIZE,
			)
		}
	})
	if (works.length === 0)
		write(doc, 'No works in this exhibition yet.', { x: SHEET_MARGIN, y: SHEET_MARGIN, width: 300 })
	return { bytes: await finish(doc), filename: options.filename }
}

/** Short marks at every corner of the grid, inside the sheet's margin and between labels. */
function cutMarks(doc: PDFKit.PDFDocument, cellWidth: number, cellHeight: number) {
	doc.save().lineWidth(0.3).strokeColor(RULE)
	for (let c = 0; c <= LABEL_COLUMNS; c++) {
		for (let r = 0; r <= LABEL_ROWS; r++) {
			const x = SHEET_MARGIN + c * cellWidth
			const y = SHEET_MARGIN + r * cellHeight
			doc.moveTo(x - MARK / 2, y).lineTo(x + MARK / 2, y)
			doc.moveTo(x, y - MARK / 2).lineTo(x, y + MARK / 2)
		}
	}
	doc.stroke().restore()
}
