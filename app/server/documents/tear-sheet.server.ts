import { getArtwork } from '#app/data/artworks.server.ts'
import { RECORD_LISTS } from '#app/schemas/record-entries.ts'
import { createDocument, finish } from './layout.server.ts'
import { artistNames, documentPaper, loadLetterhead, priceOf, printImage, workFacts } from './sources.server.ts'
import { drawWorkPage } from './work-page.server.ts'

/** Pixels of the tear sheet's picture: about 300 dpi across the page's width. */
export const TEAR_SHEET_IMAGE_WIDTH = 1920

/**
 * The tear sheet of one work (docs/admin.md, 'Documents'), or null when there
 * is no such work. `origin` is the base of the public address in the QR code.
 */
export async function tearSheet(
	id: number,
	options: { price: boolean; details?: boolean; origin: string; locale: string },
) {
	const artwork = await getArtwork(id, 'all')
	if (!artwork) return null
	const [head, names] = await Promise.all([loadLetterhead(), artistNames()])
	const work = workFacts(artwork, names, options.locale)
	const image = work.image ? await printImage(work.image, TEAR_SHEET_IMAGE_WIDTH) : null
	const doc = await createDocument({
		title: `${work.artist ? `${work.artist}, ` : ''}${work.title}`,
		author: head.name,
		paper: documentPaper(),
	})
	drawWorkPage(doc, head, {
		work,
		image,
		price: priceOf(work, options.price, options.locale),
		// A work hidden from the public has no public page to point to.
		link: work.visible ? `${options.origin}/artwork/${work.slug}` : null,
		stockNumber: artwork.stock_number,
		// Only what the public page shows of the lists: their public entries, in order.
		details: options.details
			? RECORD_LISTS.map(({ field, heading }) => ({
					heading,
					entries: artwork[field].filter((entry) => entry.public).map((entry) => entry.text),
				})).filter((list) => list.entries.length > 0)
			: [],
	})
	return { bytes: await finish(doc), filename: `tear-sheet-${work.slug}.pdf` }
}
