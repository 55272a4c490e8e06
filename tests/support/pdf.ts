import fs from 'node:fs'
import path from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { TMP_ROOT } from './server.ts'

/** A PDF read back as a reader's program would: its pages' text, sizes, fonts and metadata. */
export type ReadPdf = {
	/** Each page's text, size, and its runs of text with their type size in points. */
	pages: { text: string; width: number; height: number; runs: { text: string; size: number }[] }[]
	text: string
	title: string
	author: string
	fonts: string[]
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
	const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise
	const pages: ReadPdf['pages'] = []
	for (let i = 1; i <= doc.numPages; i++) {
		const page = await doc.getPage(i)
		const content = await page.getTextContent()
		const [, , width, height] = page.view as [number, number, number, number]
		let text = ''
		const runs: { text: string; size: number }[] = []
		for (const item of content.items) {
			if (!('str' in item)) continue
			text += item.str + (item.hasEOL ? '\n' : '')
			// The text matrix's vertical scale is the type size (unrotated text).
			if (item.str.trim())
				runs.push({ text: item.str, size: Math.round(Math.hypot(item.transform[2], item.transform[3]) * 10) / 10 })
		}
		pages.push({ text, width, height, runs })
	}
	const meta = await doc.getMetadata()
	const info = meta.info as Record<string, string>
	await doc.destroy()
	return {
		pages,
		text: pages.map((p) => p.text).join('\n'),
		title: info.Title ?? '',
		author: info.Author ?? '',
		fonts: embeddedFonts(bytes),
	}
}

/** The names of the fonts embedded in the file (a font only named, not embedded, has no FontFile). */
function embeddedFonts(bytes: Uint8Array): string[] {
	const raw = Buffer.from(bytes).toString('latin1')
	if (!/\/FontFile[23]? /.test(raw)) return []
	return [...new Set([...raw.matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([A-Za-z0-9-]+)/g)].map((m) => m[1]!))]
}

/** The text with its runs of white space made single spaces, to match phrases across line breaks. */
export function flat(text: string) {
	return text.replace(/\s+/g, ' ')
}

/** Keeps a PDF made by a test in tests/.tmp/pdf/ to look at (pdftoppm -r 60 -png). */
export function keepPdf(name: string, bytes: Uint8Array) {
	const folder = path.join(TMP_ROOT, 'pdf')
	fs.mkdirSync(folder, { recursive: true })
	fs.writeFileSync(path.join(folder, name), bytes)
}
