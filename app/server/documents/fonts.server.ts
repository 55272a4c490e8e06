import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type * as Fontkit from 'fontkit'
import { onFirstUse } from '#app/server/on-first-use.server.ts'
import cyrillicExtItalic from '@fontsource/inter/files/inter-cyrillic-ext-400-italic.woff?inline'
import cyrillicExtRegular from '@fontsource/inter/files/inter-cyrillic-ext-400-normal.woff?inline'
import cyrillicItalic from '@fontsource/inter/files/inter-cyrillic-400-italic.woff?inline'
import cyrillicRegular from '@fontsource/inter/files/inter-cyrillic-400-normal.woff?inline'
import greekExtItalic from '@fontsource/inter/files/inter-greek-ext-400-italic.woff?inline'
import greekExtRegular from '@fontsource/inter/files/inter-greek-ext-400-normal.woff?inline'
import greekItalic from '@fontsource/inter/files/inter-greek-400-italic.woff?inline'
import greekRegular from '@fontsource/inter/files/inter-greek-400-normal.woff?inline'
import latinItalic from '@fontsource/inter/files/inter-latin-400-italic.woff?inline'
import latinRegular from '@fontsource/inter/files/inter-latin-400-normal.woff?inline'
import extItalic from '@fontsource/inter/files/inter-latin-ext-400-italic.woff?inline'
import extRegular from '@fontsource/inter/files/inter-latin-ext-400-normal.woff?inline'
import vietnameseItalic from '@fontsource/inter/files/inter-vietnamese-400-italic.woff?inline'
import vietnameseRegular from '@fontsource/inter/files/inter-vietnamese-400-normal.woff?inline'

/**
 * The fonts of the gallery's documents (docs/admin.md, 'Documents').
 *
 * The typeface is Inter, the site's own, in static cuts (a variable font's
 * outlines do not survive pdfkit's subsetting): Fontsource's Latin, Latin
 * Extended, Greek, Cyrillic and Vietnamese files, small enough to travel
 * inside the server build. What Inter lacks falls back, character by
 * character, along a chain of Noto fonts read from their packages the first
 * time a document needs them: Arabic, Hebrew, Chinese with Japanese kana,
 * Korean, and monochrome emoji. pdfkit embeds each font used as a subset of
 * the glyphs the document draws, so a Latin-only document carries only Inter.
 */

export type FontName = string

type Face = { name: FontName; load: () => Buffer }

function bytes(dataUrl: string) {
	return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
}
function inline(name: string, dataUrl: string): Face {
	return { name, load: () => bytes(dataUrl) }
}

const require = createRequire(import.meta.url)
// pdfkit's own font engine, loaded with the first document rather than at start (docs/architecture.md, "Start").
const fontkit = onFirstUse<typeof Fontkit>('fontkit')
/** A file of an installed package: its exported path, or (`beside`) a path beside its entry point, for packages that export no files. */
function packaged(name: string, specifier: string, beside?: string): Face {
	const file = () => (beside ? path.join(path.dirname(require.resolve(specifier)), beside) : require.resolve(specifier))
	return { name, load: () => fs.readFileSync(file()) }
}

/** Inter's cuts, in the order tried; the first is the document's default. */
const INTER: Record<'regular' | 'italic', Face[]> = {
	regular: [
		inline('regular', latinRegular),
		inline('ext-regular', extRegular),
		inline('greek-regular', greekRegular),
		inline('greek-ext-regular', greekExtRegular),
		inline('cyrillic-regular', cyrillicRegular),
		inline('cyrillic-ext-regular', cyrillicExtRegular),
		inline('vietnamese-regular', vietnameseRegular),
	],
	italic: [
		inline('italic', latinItalic),
		inline('ext-italic', extItalic),
		inline('greek-italic', greekItalic),
		inline('greek-ext-italic', greekExtItalic),
		inline('cyrillic-italic', cyrillicItalic),
		inline('cyrillic-ext-italic', cyrillicExtItalic),
		inline('vietnamese-italic', vietnameseItalic),
	],
}

/** The Noto fallbacks (no italic cuts: slanted text in these scripts is set upright). */
const NOTO: Face[] = [
	packaged('noto-arabic', '@embedpdf/fonts-arabic', '../fonts/NotoNaskhArabic-Regular.ttf'),
	packaged('noto-hebrew', '@embedpdf/fonts-hebrew', '../fonts/NotoSansHebrew-Regular.ttf'),
	// Simplified Chinese, with traditional forms, Japanese kana and kanji (in their Chinese shapes where they differ).
	packaged('noto-cjk', '@embedpdf/fonts-sc', '../fonts/NotoSansHans-Regular.otf'),
	packaged('noto-korean', '@embedpdf/fonts-kr', '../fonts/NotoSansKR-Regular.otf'),
	packaged('noto-emoji', '@fontsource/noto-emoji/files/noto-emoji-emoji-400-normal.woff'),
]

/** The document's own font, set where nothing else is asked for. */
export const DEFAULT_FONT: FontName = 'regular'
const INTER_NAMES = new Set([...INTER.regular, ...INTER.italic].map((f) => f.name))

export const FONT_CHAIN = { regular: [...INTER.regular, ...NOTO], italic: [...INTER.italic, ...NOTO] }

// Read once per process, on first use: the CJK files are several megabytes each.
const loaded = new Map<FontName, { bytes: Buffer; font: Fontkit.Font }>()
function open(face: Face) {
	let entry = loaded.get(face.name)
	if (!entry) {
		const data = face.load()
		entry = { bytes: data, font: fontkit().create(data) }
		loaded.set(face.name, entry)
	}
	return entry
}

/** The bytes of a font of the chain, for pdfkit's registerFont. */
export function fontBytes(name: FontName): Buffer {
	const face = [...FONT_CHAIN.regular, ...FONT_CHAIN.italic].find((f) => f.name === name)
	if (!face) throw new Error(`No document font ${name}`)
	return open(face).bytes
}

/** Marks, joiners and variation selectors belong to the character before them, in its font. */
const ATTACHED = /^(?:\p{M}|\u200c|\u200d|\ufe0e|\ufe0f)$/u
/** Spaces and punctuation stay in the font of the text around them when it has them (a phrase in Hebrew keeps its spaces). */
const NEUTRAL = /^[\s\p{P}\p{Zs}]$/u

function faceFor(char: string, chain: Face[]): Face | null {
	const code = char.codePointAt(0) ?? 0
	return chain.find((face) => open(face).font.hasGlyphForCodePoint(code)) ?? null
}

/** The text cut into runs that one font each can set, in order. */
export function fontRuns(text: string, italic: boolean): { text: string; font: FontName; inter: boolean }[] {
	const chain = italic ? FONT_CHAIN.italic : FONT_CHAIN.regular
	const runs: { text: string; font: FontName; inter: boolean }[] = []
	for (const char of text) {
		const last = runs.at(-1)
		const code = char.codePointAt(0) ?? 0
		const stay =
			last &&
			(ATTACHED.test(char) ||
				(NEUTRAL.test(char) && last.font !== chain[0]!.name && fontOf(last.font).hasGlyphForCodePoint(code)))
		const font = stay ? last.font : (faceFor(char, chain)?.name ?? last?.font ?? chain[0]!.name)
		if (last && last.font === font) last.text += char
		else runs.push({ text: char, font, inter: INTER_NAMES.has(font) })
	}
	return runs
}

/** The height above the baseline of a font's tallest letters, at this size. */
export function ascentOf(name: FontName, size: number) {
	const font = fontOf(name)
	return (font.ascent / font.unitsPerEm) * size
}

function fontOf(name: FontName) {
	const face = [...FONT_CHAIN.regular, ...FONT_CHAIN.italic].find((f) => f.name === name)!
	return open(face).font
}
