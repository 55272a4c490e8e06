import { listArtworks } from '#app/data/artworks.server.ts'
import { type TokenMatch } from '#app/data/viewing-rooms.server.ts'
import { formatGalleryTime } from '#app/utils/time-zone.ts'
import { roomPriceLine } from '#app/utils/room-price.ts'
import { createDocument, finish, letterhead, MUTED, pageNumbers, picture, write } from './layout.server.ts'
import { artistNames, documentPaper, loadLetterhead, printImage, workFacts } from './sources.server.ts'
import { TEAR_SHEET_IMAGE_WIDTH } from './tear-sheet.server.ts'
import { drawWorkPage } from './work-page.server.ts'

/**
 * A viewing room as a PDF (docs/admin.md, 'Documents'): a first page with the
 * room's title, who it was prepared for, its introduction and cover, then
 * each work on a page of its own as the room shows it (the room's price when
 * the room shows prices, the note, live availability) with a QR code to the
 * work's page inside the room, and the closing text last. `token` is the link
 * the recipient opened (or the room's shared link), so the codes open the
 * same room.
 */
export async function roomDocument(match: TokenMatch, options: { token: string; origin: string }) {
	const { room, recipient } = match
	const [head, names, artworks] = await Promise.all([loadLetterhead(), artistNames(), listArtworks('all')])
	const byId = new Map(artworks.map((a) => [a.id, a]))
	const doc = await createDocument({ title: room.title, author: head.name, paper: documentPaper() })
	const { left, right, bottom } = doc.page.margins
	const width = doc.page.width - left - right
	let y = letterhead(doc, head)
	y = write(doc, room.title, { x: left, y, width, size: 20 }) + 6
	const lines = [
		recipient?.name ? `Prepared for ${recipient.name}` : '',
		room.expires_at ? `Open until ${formatGalleryTime(room.expires_at)}` : '',
	].filter(Boolean)
	for (const text of lines) y = write(doc, text, { x: left, y, width, size: 8.5, color: MUTED })
	y += 20
	if (room.intro) y = write(doc, room.intro, { x: left, y, width: width * 0.75, size: 9.5, lineGap: 3 }) + 24
	const cover = room.cover_image ? await printImage(room.cover_image, TEAR_SHEET_IMAGE_WIDTH) : null
	if (cover) picture(doc, cover, { x: left, y, width, height: doc.page.height - bottom - y })
	const base = `${options.origin}/viewing-room/${options.token}`
	for (const item of room.items) {
		const artwork = byId.get(item.artwork_id)
		if (!artwork) continue
		const work = workFacts(artwork, names)
		doc.addPage()
		drawWorkPage(doc, head, {
			work,
			image: work.image ? await printImage(work.image, TEAR_SHEET_IMAGE_WIDTH) : null,
			price: roomPriceLine(artwork, item, room.show_prices),
			note: item.note,
			link: `${base}/${work.slug}`,
		})
	}
	if (room.closing_text) {
		doc.addPage()
		const top = letterhead(doc, head)
		write(doc, room.closing_text, { x: left, y: top, width: width * 0.75, size: 9.5, lineGap: 3 })
	}
	pageNumbers(doc)
	return { bytes: await finish(doc), filename: `viewing-room-${room.slug}.pdf` }
}
