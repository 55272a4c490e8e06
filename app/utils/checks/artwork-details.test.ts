import { describe, expect, test } from 'vitest'
import { artworkDetailChecks } from './artwork-details.ts'

const work = (details: Partial<{ medium: string; size: string; height: number | null; width: number | null }>) => ({
	title: 'Blue Hour',
	texts: [],
	images: [],
	details: { medium: '', size: '', height: null, width: null, depth: null, ...details },
})

describe('artwork details', () => {
	test('no medium and no dimensions: two warnings, beside medium and height', () => {
		expect(artworkDetailChecks(work({})).map((c) => [c.code, c.field])).toEqual([
			['artwork-medium', 'medium'],
			['artwork-dimensions', 'height'],
		])
	})
	test('a medium and measurements (or a written size) pass', () => {
		expect(artworkDetailChecks(work({ medium: 'Oil on linen', height: 120, width: 90 }))).toEqual([])
		expect(artworkDetailChecks(work({ medium: 'Oil on linen', size: '120 × 90 cm' }))).toEqual([])
	})
	test('a record that is not an artwork is not asked', () => {
		expect(artworkDetailChecks({ title: 'x', texts: [], images: [] })).toEqual([])
	})
})
