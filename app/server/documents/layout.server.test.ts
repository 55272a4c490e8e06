import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import {
	boundText,
	caption,
	createDocument,
	finish,
	heightOf,
	line,
	MAX_TEXT_CHARS,
	MAX_WORD_CHARS,
	WORD_PIECE_CHARS,
	write,
} from './layout.server.ts'

/** A text item as a reader's program finds it: its string, font and box (points, y up). */
type Item = { str: string; dir: string; x: number; y: number; width: number; height: number }

async function read(bytes: Buffer) {
	const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise
	const page = await pdf.getPage(1)
	const content = await page.getTextContent()
	const items: Item[] = []
	let text = ''
	for (const item of content.items) {
		if (!('str' in item)) continue
		text += item.str + (item.hasEOL ? '\n' : '')
		if (item.str === '') continue
		items.push({
			str: item.str,
			dir: item.dir,
			x: item.transform[4],
			y: item.transform[5],
			width: item.width,
			height: item.height,
		})
	}
	await pdf.destroy()
	const raw = bytes.toString('latin1')
	const fonts = [...new Set([...raw.matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([A-Za-z0-9-]+)/g)].map((m) => m[1]!))]
	return { items, text, fonts }
}

/** A heading as the price list sets it, then a caption line of title and year. */
async function titled(title: string, width = 300) {
	const doc = await createDocument({ title, author: 'Meridian Gallery', paper: 'a4' })
	const y = write(doc, title, { x: 64, y: 64, width: 467, size: 15 })
	caption(doc, [line({ text: title, italic: true }, ', 2021')], { x: 64, y: y + 20, width, size: 8.5 })
	return read(await finish(doc))
}

const SCRIPTS = [
	{ script: 'Greek', title: 'Ωκεανός της σιωπής', font: 'Inter' },
	{ script: 'Cyrillic', title: 'Море тишины', font: 'Inter' },
	{ script: 'Vietnamese', title: 'Biển lặng', font: 'Inter' },
	{ script: 'Arabic', title: 'بحر الصمت', font: 'NotoNaskhArabic' },
	{ script: 'Hebrew', title: 'ים השקט', font: 'NotoSansHebrew' },
	{ script: 'Chinese', title: '寂静之海', font: 'NotoSansHans' },
	{ script: 'Japanese', title: '静かな海のうた', font: 'NotoSansHans' },
	{ script: 'Korean', title: '고요의 바다', font: 'NotoSansKR' },
	{ script: 'emoji', title: 'Sea 🌊🎨', font: 'NotoEmoji' },
]

describe('document text in every script staff type', () => {
	for (const { script, title, font } of SCRIPTS) {
		it(`prints a ${script} title as text that can be copied, in ${font}`, async () => {
			const pdf = await titled(title)
			// Extraction gives the characters back only when the embedded font has them (a missing glyph is a box).
			expect(pdf.text.replace(/\s+/g, ' ')).toContain(title)
			expect(pdf.text).toContain('2021')
			expect(pdf.fonts.some((name) => name.startsWith(font))).toBe(true)
		})
	}

	it('sets a right-to-left phrase right to left, and a reader copies it in typed order', async () => {
		// pdfjs reads a run whose glyphs stand right to left in the file as 'rtl' and gives back its typed order.
		for (const title of ['ים השקט', 'بحر الصمت']) {
			const { items } = await titled(title)
			expect(items.filter((i) => i.str === title).map((i) => i.dir)).toEqual(['rtl', 'rtl'])
		}
		// In a left-to-right line the phrase keeps its place between the Latin words.
		const { text } = await titled('Mixed: ים השקט, and more')
		expect(text).toMatch(/^Mixed: ים השקט, and more/)
	})

	it('keeps a Latin-only document in Inter alone', async () => {
		const pdf = await titled('Tidal Ledger')
		expect(pdf.fonts.every((name) => name.startsWith('Inter'))).toBe(true)
	})
})

describe('title and year', () => {
	const overlaps = (a: Item, b: Item) =>
		a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5
	for (const title of [
		'A very long title that runs onto a second line of the caption column, and then some more words still',
		'Ωκεανός της σιωπής και του φωτός που πέφτει αργά πάνω στη θάλασσα το βράδυ',
		'寂静之海的光，缓缓落在傍晚的海面上，一层又一层，直到夜色完全降临',
		'ים השקט והאור היורד לאט על פני המים בערב, שכבה אחר שכבה',
	]) {
		it(`sets the year after the title, never over it: ${title.slice(0, 12)}...`, async () => {
			const { items } = await titled(title, 120)
			const year = items.find((i) => i.str.includes('2021'))!
			expect(year).toBeDefined()
			for (const other of items.filter((i) => i !== year)) expect(overlaps(year, other), other.str).toBe(false)
		})
	}

	it('breaks Chinese and Japanese between characters and a very long word where it overflows, inside the column', async () => {
		for (const title of ['寂静之海的光缓缓落在傍晚的海面上一层又一层直到夜色完全降临', `${'Ω'.repeat(80)} ים`]) {
			const { items } = await titled(title, 120)
			const caption = items.filter((i) => i.y < 841.89 - 100)
			expect(caption.length).toBeGreaterThan(2)
			for (const item of caption) expect(item.x + item.width, item.str).toBeLessThanOrEqual(64 + 120 + 0.5)
		}
	})
})

describe('heightOf', () => {
	it('gives the height write() takes, in every script', async () => {
		const doc = await createDocument({ title: 't', author: 'a', paper: 'a4' })
		for (const text of [
			'Tidal Ledger over several lines of a narrow column',
			'寂静之海的光缓缓落在傍晚的海面上',
			'ים השקט והאור היורד לאט',
		]) {
			const options = { width: 90, size: 8.5 }
			const bottom = write(doc, [{ text, italic: true }], { ...options, x: 64, y: 100 })
			expect(heightOf(doc, [{ text, italic: true }], options)).toBeCloseTo(bottom - 100, 1)
		}
	})
})

describe('boundText', () => {
	it('leaves ordinary text as it is', () => {
		expect(boundText('Layers of glaze laid over a season of mornings.')).toBe(
			'Layers of glaze laid over a season of mornings.',
		)
	})

	it('breaks a long word into pieces the line-breaker can place', () => {
		const bounded = boundText('x'.repeat(4 * WORD_PIECE_CHARS + 20))
		expect(bounded.split('\u200b')).toEqual([...Array(4).fill('x'.repeat(WORD_PIECE_CHARS)), 'x'.repeat(20)])
		// A link as documents print it stays whole.
		const link = `https://gallery.example.org/viewing-room/${'A'.repeat(32)}/${'tidal-ledger-'.repeat(3)}`
		expect(boundText(link)).toBe(link)
		// A piece never splits a character made of two UTF-16 units.
		expect(boundText('😀'.repeat(MAX_WORD_CHARS + 1)).split('\u200b')[0]).toBe('😀'.repeat(WORD_PIECE_CHARS))
		expect(boundText('x'.repeat(MAX_WORD_CHARS))).toBe('x'.repeat(MAX_WORD_CHARS))
	})

	it('cuts a text longer than MAX_TEXT_CHARS with an ellipsis', () => {
		const bounded = boundText('word '.repeat(10_000))
		expect(Array.from(bounded)).toHaveLength(MAX_TEXT_CHARS)
		expect(bounded.endsWith('…')).toBe(true)
	})
})

describe('long texts in other scripts', () => {
	// The work of setting a text is counted, not timed: the characters pdfkit is asked to measure. Breaking a long
	// word by measuring what is left of it for every line was quadratic (three seconds for one 10,000-letter word).
	it('measures a description of 3,000 Chinese characters or a 10,000-letter Hebrew word a few times over, not once per line', async () => {
		for (const text of ['寂静之海的光缓缓落在'.repeat(300), 'ש'.repeat(10_000)]) {
			const doc = await createDocument({ title: 't', author: 'a', paper: 'a4' })
			const measure = doc.widthOfString.bind(doc)
			let measured = 0
			doc.widthOfString = (string: string, options?: Parameters<typeof measure>[1]) => {
				measured += string.length
				return measure(string, options)
			}
			write(doc, text, { x: 64, y: 64, width: 250, size: 8.5, height: 500 })
			expect(measured).toBeLessThan(text.length * 100)
			await finish(doc)
		}
	})
})
