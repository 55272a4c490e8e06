import type PDFDocumentClass from 'pdfkit'
import QRCode from 'qrcode'
import { type PrintableImage } from '#app/data/images.server.ts'
import { FONT_FILES, type FontName, fontRuns } from './fonts.server.ts'

/**
 * The shared page of the gallery's documents (docs/admin.md, 'Documents'):
 * one typeface, generous margins, the picture first, small plain captions,
 * nothing boxed. Every document is real text (selectable, searchable) set in
 * the embedded font, with its title and the gallery as author in the metadata.
 */

export type Paper = 'a4' | 'letter'
export type Doc = PDFKit.PDFDocument

// pdfkit takes a fifth of a second to load: it is loaded with the first document, not at every start of the server.
let pdfkit: Promise<typeof PDFDocumentClass> | null = null

/** Points (1/72 inch). */
export const PAPER_SIZES: Record<Paper, [number, number]> = { a4: [595.28, 841.89], letter: [612, 792] }
export const MARGIN = 64

export const INK = '#1c1c1c'
export const MUTED = '#6f6f6f'
export const RULE = '#dcdcdc'

export type Letterhead = {
	name: string
	/** Address lines, email, phone: only those that are filled in. */
	lines: string[]
	logo: PrintableImage | null
}

export async function createDocument({
	title,
	author,
	paper,
	margin = MARGIN,
}: {
	title: string
	author: string
	paper: Paper
	margin?: number
}): Promise<Doc> {
	const PDFDocument = await (pdfkit ??= import('pdfkit').then((module) => module.default))
	const doc = new PDFDocument({
		size: PAPER_SIZES[paper],
		margin,
		bufferPages: true,
		displayTitle: true,
		lang: 'en',
		info: { Title: title, Author: author, Creator: author, Producer: author },
	})
	for (const [name, bytes] of Object.entries(FONT_FILES)) doc.registerFont(name, bytes)
	doc.font('regular').fillColor(INK)
	return doc
}

/** The finished file. */
export function finish(doc: Doc): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = []
		doc.on('data', (chunk: Buffer) => chunks.push(chunk))
		doc.on('end', () => resolve(Buffer.concat(chunks)))
		doc.on('error', reject)
		doc.end()
	})
}

export type Segment = { text: string; italic?: boolean }
export type TextOptions = {
	x: number
	y: number
	width: number
	size?: number
	color?: string
	align?: 'left' | 'right' | 'center'
	lineGap?: number
	/** At most this height; the rest is cut with an ellipsis. */
	height?: number
}

/**
 * The most characters one text of a document sets (a note, a description, an
 * introduction); the rest is cut with an ellipsis. Far more than a page holds.
 */
export const MAX_TEXT_CHARS = 3000
/** A word longer than this (longer than any address a document prints) is broken into pieces. */
export const MAX_WORD_CHARS = 120
/** The pieces of a broken word: short enough to fit a caption column's line, so none is split again. */
export const WORD_PIECE_CHARS = 30
const LONG_WORD = new RegExp(`[^\\s\u200b]{${MAX_WORD_CHARS + 1},}`, 'gu')

/**
 * A text as the line-breaker may see it. pdfkit splits a word wider than the
 * line by measuring what is left of it again for every line, so its time
 * grows with the square of the word's length (a 10,000-character word took
 * 13 seconds): texts are cut to MAX_TEXT_CHARS and words longer than
 * MAX_WORD_CHARS broken into pieces of WORD_PIECE_CHARS, each cheap to measure.
 */
export function boundText(text: string): string {
	const chars = Array.from(text)
	const cut = chars.length > MAX_TEXT_CHARS ? chars.slice(0, MAX_TEXT_CHARS - 1).join('') + '…' : text
	return cut.replace(LONG_WORD, (word) => {
		const letters = Array.from(word)
		const pieces: string[] = []
		for (let i = 0; i < letters.length; i += WORD_PIECE_CHARS)
			pieces.push(letters.slice(i, i + WORD_PIECE_CHARS).join(''))
		// U+200B: a break opportunity that Inter sets with no width.
		return pieces.join('\u200b')
	})
}

/**
 * Sets a line (or paragraph) made of segments, each in regular or italic,
 * each character in the font subset that has it; returns the y below it.
 * Every segment is bounded first (boundText).
 */
export function write(doc: Doc, segments: Segment[] | string, options: TextOptions): number {
	const parts = typeof segments === 'string' ? [{ text: segments }] : segments
	const runs = parts.flatMap((s) => fontRuns(boundText(s.text), Boolean(s.italic))).filter((r) => r.text !== '')
	if (runs.length === 0) return options.y
	doc.fontSize(options.size ?? 9).fillColor(options.color ?? INK)
	const base: PDFKit.Mixins.TextOptions = {
		width: options.width,
		align: options.align ?? 'left',
		lineGap: options.lineGap ?? 2,
		...(options.height ? { height: options.height, ellipsis: true } : {}),
	}
	runs.forEach((run, i) => {
		doc.font(run.font satisfies FontName)
		const continued = i < runs.length - 1
		if (i === 0) doc.text(run.text, options.x, options.y, { ...base, continued })
		else doc.text(run.text, { ...base, continued })
	})
	return doc.y
}

/** The height a text would take at this width and size (regular face). */
export function measure(doc: Doc, text: string, width: number, size: number, lineGap = 2): number {
	if (!text) return 0
	doc.font('regular').fontSize(size)
	return doc.heightOfString(boundText(text), { width, lineGap })
}

export type CaptionLine = { segments: Segment[]; muted?: boolean }

/** A line of a caption, or null when it would be empty (empty fields are left out, never printed as blank labels). */
export function line(...segments: (Segment | string | false | null | undefined)[]): CaptionLine | null {
	const parts = segments
		.filter((s): s is Segment | string => Boolean(s))
		.map((s) => (typeof s === 'string' ? { text: s } : s))
		.filter((s) => s.text.trim() !== '')
	return parts.length ? { segments: parts } : null
}

/** Caption lines one under the other; returns the y below them. */
export function caption(
	doc: Doc,
	lines: (CaptionLine | null)[],
	options: { x: number; y: number; width: number; size?: number; gap?: number },
): number {
	let y = options.y
	for (const entry of lines) {
		if (!entry) continue
		y = write(doc, entry.segments, {
			x: options.x,
			y,
			width: options.width,
			size: options.size ?? 9,
			color: entry.muted ? MUTED : INK,
		})
		y += options.gap ?? 1
	}
	return y
}

/**
 * The gallery's name (or its logo) at the head of the page, with its address,
 * email and phone on the right; returns the y where the page's content starts.
 */
export function letterhead(doc: Doc, head: Letterhead): number {
	const left = doc.page.margins.left
	const top = doc.page.margins.top
	const width = doc.page.width - left - doc.page.margins.right
	let bottom = top
	if (head.logo) {
		const height = Math.min(36, (head.logo.height / head.logo.width) * 160)
		doc.image(head.logo.data, left, top, { fit: [160, height] })
		bottom = top + height
	} else {
		bottom = write(doc, head.name, { x: left, y: top, width: width / 2, size: 13 })
	}
	const right = head.logo ? [head.name, ...head.lines] : head.lines
	let y = top + 2
	for (const text of right) {
		y = write(doc, text, {
			x: left + width / 2,
			y,
			width: width / 2,
			size: 7.5,
			color: MUTED,
			align: 'right',
			lineGap: 1.5,
		})
	}
	bottom = Math.max(bottom, y)
	return bottom + 40
}

/** A picture fitted in a box (top-left aligned unless told); returns its drawn size. */
export function picture(
	doc: Doc,
	image: PrintableImage,
	box: { x: number; y: number; width: number; height: number; align?: 'left' | 'center' },
): { width: number; height: number } {
	const scale = Math.min(box.width / image.width, box.height / image.height)
	const width = image.width * scale
	const height = image.height * scale
	const x = box.align === 'center' ? box.x + (box.width - width) / 2 : box.x
	doc.image(image.data, x, box.y, { width, height })
	return { width, height }
}

/** A QR code drawn as vector squares, `size` points wide. */
export function qrCode(doc: Doc, text: string, x: number, y: number, size: number) {
	const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
	const count = qr.modules.size
	const cell = size / count
	doc.save().fillColor(INK)
	for (let row = 0; row < count; row++) {
		for (let col = 0; col < count; col++) {
			if (qr.modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell + 0.02, cell + 0.02)
		}
	}
	doc.fill().restore()
}

/** "Page 2 of 3" in the bottom margin of every page, once the document is set. */
export function pageNumbers(doc: Doc) {
	const range = doc.bufferedPageRange()
	if (range.count < 2) return
	for (let i = range.start; i < range.start + range.count; i++) {
		doc.switchToPage(i)
		const { left, right, bottom } = doc.page.margins
		const width = doc.page.width - left - right
		// Inside the bottom margin: lift it for the moment so pdfkit does not start a new page.
		doc.page.margins.bottom = 0
		write(doc, `${i + 1} / ${range.count}`, {
			x: left,
			y: doc.page.height - bottom / 2 - 4,
			width,
			size: 7,
			color: MUTED,
			align: 'right',
		})
		doc.page.margins.bottom = bottom
	}
}

/** A hair-thin rule across the content width. */
export function rule(doc: Doc, y: number) {
	const { left, right } = doc.page.margins
	doc
		.save()
		.moveTo(left, y)
		.lineTo(doc.page.width - right, y)
		.lineWidth(0.4)
		.strokeColor(RULE)
		.stroke()
		.restore()
}
