import { describe, expect, it } from 'vitest'
import { formatFileSize, sniffImageType } from './image-type.ts'

const bytes = (...parts: (string | number[])[]) =>
	new Uint8Array(
		parts
			.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p))
			.concat(new Array(16).fill(0)),
	)

describe('sniffImageType', () => {
	it('recognises images by their first bytes', () => {
		expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
		expect(sniffImageType(bytes([0x89], 'PNG\r\n\x1a\n'))).toBe('image/png')
		expect(sniffImageType(bytes('GIF89a'))).toBe('image/gif')
		expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp')
		expect(sniffImageType(bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1'))).toBe('image/avif')
	})
	it('refuses SVG, HTML and anything else', () => {
		expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull()
		expect(sniffImageType(bytes('<!doctype html><script>'))).toBeNull()
		expect(sniffImageType(bytes([0, 0, 0, 0x18], 'ftypmp42'))).toBeNull()
		expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull()
	})
})

describe('formatFileSize', () => {
	it('uses Bytes, KB, MB and GB at base 1024 with up to 2 decimals', () => {
		expect(formatFileSize(0)).toBe('0 Bytes')
		expect(formatFileSize(512)).toBe('512 Bytes')
		expect(formatFileSize(1024)).toBe('1 KB')
		expect(formatFileSize(1536)).toBe('1.5 KB')
		expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB')
		expect(formatFileSize(1234567)).toBe('1.18 MB')
		expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB')
	})
})
