import crypto from 'node:crypto'
import pLimit from 'p-limit'
import { listArtworks } from '#app/data/artworks.server.ts'
import { getFile } from '#app/data/files.server.ts'
import { type TokenMatch } from '#app/data/viewing-rooms.server.ts'
import { createPageStore } from '#app/server/page-cache/page-store.server.ts'
import { storedFileId } from '#app/utils/images.ts'
import { formatDateTime } from '#app/utils/locale-format.ts'
import { t as translate } from '#app/utils/i18n/strings.ts'
import { galleryTimeZone } from '#app/utils/time-zone.ts'
import { type Localiser } from '#app/server/page-language.server.ts'
import { VIEWING_ROOM_FIELDS } from '#app/schemas/viewing-room.ts'
import { roomPriceLine } from '#app/utils/room-price.ts'
import { createDocument, finish, letterhead, MUTED, pageNumbers, picture, write } from './layout.server.ts'
import {
	artistNames,
	documentPaper,
	letterheadSource,
	loadLetterhead,
	printImage,
	workFacts,
} from './sources.server.ts'
import { TEAR_SHEET_IMAGE_WIDTH } from './tear-sheet.server.ts'
import { drawWorkPage, type FreeArea } from './work-page.server.ts'

/**
 * A viewing room as a PDF (docs/admin.md, 'Documents'): a first page with the
 * room's title, who it was prepared for, its introduction and cover, then
 * each work on a page of its own as the room shows it (the room's price when
 * the room shows prices, the note, live availability) with a QR code to the
 * work's page inside the room, and the closing text last: under the last work's caption when it fits there, else
 * on a page of its own. `token` is the link
 * the recipient opened (or the room's shared link), so the codes open the
 * same room. It is printed in `writing`'s language (the route's `?lang=`, else the room's own language): the room's
 * and its works' texts where translated, its fixed texts and its dates and numbers.
 *
 * Making one takes seconds and, with many pictures, hundreds of megabytes, so
 * each is made once per version of what it shows and kept (docs/public-site.md,
 * 'Viewing rooms'): the version is a hash of everything the file is made from
 * (the room's words and works, the works' records and artists' names, the
 * pictures' file records, the letterhead, the paper, the time zone and locale, the link).
 * A change to any of them makes a new file on the next request.
 */
type RoomDocumentOptions = { token: string; origin: string; writing: Localiser }

export async function roomDocument(match: TokenMatch, options: RoomDocumentOptions): Promise<RoomPdf> {
	const sources = await roomSources(match, options)
	const version = crypto.createHash('sha256').update(JSON.stringify(sources)).digest('base64url')
	const kept = keptRoomPdfs.get(version)
	if (kept) return kept.document
	// Two requests for a version not kept yet wait for the same making.
	let making = makingRoomPdfs.get(version)
	if (!making) {
		if (roomRenders.pendingCount >= ROOM_PDF_WAITING) throw new RoomPdfBusyError()
		making = roomRenders(() => renderRoom(sources))
			.then((document) => {
				keptRoomPdfs.set(version, { bytes: document.bytes.length, document })
				return document
			})
			.finally(() => makingRoomPdfs.delete(version))
		makingRoomPdfs.set(version, making)
	}
	return making
}

type RoomPdf = { bytes: Buffer; filename: string }

/**
 * Kept in this process's memory, not on disk: the records a file is made from may live in PostgreSQL shared by
 * several app servers, and a key that is the hash of everything the file shows needs no invalidation anywhere, while
 * a folder of files would need sweeping and, behind several servers, sharing. A restart (a new build) starts afresh.
 * Bounded by bytes: the least recently used files go first, and a file larger than the bound is not kept.
 */
export const ROOM_PDF_CACHE_BYTES = 64 * 1024 * 1024
const keptRoomPdfs = createPageStore<{ bytes: number; document: RoomPdf }>(ROOM_PDF_CACHE_BYTES)
const makingRoomPdfs = new Map<string, Promise<RoomPdf>>()

/**
 * Room PDFs made at once in this process: one. Its pictures are held in memory while it is made (a 200-work room
 * took 570 MB), and two cores gain nothing from two at once; the others wait their turn, holding nothing.
 */
export const ROOM_PDF_RENDERS = 1
const roomRenders = pLimit(ROOM_PDF_RENDERS)

/**
 * Room PDFs that may wait their turn in this process. A room sent to many at once could otherwise queue its
 * recipients' downloads for longer than a browser waits; past this, the download is refused at once with a time
 * to come back (503 and Retry-After), which a recipient can act on.
 */
export const ROOM_PDF_WAITING = 8
export const ROOM_PDF_RETRY_AFTER_S = 60
export class RoomPdfBusyError extends Error {
	constructor() {
		super('Many are downloading this PDF right now. Please try again in a minute.')
	}
}

/** The answer to a download refused by RoomPdfBusyError. */
export function roomPdfBusy(error: RoomPdfBusyError, headers: Record<string, string> = {}) {
	return new Response(error.message, {
		status: 503,
		headers: {
			...headers,
			'Content-Type': 'text/plain; charset=utf-8',
			'Cache-Control': 'no-store',
			'Retry-After': String(ROOM_PDF_RETRY_AFTER_S),
		},
	})
}

/** What a room's PDF is made from, as plain data: its hash is the PDF's version. */
async function roomSources(match: TokenMatch, options: RoomDocumentOptions) {
	const { recipient } = match
	const { writing } = options
	const room = writing.localise(VIEWING_ROOM_FIELDS, match.room)
	const locale = writing.locale
	const [head, names, artworks] = await Promise.all([letterheadSource(), artistNames(), listArtworks('all')])
	const byId = new Map(artworks.map((a) => [a.id, a]))
	const works = room.items.flatMap((item) => {
		const artwork = byId.get(item.artwork_id)
		return artwork ? [{ item, facts: workFacts(artwork, names, locale, writing) }] : []
	})
	const pictures = [head.logoUrl, room.cover_image, ...works.map((w) => w.facts.image)]
	const files = await Promise.all(
		pictures.map((url) => {
			const id = url ? storedFileId(url) : null
			return id === null ? null : getFile(id)
		}),
	)
	return {
		room: {
			id: room.id,
			slug: room.slug,
			title: room.title,
			intro: room.intro,
			closing_text: room.closing_text,
			expires_at: room.expires_at,
			show_prices: room.show_prices,
			cover_image: room.cover_image,
		},
		recipientName: recipient?.name ?? '',
		lang: writing.lang,
		link: `${options.origin}/viewing-room/${options.token}`,
		head,
		works,
		files,
		paper: documentPaper(),
		timeZone: galleryTimeZone(),
		locale,
	}
}

async function renderRoom(sources: Awaited<ReturnType<typeof roomSources>>): Promise<RoomPdf> {
	const started = performance.now()
	const { room, recipientName, works } = sources
	const head = await loadLetterhead(sources.head)
	const doc = await createDocument({ title: room.title, author: head.name, paper: sources.paper })
	const { left, right, bottom } = doc.page.margins
	const width = doc.page.width - left - right
	let y = letterhead(doc, head)
	y = write(doc, room.title, { x: left, y, width, size: 20 }) + 6
	const t = (key: 'document.preparedFor' | 'document.openUntil', vars: Record<string, string>) =>
		translate(sources.lang, key, vars)
	const lines = [
		recipientName ? t('document.preparedFor', { name: recipientName }) : '',
		room.expires_at
			? t('document.openUntil', { date: formatDateTime(room.expires_at, sources.timeZone, sources.locale) })
			: '',
	].filter(Boolean)
	for (const text of lines) y = write(doc, text, { x: left, y, width, size: 8.5, color: MUTED })
	y += 20
	if (room.intro) y = write(doc, room.intro, { x: left, y, width: width * 0.75, size: 9.5, lineGap: 3 }) + 24
	const cover = room.cover_image ? await printImage(room.cover_image, TEAR_SHEET_IMAGE_WIDTH) : null
	if (cover) picture(doc, cover, { x: left, y, width, height: doc.page.height - bottom - y })
	let free: FreeArea | null = null
	for (const { item, facts: work } of works) {
		doc.addPage()
		free = drawWorkPage(doc, head, {
			work,
			image: work.image ? await printImage(work.image, TEAR_SHEET_IMAGE_WIDTH) : null,
			price: roomPriceLine(work.artwork, item, room.show_prices, sources.locale),
			note: item.note,
			link: `${sources.link}/${work.slug}`,
		})
	}
	if (room.closing_text) {
		const closing = { size: 9.5, lineGap: 3 }
		const gap = 28
		// A short closing text folds into the last work's page rather than leaving a page almost empty.
		const needed =
			free &&
			doc.fontSize(closing.size).heightOfString(room.closing_text, { width: free.width, lineGap: closing.lineGap })
		if (free && needed && free.y + gap + needed <= free.bottom) {
			write(doc, room.closing_text, { x: free.x, y: free.y + gap, width: free.width, ...closing })
		} else {
			doc.addPage()
			const top = letterhead(doc, head)
			write(doc, room.closing_text, { x: left, y: top, width: width * 0.75, ...closing })
		}
	}
	pageNumbers(doc)
	const bytes = await finish(doc)
	// The operator's measure of what rooms cost, and the tests' of how often one is made.
	console.log(
		`Made the PDF of viewing room ${room.id} (${works.length} works, ${Math.round(bytes.length / 1024)} kB) in ${Math.round(performance.now() - started)} ms`,
	)
	return { bytes, filename: `viewing-room-${room.slug}.pdf` }
}
