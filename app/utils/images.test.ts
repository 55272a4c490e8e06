import { describe, expect, it } from 'vitest'
import {
	focalPosition,
	type ImageFacts,
	largestSrc,
	placeholderBackground,
	sizedSrc,
	toPublicImage,
	variantSrcSet,
	variantUrl,
	variantWidthsFor,
} from './images.ts'

const facts = (over: Partial<ImageFacts> = {}): ImageFacts => ({
	id: 7,
	width: 1300,
	height: 975,
	mime_type: 'image/jpeg',
	alt_text: '',
	focal_x: 0.5,
	focal_y: 0.5,
	placeholder: 'data:image/webp;base64,AAAA',
	...over,
})

describe('image variants', () => {
	it('offers the widths up to the original, none for GIFs or unknown sizes', () => {
		expect(variantWidthsFor(4000, 'image/jpeg')).toEqual([320, 640, 960, 1280, 1920])
		expect(variantWidthsFor(1300, 'image/png')).toEqual([320, 640, 960, 1280])
		expect(variantWidthsFor(200, 'image/jpeg')).toEqual([])
		expect(variantWidthsFor(4000, 'image/gif')).toEqual([])
		expect(variantWidthsFor(null, 'image/jpeg')).toEqual([])
	})

	it('builds one srcset per format and picks sizes for the img fallback', () => {
		const image = toPublicImage('/api/files/7', facts(), 'Title by Artist')!
		expect(variantUrl('/api/file/7', 640, 'avif')).toBe('/api/file/7?w=640&fm=avif')
		expect(variantSrcSet(image, 'avif')).toBe(
			'/api/file/7?w=320&fm=avif 320w, /api/file/7?w=640&fm=avif 640w, /api/file/7?w=960&fm=avif 960w, /api/file/7?w=1280&fm=avif 1280w',
		)
		expect(sizedSrc(image, 700)).toBe('/api/file/7?w=960&fm=webp')
		expect(largestSrc(image)).toBe('/api/file/7?w=1280&fm=webp')
	})

	it('leaves other URLs as they are', () => {
		const image = toPublicImage('https://example.com/a.jpg', null, 'Alt')!
		expect(image).toMatchObject({ id: null, widths: [], alt: 'Alt', width: null })
		expect(variantSrcSet(image, 'webp')).toBeUndefined()
		expect(largestSrc(image)).toBe('https://example.com/a.jpg')
		expect(toPublicImage('blob:http://x/1', null, 'Alt')).toBeNull()
	})
})

describe('alt text, focal point and placeholder', () => {
	it("uses staff's alt text, else the fallback", () => {
		expect(toPublicImage('/api/file/7', facts({ alt_text: '  Red squares  ' }), 'Fallback')!.alt).toBe('Red squares')
		expect(toPublicImage('/api/file/7', facts(), 'Title by Artist')!.alt).toBe('Title by Artist')
	})

	it('turns the focal point into object-position', () => {
		expect(focalPosition({ focalX: 0.25, focalY: 1 })).toBe('25% 100%')
		expect(focalPosition({ focalX: 0.333, focalY: 0 })).toBe('33.3% 0%')
	})

	it('paints the tiny placeholder image itself as the background, and has none without one', () => {
		const background = placeholderBackground(toPublicImage('/api/file/7', facts(), '')!)
		expect(background).toBe('url("data:image/webp;base64,AAAA")')
		expect(placeholderBackground(toPublicImage('/api/file/7', facts({ placeholder: '' }), '')!)).toBeUndefined()
		const crafted = 'data:image/webp;base64,AAAA");background:url("https://elsewhere.example/x'
		expect(placeholderBackground(toPublicImage('/api/file/7', facts({ placeholder: crafted }), '')!)).toBeUndefined()
	})
})
