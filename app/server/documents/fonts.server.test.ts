import { describe, expect, it } from 'vitest'
import { FONT_FILES, fontRuns } from './fonts.server.ts'

describe('document fonts', () => {
	it('carries the four static cuts as WOFF files', () => {
		for (const file of Object.values(FONT_FILES)) expect(file.subarray(0, 4).toString('latin1')).toBe('wOFF')
	})
	it('sets Latin Extended letters from their own subset, the rest from Latin', () => {
		expect(fontRuns('Zoé Łukasz', false)).toEqual([
			{ text: 'Zoé ', font: 'regular' },
			{ text: 'Ł', font: 'ext-regular' },
			{ text: 'ukasz', font: 'regular' },
		])
		expect(fontRuns('Untitled', true)).toEqual([{ text: 'Untitled', font: 'italic' }])
	})
})
