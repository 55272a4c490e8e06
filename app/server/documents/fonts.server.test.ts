import { describe, expect, it } from 'vitest'
import { fontBytes, fontRuns } from './fonts.server.ts'

describe('document fonts', () => {
	it('carries Inter as WOFF files and finds the Noto fallbacks in their packages', () => {
		for (const name of ['regular', 'italic', 'greek-regular', 'cyrillic-italic', 'noto-emoji'])
			expect(fontBytes(name).subarray(0, 4).toString('latin1')).toBe('wOFF')
		expect(fontBytes('noto-cjk').subarray(0, 4).toString('latin1')).toBe('OTTO')
		expect(fontBytes('noto-hebrew').readUInt32BE(0)).toBe(0x10000)
	})
	it("sets each character in the first font of the chain that has it, Inter's cuts first", () => {
		const names = (text: string, italic = false) => fontRuns(text, italic).map((r) => [r.text, r.font])
		expect(names('Zoé Łukasz')).toEqual([
			['Zoé ', 'regular'],
			['Ł', 'ext-regular'],
			['ukasz', 'regular'],
		])
		expect(names('Untitled', true)).toEqual([['Untitled', 'italic']])
		expect(names('Ωκεανός')).toEqual([['Ωκεανός', 'greek-regular']])
		expect(names('Море', true)).toEqual([['Море', 'cyrillic-italic']])
		// A phrase in a fallback script keeps its spaces and marks in its own font.
		expect(names('שָׁלוֹם עולם, 2021')).toEqual([
			['שָׁלוֹם עולם', 'noto-hebrew'],
			[', 2021', 'regular'],
		])
		expect(names('海 と 空')[0]).toEqual(['海 と 空', 'noto-cjk'])
		expect(names('바다')).toEqual([['바다', 'noto-korean']])
		expect(names('بحر')).toEqual([['بحر', 'noto-arabic']])
		expect(names('🌊')).toEqual([['🌊', 'noto-emoji']])
	})
})
