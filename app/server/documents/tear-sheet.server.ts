import { getArtwork } from '#app/data/artworks.server.ts'
import { ARTWORK_FIELDS } from '#app/schemas/artwork.ts'
import { RECORD_LISTS } from '#app/schemas/record-entries.ts'
import { type Localiser } from '#app/server/page-language.server.ts'
import { createDocument, finish } from './layout.server.ts'
import { artistNames, documentPaper, loadLetterhead, priceOf, printImage, workFacts } from './sources.server.ts'
import { drawWorkPage } from './work-page.server.ts'

/** Pixels of the tear sheet's picture: about 300 dpi across the page's width. */
export const TEAR_SHEET_IMAGE_WIDTH = 1920

/**
 * The tear sheet of one work (docs/admin.md, 'Documents'), or null when there
 * is no such work, in `writing`'s language (`?lang=`): the work's texts, the
 * fixed ones, prices and sizes, and the public address in the QR code, whose
 * base is `origin`.
 */
export async function tearSheet(
	id: number,
	options: { price: boolean; details?: boolean; origin: string; writing: Localiser },
) {
	const artwork = await getArtwork(id, 'all')
	if (!artwork) return null
	const { writing } = options
	const [head, names] = await Promise.all([loadLetterhead(), artistNames()])
	const work = workFacts(artwork, names, writing.locale, writing)
	const texts = writing.localise(ARTWORK_FIELDS, artwork)
	const image = work.image ? await printImage(work.image, TEAR_SHEET_IMAGE_WIDTH) : null
	const doc = await createDocument({
		title: `${work.artist ? `${work.artist}, ` : ''}${work.title}`,
		author: head.name,
		paper: documentPaper(),
	})
	drawWorkPage(doc, head, {
		work,
		image,
		price: priceOf(work, options.price, writing.locale),
		// A work hidden from the public has no public page to point to; a visible one's, in the sheet's language.
		link: work.visible ? `${options.origin}${writing.path(`/artwork/${work.slug}`)}` : null,
		stockNumber: artwork.stock_number ? writing.t('document.stockNumber', { number: artwork.stock_number }) : '',
		// Only what the public page shows of the lists: their public entries, in order, under its headings.
		details: options.details
			? RECORD_LISTS.map(({ field }) => ({
					heading: writing.t(`record.${field}`),
					entries: texts[field].filter((entry) => entry.public).map((entry) => entry.text),
				})).filter((list) => list.entries.length > 0)
			: [],
	})
	return { bytes: await finish(doc), filename: `tear-sheet-${work.slug}.pdf` }
}
