import { describe, expect, test } from 'vitest'
import { paragraphChecks } from './paragraphs.ts'

const text = (t: string, paragraphs = true) => ({
	title: 'x',
	texts: [{ field: 'description', text: t, paragraphs }],
	images: [],
})

describe('paragraph breaks', () => {
	test('over 300 characters in one block is a warning', () => {
		expect(paragraphChecks(text('word '.repeat(61)))).toEqual([
			{
				code: 'text-no-paragraphs',
				level: 'warning',
				field: 'description',
				message: 'Over 300 characters in one block: break it into paragraphs.',
			},
		])
	})
	test('a break, 300 characters or fewer, or a short field: nothing', () => {
		expect(paragraphChecks(text(`${'word '.repeat(40)}\n\n${'word '.repeat(40)}`))).toEqual([])
		expect(paragraphChecks(text('x'.repeat(300)))).toEqual([])
		expect(paragraphChecks(text('word '.repeat(100), false))).toEqual([])
	})
})
