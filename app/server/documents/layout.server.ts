import type PDFDocumentClass from 'pdfkit'
import type QRCodeModule from 'qrcode'
import { type PrintableImage } from '#app/data/images.server.ts'
import type bidiFactory from 'bidi-js'
import { onFirstUse } from '#app/server/on-first-use.server.ts'
import { ascentOf, DEFAULT_FONT, fontBytes, type FontName, fontRuns } from './fonts.server.ts'

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
	setFont(doc, DEFAULT_FONT)
	doc.fillColor(INK)
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

// The fonts each document has been given, registered the first time it sets a character in them.
const registered = new WeakMap<Doc, Set<FontName>>()
function setFont(doc: Doc, name: FontName) {
	let names = registered.get(doc)
	if (!names) registered.set(doc, (names = new Set()))
	if (!names.has(name)) {
		doc.registerFont(name, fontBytes(name))
		names.add(name)
	}
	doc.font(name)
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
 * each character in the first font of the chain that has it; returns the y
 * below it. Every segment is bounded first (boundText). Text that is all
 * Inter is set by pdfkit; text that needs a fallback font is laid out here
 * (setLines), on one baseline per line and with right-to-left runs in visual
 * order.
 */
export function write(doc: Doc, segments: Segment[] | string, options: TextOptions): number {
	const parts = typeof segments === 'string' ? [{ text: segments }] : segments
	const runs = parts.flatMap((s) => fontRuns(boundText(s.text), Boolean(s.italic))).filter((r) => r.text !== '')
	if (runs.length === 0) return options.y
	doc.fontSize(options.size ?? 9).fillColor(options.color ?? INK)
	if (runs.some((r) => !r.inter)) return setLines(doc, runs, options)
	const base: PDFKit.Mixins.TextOptions = {
		width: options.width,
		align: options.align ?? 'left',
		lineGap: options.lineGap ?? 2,
		...(options.height ? { height: options.height, ellipsis: true } : {}),
	}
	runs.forEach((run, i) => {
		setFont(doc, run.font)
		const continued = i < runs.length - 1
		if (i === 0) doc.text(run.text, options.x, options.y, { ...base, continued })
		else doc.text(run.text, { ...base, continued })
	})
	return doc.y
}

// Loaded with the first document rather than at start (docs/architecture.md, "Start").
const qrCodes = onFirstUse<typeof QRCodeModule>('qrcode')
const bidiModule = onFirstUse<typeof bidiFactory>('bidi-js')
let bidiOfDocuments: ReturnType<typeof bidiFactory> | undefined
const bidi = () => (bidiOfDocuments ??= bidiModule()())
/** Letters of the right-to-left scripts the chain covers (Hebrew, Arabic and their presentation forms). */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u

type Run = ReturnType<typeof fontRuns>[number]
/** Text in one font; `at` is where it starts in the typed text; `whole` is set right to left in one run. */
type Piece = { text: string; font: FontName; at: number; whole?: boolean }
/** pdfkit lays out text given OpenType features in a single fontkit run (kerning is on by default anyway). */
const pieceOptions = (piece: Piece) => (piece.whole ? { features: ['kern' as const] } : {})

/**
 * Sets runs in several fonts: broken into lines at spaces by measured width,
 * each line put in visual order by the Unicode bidirectional algorithm
 * (bidi-js), and drawn piece by piece on a common baseline. pdfkit shapes a
 * word of Arabic or Hebrew right to left but leaves the words of a phrase in
 * typed order, so a right-to-left phrase is handed to it a word at a time.
 */
function setLines(doc: Doc, runs: Run[], options: TextOptions, draw = true): number {
	const text = runs.map((r) => r.text).join('')
	const fontAt: FontName[] = runs.flatMap((r) => Array.from({ length: r.text.length }, () => r.font))
	const size = options.size ?? 9
	const widthOf = (piece: Piece) => {
		setFont(doc, piece.font)
		return doc.widthOfString(piece.text, pieceOptions(piece))
	}
	const spanWidth = (start: number, end: number) =>
		piecesOf(text, fontAt, start, end).reduce((w, p) => w + widthOf(p), 0)
	setFont(doc, DEFAULT_FONT)
	doc.fontSize(size)
	const lineHeight = doc.currentLineHeight(true) + (options.lineGap ?? 2)
	const ascent = ascentOf(DEFAULT_FONT, size)
	const levels = bidi().getEmbeddingLevels(text)
	let y = options.y
	for (const [start, end] of wrap(text, options.width, spanWidth)) {
		if (options.height && y + lineHeight - options.y > options.height + 0.01) break
		if (!draw) {
			y += lineHeight
			continue
		}
		const pieces = visualPieces(text, fontAt, levels, start, end)
		const width = pieces.reduce((w, p) => w + widthOf(p), 0)
		const align = options.align ?? 'left'
		let x =
			options.x + (align === 'right' ? options.width - width : align === 'center' ? (options.width - width) / 2 : 0)
		const placed = pieces.map((piece) => {
			const at = x
			x += widthOf(piece)
			return { ...piece, x: at }
		})
		// Placed left to right but written in typed order, so a reader copying the line gets the words as typed.
		for (const piece of placed.sort((a, b) => a.at - b.at)) {
			setFont(doc, piece.font)
			doc.text(piece.text, piece.x, y + ascent, { lineBreak: false, baseline: 'alphabetic', ...pieceOptions(piece) })
		}
		y += lineHeight
	}
	setFont(doc, DEFAULT_FONT)
	doc.x = options.x
	doc.y = y
	return y
}

/** A character of the scripts written without spaces, where a line may break between any two. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u

/**
 * Logical [start, end) of each line: words added while they fit; Chinese and
 * Japanese break between any two characters, a bounded word (boundText) at
 * its U+200B, and a word wider than the line where it overflows.
 */
function wrap(text: string, width: number, spanWidth: (start: number, end: number) => number): [number, number][] {
	const lines: [number, number][] = []
	for (const paragraph of text.matchAll(/[^\n]+/g)) {
		const from = paragraph.index
		let start = -1
		let end = -1
		const words = paragraph[0].matchAll(new RegExp(`${CJK.source}|(?:(?!${CJK.source})[^\\s\u200b])+`, 'gu'))
		for (const word of words) {
			const wordStart = from + word.index
			const wordEnd = wordStart + word[0].length
			if (start >= 0 && spanWidth(start, wordEnd) > width) {
				lines.push([start, end])
				start = -1
			}
			if (start < 0) start = wordStart
			end = wordEnd
			// A word alone wider than the line: cut it, a character at a time, where it overflows.
			while (spanWidth(start, end) > width) {
				let cut = start
				for (const char of text.slice(start, end)) {
					if (cut > start && spanWidth(start, cut + char.length) > width) break
					cut += char.length
				}
				if (cut >= end) break
				lines.push([start, cut])
				start = cut
			}
		}
		if (start >= 0) lines.push([start, end])
	}
	return lines
}

/** Logical pieces of [start, end): one font each, split at spaces. */
function piecesOf(text: string, fontAt: FontName[], start: number, end: number): Piece[] {
	const pieces: Piece[] = []
	for (let i = start; i < end; i++) {
		const last = pieces.at(-1)
		if (last && last.font === fontAt[i] && /\s/.test(text[i]!) === /\s/.test(last.text)) last.text += text[i]
		else pieces.push({ text: text[i]!, font: fontAt[i]!, at: i })
	}
	return pieces
}

/** The pieces of one line in the order they are drawn, left to right. */
function visualPieces(
	text: string,
	fontAt: FontName[],
	levels: ReturnType<ReturnType<typeof bidiFactory>['getEmbeddingLevels']>,
	start: number,
	end: number,
): Piece[] {
	const order = Array.from({ length: end - start }, (_, i) => start + i)
	for (const [from, to] of bidi().getReorderSegments(text, levels, start, end - 1)) {
		order.splice(from - start, to - from + 1, ...order.slice(from - start, to - start + 1).reverse())
	}
	// Runs of characters next to each other in both orders and in one font.
	const groups: { from: number; to: number; rtl: boolean }[] = []
	for (const i of order) {
		const last = groups.at(-1)
		const rtl = (levels.levels[i]! & 1) === 1
		const joins = last && last.rtl === rtl && fontAt[i] === fontAt[last.to] && i === (rtl ? last.from - 1 : last.to + 1)
		if (joins && rtl) last.from = i
		else if (joins) last.to = i
		else groups.push({ from: i, to: i, rtl })
	}
	const pieces: Piece[] = []
	for (const group of groups) {
		let logical = ''
		// A bracket in right-to-left text is drawn as its mirror image, so that it still opens towards its contents.
		for (let i = group.from; i <= group.to; i++)
			logical += (group.rtl && bidi().getMirroredCharacter(text[i]!)) || text[i]
		const font = fontAt[group.from]!
		// fontkit sets a run holding right-to-left letters right to left, when pdfkit hands it the run whole (`whole`:
		// pdfkit otherwise lays text out a word at a time, leaving the words in typed order). Anything else in a
		// right-to-left run (a bracket, an emoji) is drawn a character at a time, last first.
		if (!group.rtl) pieces.push({ text: logical, font, at: group.from })
		else if (RTL_LETTER.test(logical)) pieces.push({ text: logical, font, at: group.from, whole: true })
		else {
			let at = group.from + logical.length
			for (const char of [...logical].reverse()) pieces.push({ text: char, font, at: (at -= char.length) })
		}
	}
	return pieces
}

/** The height write() would give the text at this width and size, without setting it. */
export function heightOf(doc: Doc, segments: Segment[], options: Omit<TextOptions, 'x' | 'y'>): number {
	const runs = segments.flatMap((s) => fontRuns(boundText(s.text), Boolean(s.italic))).filter((r) => r.text !== '')
	if (runs.length === 0) return 0
	doc.fontSize(options.size ?? 9)
	if (runs.some((r) => !r.inter)) return setLines(doc, runs, { ...options, x: 0, y: 0 }, false)
	setFont(doc, DEFAULT_FONT)
	return doc.heightOfString(runs.map((r) => r.text).join(''), { width: options.width, lineGap: options.lineGap ?? 2 })
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
	const qr = qrCodes().create(text, { errorCorrectionLevel: 'M' })
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
