import { describe, expect, it } from 'vitest'
import { type Artist, type Artwork, type Exhibition } from '#app/schemas/records.ts'
import { type ImageFacts, type ImageLookup } from '#app/utils/images.ts'
import {
	absoluteUrl,
	artistOfArtwork,
	artworkImages,
	cleanImages,
	joinLink,
	resolveArtists,
	toExhibitionCard,
} from './card-data.ts'

const artist = (id: number, name: string, is_visible = true): Artist => ({
	id,
	version: 1,
	slug: name.toLowerCase().replace(/ /g, '-'),
	name,
	specialty: '',
	bio: '',
	profile_image: `/api/file/${id}`,
	sort_name: '',
	dates: '',
	social_media: {},
	assigned_artworks: [],
	is_visible,
	publish_at: null,
	stock_prefix: '',
	translations: {},
	created_at: '2026-01-01T00:00:00.000Z',
	updated_at: '2026-01-01T00:00:00.000Z',
})

/** Every /api/file/{id} URL is a stored 1200 x 900 JPEG; id 1 has alt text. */
const lookup: ImageLookup = (url) => {
	const id = Number(/\/api\/file\/(\d+)$/.exec(url)?.[1])
	if (!id) return null
	const facts: ImageFacts = {
		id,
		width: 1200,
		height: 900,
		mime_type: 'image/jpeg',
		alt_text: id === 1 ? 'A portrait in blue' : '',
		focal_x: 0.5,
		focal_y: 0.5,
		placeholder: '',
	}
	return facts
}

describe('images', () => {
	it('drops blob:, blank and duplicate URLs', () => {
		expect(cleanImages(['/api/file/1', 'blob:http://x/1', '', null, '/api/file/1', 'https://e.example/a.jpg'])).toEqual(
			['/api/file/1', 'https://e.example/a.jpg'],
		)
	})
	it('puts the featured image first', () => {
		expect(artworkImages({ images: ['/api/file/1', '/api/file/2'], featured_image: '/api/file/2' })).toEqual([
			'/api/file/2',
			'/api/file/1',
		])
		expect(artworkImages({ images: ['blob:x'], featured_image: '' })).toEqual([])
	})
	it('makes og:image absolute', () => {
		expect(absoluteUrl('https://g.example', '/api/file/3')).toBe('https://g.example/api/file/3')
		expect(absoluteUrl('https://g.example', '')).toBeUndefined()
	})
})

describe('exhibition cards', () => {
	const base = {
		cta_link: '',
		gallery_images: ['/api/file/1', '/api/file/2'],
		featured_image: '',
	} as unknown as Exhibition
	it('joins through the open call link when set, else the contact page', () => {
		expect(joinLink({ cta_link: 'https://example.com/call' })).toBe('https://example.com/call')
		expect(joinLink({ cta_link: '' })).toBe('/contact')
		expect(joinLink({ cta_link: 'javascript:alert(1)' })).toBe('/contact')
	})
	it('counts gallery images and falls back to the first one as featured', () => {
		expect(toExhibitionCard(base, lookup, 'en-US', new Map())).toMatchObject({
			image_count: 2,
			featured_image: { src: '/api/file/1', id: 1, width: 1200, widths: [320, 640, 960] },
			join_link: '/contact',
		})
	})
	it('falls back to the first visible work in the show with an image, else to no picture at all', () => {
		const show = { ...base, gallery_images: [], assigned_artworks: ['7', '8', '9'] } as unknown as Exhibition
		const works = new Map(
			[
				{ id: 8, images: ['/api/file/3'] },
				{ id: 9, images: ['/api/file/2'] },
			].map((w) => [String(w.id), w as unknown as Artwork]),
		)
		// Work 7 is not visible (not in the list): work 8, the next in the show's order, gives the picture.
		expect(toExhibitionCard(show, lookup, 'en-US', works).featured_image).toMatchObject({ src: '/api/file/3' })
		expect(toExhibitionCard(show, lookup, 'en-US', new Map()).featured_image).toBeNull()
	})
})

describe('artists of exhibitions and artworks', () => {
	const all = [artist(1, 'Amara Okafor'), artist(2, 'Hidden Person', false)]
	it('links visible artists only and names unknown ids', () => {
		const [visible, hidden, unknown] = resolveArtists(['1', '2', '9'], all, lookup)
		expect(visible).toMatchObject({ name: 'Amara Okafor', slug: 'amara-okafor', image: { src: '/api/file/1' } })
		// Staff's alt text wins over the name.
		expect(visible!.image!.alt).toBe('A portrait in blue')
		expect(hidden).toEqual({ name: 'Hidden Person', slug: null, image: null })
		expect(unknown).toEqual({ name: 'Artist 9', slug: null, image: null })
	})
	it('finds an artwork artist by id, else by name', () => {
		expect(artistOfArtwork({ artist_id: 1, artist_name: 'Amara Okafor' }, all, lookup)?.slug).toBe('amara-okafor')
		expect(artistOfArtwork({ artist_id: null, artist_name: 'Hidden Person' }, all, lookup)).toEqual({
			name: 'Hidden Person',
			slug: null,
			image: null,
		})
		expect(artistOfArtwork({ artist_id: null, artist_name: 'Someone' }, all, lookup)).toEqual({
			name: 'Someone',
			slug: null,
			image: null,
		})
		expect(artistOfArtwork({ artist_id: null, artist_name: '' }, all, lookup)).toBeNull()
	})
})
