import { describe, expect, test } from 'vitest'
import { accentContrastChecks, appliedAccentColor, contrastWithWhite } from './accent-contrast.ts'

const identity = (accentColor: string) => ({ title: 'Identity', texts: [], images: [], accentColor })

describe('accent colour contrast', () => {
	test('the ratio is WCAG’s', () => {
		expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5)
		expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5)
		expect(contrastWithWhite('#767676')).toBeCloseTo(4.54, 2)
	})
	test('under 4.5:1 with white is a problem on the accent colour', () => {
		expect(accentContrastChecks(identity('#ffcc00'))).toEqual([
			{
				code: 'accent-contrast',
				level: 'problem',
				field: 'accent_color',
				message:
					"The accent colour's contrast with white is 1.51:1, under 4.5:1: text in it cannot be read. Choose a darker colour.",
			},
		])
		expect(accentContrastChecks(identity('#777777'))).toHaveLength(1)
	})
	test('4.5:1 or more, or the design’s own colour, passes', () => {
		expect(accentContrastChecks(identity('#767676'))).toEqual([])
		expect(accentContrastChecks(identity(''))).toEqual([])
	})
	test('a colour too light is not applied until that colour is published anyway', () => {
		expect(appliedAccentColor('#ffcc00', '')).toBe('')
		expect(appliedAccentColor('#ffcc00', '#ffcc00')).toBe('#ffcc00')
		expect(appliedAccentColor('#ffcc00', '#ffdd00')).toBe('')
		expect(appliedAccentColor('#767676', '')).toBe('#767676')
		expect(appliedAccentColor('', '#ffcc00')).toBe('')
	})
})
