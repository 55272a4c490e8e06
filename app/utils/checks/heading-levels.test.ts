import { describe, expect, test } from 'vitest'
import { headingLevelChecks } from './heading-levels.ts'

const text = (t: string) => ({ title: 'About', texts: [{ field: 'content', text: t }], images: [] })

describe('heading levels', () => {
	test('a heading that skips a level is a warning', () => {
		expect(headingLevelChecks(text('## Visiting\nOpen daily.\n#### Access\nStep-free.'))).toEqual([
			{
				code: 'heading-skip',
				level: 'warning',
				field: 'content',
				message: 'The heading "Access" is level 4 after level 2: use level 3.',
			},
		])
	})
	test('a first heading below level 2 skips from the page title', () => {
		expect(headingLevelChecks(text('### Visiting'))).toHaveLength(1)
	})
	test('headings in order, going back up, or none: nothing', () => {
		expect(headingLevelChecks(text('## A\n### B\n## C\n### D\n#### E'))).toEqual([])
		expect(headingLevelChecks(text('Just words, #1 of 3.'))).toEqual([])
	})
})
