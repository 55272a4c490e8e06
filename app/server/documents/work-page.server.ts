import { type PrintableImage } from '#app/data/images.server.ts'
import {
	caption,
	type CaptionLine,
	type Doc,
	type Letterhead,
	letterhead,
	line,
	MUTED,
	picture,
	qrCode,
	write,
} from './layout.server.ts'
import { artistWithDates, type WorkFacts } from './sources.server.ts'

/**
 * One work on a page (the tear sheet, and each work of a viewing room's PDF):
 * the picture large and first, then the caption (artist, title and year,
 * medium, dimensions in cm and in, edition, availability, price), the
 * description beside it, and at the foot a QR code with the address it opens
 * printed beside it.
 */
export type WorkPage = {
	work: WorkFacts
	image: PrintableImage | null
	price: string
	note?: string
	/** The public page (or the room's page) of the work; null prints no QR code. */
	link: string | null
	/**
	 * The registrar's, on the tear sheet only (never in a viewing room's PDF): the stock number's line under the
	 * caption ('Stock number A-104', in the document's language), and with `?details=1` the public provenance,
	 * exhibition history and literature under the description.
	 */
	stockNumber?: string
	details?: { heading: string; entries: string[] }[]
}

const QR_SIZE = 58

/** The caption lines of a work, empty fields left out. */
export function workCaption(work: WorkFacts): (CaptionLine | null)[] {
	return [
		line({ text: work.title, italic: true }, work.year && `, ${work.year}`),
		line(work.medium),
		line(work.dimensions),
		line(work.edition),
	]
}

/** The room a work page leaves free under its caption, above the QR code: where a short closing text may go. */
export type FreeArea = { x: number; y: number; width: number; bottom: number }

export function drawWorkPage(doc: Doc, head: Letterhead, page: WorkPage): FreeArea {
	const { left, right, bottom } = doc.page.margins
	const width = doc.page.width - left - right
	const foot = doc.page.height - bottom
	let y = letterhead(doc, head)
	if (page.image) {
		const room = foot - y - 250
		const drawn = picture(doc, page.image, { x: left, y, width, height: Math.max(room, 160) })
		y += drawn.height + 28
	}
	const column = width * 0.46
	let captionY = write(doc, artistWithDates(page.work), { x: left, y, width: column, size: 11 })
	captionY = caption(doc, workCaption(page.work), { x: left, y: captionY + 2, width: column, size: 9 })
	captionY = caption(doc, [line(page.work.availability), line(page.price)], {
		x: left,
		y: captionY + 8,
		width: column,
		size: 9,
	})
	if (page.note) captionY = write(doc, page.note, { x: left, y: captionY + 8, width: column, size: 8.5, color: MUTED })
	if (page.stockNumber) {
		captionY = write(doc, page.stockNumber, { x: left, y: captionY + 8, width: column, size: 8.5 })
	}
	const qrTop = foot - QR_SIZE
	const x = left + width * 0.54
	const textWidth = width - (x - left)
	const textBottom = qrTop - 24
	let textY = y
	if (page.work.description) {
		textY = write(doc, page.work.description, {
			x,
			y,
			width: textWidth,
			size: 8.5,
			lineGap: 2.5,
			height: Math.max(textBottom - y, 20),
		})
	}
	for (const { heading, entries } of page.details ?? []) {
		if (textY + 24 > textBottom) break
		textY = write(doc, heading, { x, y: textY + 10, width: textWidth, size: 8.5, color: MUTED })
		textY = write(doc, entries.join('\n'), {
			x,
			y: textY + 2,
			width: textWidth,
			size: 8.5,
			lineGap: 2,
			height: Math.max(textBottom - textY - 2, 12),
		})
	}
	if (page.link) {
		qrCode(doc, page.link, left, qrTop, QR_SIZE)
		write(doc, page.link, {
			x: left + QR_SIZE + 14,
			y: qrTop + QR_SIZE / 2 - 5,
			width: width - QR_SIZE - 14,
			size: 7.5,
			color: MUTED,
		})
	}
	return { x: left, y: captionY, width: column, bottom: page.link ? qrTop - 16 : foot }
}
