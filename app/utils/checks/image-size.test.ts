import { describe, expect, test } from 'vitest'
import { imageSizeChecks } from './image-size.ts'

const subject = (width: number | null, height: number | null, large = true) => ({
	title: 'Blue Hour',
	texts: [],
	images: [{ field: 'images', url: '/api/file/1', alt: '', originalName: 'a.jpg', width, height, large }],
})

describe('image size', () => {
	test('under 1,200 pixels on the long side is a warning', () => {
		expect(imageSizeChecks(subject(1199, 800))).toEqual([
			{
				code: 'image-small',
				level: 'warning',
				field: 'images',
				message: 'The image is 1199 pixels on its long side, under 1,200: too small for deep zoom and print.',
				image: '/api/file/1',
			},
		])
	})
	test('1,200 on either side passes; unknown sizes say nothing', () => {
		expect(imageSizeChecks(subject(800, 1200))).toEqual([])
		expect(imageSizeChecks(subject(null, null))).toEqual([])
	})
	test('an image not shown large (a portrait, a cover) is not asked', () => {
		expect(imageSizeChecks(subject(600, 600, false))).toEqual([])
	})
})
