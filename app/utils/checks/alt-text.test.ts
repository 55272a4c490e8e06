import { describe, expect, test } from 'vitest'
import { altTextChecks } from './alt-text.ts'
import { type CheckImage, type CheckSubject } from './check.ts'

const image = (alt: string, originalName = 'IMG_2041.jpg'): CheckImage => ({
	field: 'images',
	url: '/api/file/1',
	alt,
	originalName,
	width: 3000,
	height: 2000,
	large: true,
})
const subject = (...images: CheckImage[]): CheckSubject => ({ title: 'Blue Hour', texts: [], images })

describe('alt text', () => {
	test('an image without alt text is a warning on its field', () => {
		expect(altTextChecks(subject(image('  ')))).toEqual([
			{
				code: 'image-alt-missing',
				level: 'warning',
				field: 'images',
				message: 'The image has no alt text.',
				image: '/api/file/1',
			},
		])
	})
	test('alt text repeating the title, the file name, or under 10 characters is weak', () => {
		const checks = altTextChecks(subject(image('blue-hour'), image('img 2041'), image('A boat')))
		expect(checks.map((c) => [c.code, c.message])).toEqual([
			['image-alt-weak', "Image 1's alt text only repeats the title: say what it shows."],
			['image-alt-weak', "Image 2's alt text only repeats the file name: say what it shows."],
			['image-alt-weak', "Image 3's alt text is under 10 characters: say what it shows."],
		])
	})
	test('alt text that says what the picture shows passes', () => {
		expect(altTextChecks(subject(image('A blue harbour at dawn, two boats moored')))).toEqual([])
	})
})
