// The little of fontkit (pdfkit's font engine) the documents use: which characters a font has.
declare module 'fontkit' {
	export interface Font {
		postscriptName: string
		ascent: number
		unitsPerEm: number
		hasGlyphForCodePoint(codePoint: number): boolean
	}
	export function create(buffer: Buffer): Font
}

// bidi-js ships no types: the calls the documents make.
declare module 'bidi-js' {
	export type EmbeddingLevels = { levels: Uint8Array; paragraphs: { start: number; end: number; level: number }[] }
	export type Bidi = {
		getEmbeddingLevels(text: string, direction?: 'ltr' | 'rtl'): EmbeddingLevels
		getReorderSegments(text: string, levels: EmbeddingLevels, start?: number, end?: number): [number, number][]
		getMirroredCharacter(char: string): string | null
	}
	export default function bidiFactory(): Bidi
}
