import latinItalic from '@fontsource/inter/files/inter-latin-400-italic.woff?inline'
import latinRegular from '@fontsource/inter/files/inter-latin-400-normal.woff?inline'
import extItalic from '@fontsource/inter/files/inter-latin-ext-400-italic.woff?inline'
import extRegular from '@fontsource/inter/files/inter-latin-ext-400-normal.woff?inline'

/**
 * The one typeface of the gallery's documents: Inter, the site's own (SIL Open
 * Font License, in the package), in static cuts (a variable font's
 * outlines do not survive pdfkit's subsetting). The files are Fontsource's
 * Latin and Latin Extended subsets; the text of a document picks, character by
 * character, the subset that has it (fontFor). The bytes travel inside the
 * server build, so no path has to be found at run time.
 */
function bytes(dataUrl: string) {
	return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
}

export const FONT_FILES = {
	regular: bytes(latinRegular),
	italic: bytes(latinItalic),
	'ext-regular': bytes(extRegular),
	'ext-italic': bytes(extItalic),
} as const
export type FontName = keyof typeof FONT_FILES

/**
 * Whether the Latin subset lacks a character that Latin Extended has (Ł, ő,
 * ş, ...). Fontsource's Latin subset covers U+0000-00FF, the punctuation block
 * and the euro sign; Latin Extended covers U+0100-024F and U+1E00-1EFF.
 */
export function needsExtended(char: string): boolean {
	const code = char.codePointAt(0) ?? 0
	if (code === 0x131 || code === 0x152 || code === 0x153) return false
	return (code >= 0x100 && code <= 0x24f) || (code >= 0x1e00 && code <= 0x1eff)
}

/** The text cut into runs that one font each can set, in order. */
export function fontRuns(text: string, italic: boolean): { text: string; font: FontName }[] {
	const runs: { text: string; font: FontName }[] = []
	for (const char of text) {
		const font: FontName = needsExtended(char) ? (italic ? 'ext-italic' : 'ext-regular') : italic ? 'italic' : 'regular'
		const last = runs.at(-1)
		if (last && last.font === font) last.text += char
		else runs.push({ text: char, font })
	}
	return runs
}
