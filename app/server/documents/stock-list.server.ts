import { collectionList } from '#app/server/admin/admin-list.server.ts'
import { artworks } from '#app/server/admin/collections/artworks.server.ts'
import { CSV_BOM, toCsv } from '#app/utils/csv.ts'
import { type Localiser } from '#app/server/page-language.server.ts'
import { type WrittenKey } from '#app/utils/i18n/strings.ts'
import { formatNumber } from '#app/utils/locale-format.ts'
import {
	createDocument,
	finish,
	heightOf,
	letterhead,
	MUTED,
	pageNumbers,
	picture,
	rule,
	type Segment,
	write,
} from './layout.server.ts'
import { THUMB_WIDTH } from './price-list.server.ts'
import {
	artistNames,
	documentPaper,
	listPriceOf,
	loadLetterhead,
	printImage,
	today,
	workCount,
	type WorkFacts,
	workFacts,
} from './sources.server.ts'

/**
 * The stock list (contract section 19, docs/admin.md 'Documents'): the works
 * the artworks list shows for the same query parameters (its own search and
 * filters, in its order), as a PDF with thumbnails or as CSV.
 */

/** The most works one stock list PDF takes, as a price list (each a thumbnail: 30 take about 1 s and 0.5 MB); the CSV takes any number. */
export const STOCK_LIST_PDF_MAX = 500
export const TOO_MANY_FOR_PDF = `A stock list PDF takes at most ${formatNumber(STOCK_LIST_PDF_MAX, 'en-US', 0)} works: narrow the list's filters, or download the CSV.`

/**
 * The works the artworks list finds for these parameters, in its order; in `writing`'s language when given (the
 * PDF's), else as stored (the CSV's, whose columns are the back office's).
 */
export async function stockWorks(params: URLSearchParams, locale: string, writing?: Localiser): Promise<WorkFacts[]> {
	const [{ filtered }, names] = await Promise.all([collectionList(artworks).find(params), artistNames()])
	return filtered.slice().map((artwork) => workFacts(artwork, names, locale, writing))
}

/** The list's filters as the stock list's subtitle names them, in order. */
const SCOPE_WORDS: [param: string, words: WrittenKey][] = [
	['q', 'stockList.search'],
	['location', 'stockList.location'],
	['availability', 'stockList.availability'],
	['consignment', 'stockList.consignment'],
	['year', 'stockList.year'],
]

/** What the list was narrowed to, under the title: 'search "rack", location "store"'; '' for every work. */
export function stockListScope(params: URLSearchParams, writing: Localiser): string {
	return SCOPE_WORDS.map(([param, words]) => [words, params.get(param)?.trim() ?? ''] as const)
		.filter(([, value]) => value)
		.map(([words, value]) => writing.t(words, { value }))
		.join(', ')
}

const THUMB = 48
const segments = (text: string | Segment[]): Segment[] => (typeof text === 'string' ? [{ text }] : text)
const ROW_GAP = 12

/**
 * The stock list as a PDF: under the letterhead, a title and the day, one row per work: a thumbnail, the stock
 * number and artist, title and year, medium, dimensions, framed dimensions and location, then its availability
 * now and its list price. A row is never split across two pages.
 */
export async function stockListPdf(works: readonly WorkFacts[], options: { subtitle: string; writing: Localiser }) {
	const { writing } = options
	const head = await loadLetterhead()
	const thumbs = await Promise.all(works.map((w) => (w.image ? printImage(w.image, THUMB_WIDTH) : null)))
	const title = writing.t('stockList.title')
	const doc = await createDocument({ title, author: head.name, paper: documentPaper() })
	const { left, right, top, bottom } = doc.page.margins
	const width = doc.page.width - left - right
	let y = letterhead(doc, head)
	y = write(doc, title, { x: left, y, width, size: 15 })
	const under = [today(writing.locale), workCount(works.length, writing), options.subtitle].filter(Boolean).join(', ')
	y = write(doc, under, { x: left, y: y + 4, width, size: 8, color: MUTED }) + 22
	const textX = left + THUMB + 14
	const sideWidth = 90
	const textWidth = width - (textX - left) - sideWidth - 12
	works.forEach((work, i) => {
		const stock = work.artwork.stock_number
		const lines = [
			{ text: [stock, work.artist].filter(Boolean).join(' · '), size: 9 },
			{ text: [{ text: work.title, italic: true }, { text: work.year ? `, ${work.year}` : '' }], size: 8.5 },
			{ text: work.medium, size: 8.5, muted: true },
			{ text: work.dimensions, size: 8.5, muted: true },
			{ text: work.framed && writing.t('artwork.framed', { size: work.framed }), size: 8.5, muted: true },
			{
				text: work.artwork.location && writing.t('document.location', { location: work.artwork.location }),
				size: 8.5,
				muted: true,
			},
		].filter((l) => l.text !== '')
		// Measured first, so a row that would not fit starts the next page.
		const textHeight = lines.reduce(
			(sum, l) => sum + 1 + heightOf(doc, segments(l.text), { width: textWidth, size: l.size }),
			0,
		)
		const thumb = thumbs[i] ?? null
		const rowHeight = Math.max(thumb ? THUMB : 0, textHeight)
		if (y + rowHeight > doc.page.height - bottom) {
			doc.addPage()
			y = top
		}
		if (thumb) picture(doc, thumb, { x: left, y, width: THUMB, height: THUMB })
		let textY = y
		for (const l of lines) {
			textY =
				write(doc, l.text, { x: textX, y: textY, width: textWidth, size: l.size, color: l.muted ? MUTED : undefined }) +
				1
		}
		const sideX = left + width - sideWidth
		const sideY = write(doc, work.availability, {
			x: sideX,
			y,
			width: sideWidth,
			size: 8.5,
			align: 'right',
			color: MUTED,
		})
		const price = listPriceOf(work, writing.locale)
		if (price) write(doc, price, { x: sideX, y: sideY + 1, width: sideWidth, size: 9, align: 'right' })
		y = Math.max(y + rowHeight, textY) + ROW_GAP / 2
		if (i < works.length - 1) rule(doc, y)
		y += ROW_GAP / 2
	})
	pageNumbers(doc)
	return { bytes: await finish(doc), filename: 'stock-list.pdf' }
}

const STOCK_LIST_COLUMNS = [
	'Stock number',
	'Artist',
	'Title',
	'Year',
	'Medium',
	'Dimensions',
	'Framed dimensions',
	'Location',
	'Availability',
	'Price',
	'Currency',
]

/** The stock list as CSV (the safe-CSV rules of app/utils/csv.ts): the PDF's columns but the thumbnail, the price plain. */
export function stockListCsv(works: readonly WorkFacts[]): string {
	const rows = works.map((w) => [
		w.artwork.stock_number,
		w.artist,
		w.title,
		w.year,
		w.medium,
		w.dimensions,
		w.framed,
		w.artwork.location,
		w.availability,
		w.artwork.price ?? '',
		w.artwork.price === null ? '' : w.artwork.currency,
	])
	return CSV_BOM + toCsv(STOCK_LIST_COLUMNS, rows)
}
