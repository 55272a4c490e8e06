import { describe, expect, it } from 'vitest'
import { artGalleryLd, exhibitionEventLd, jsonLdHtml, personLd, visualArtworkLd } from './structured-data.ts'

/** What a search engine gets: the object serialised and parsed back. */
const roundTrip = (value: object) => JSON.parse(JSON.stringify(value))

const artwork = {
	url: 'https://gallery.example.org/artwork/morning-field',
	name: 'Morning Field',
	images: ['https://gallery.example.org/api/file/1'],
	description: 'Layered glazes',
	artist: { name: 'Amara Okafor', url: 'https://gallery.example.org/artist/amara-okafor' },
	year: 2024,
	medium: 'Oil on canvas',
	edition: 'Edition of 12 + 2 AP',
	dimensions: { height: 60, width: 80, depth: null, dimension_unit: 'cm' as const },
	offer: { price: 12000, currency: 'EUR', availability: 'InStock' as const },
}

describe('JSON-LD', () => {
	it('describes an artwork as a VisualArtwork with its creator, dimensions and offer', () => {
		const ld = roundTrip(visualArtworkLd(artwork))
		expect(ld['@context']).toBe('https://schema.org')
		expect(ld['@type']).toBe('VisualArtwork')
		expect(ld).toMatchObject({
			name: 'Morning Field',
			url: artwork.url,
			image: artwork.images,
			dateCreated: '2024',
			artMedium: 'Oil on canvas',
			artEdition: 'Edition of 12 + 2 AP',
			creator: { '@type': 'Person', name: 'Amara Okafor', url: artwork.artist.url },
			height: { '@type': 'QuantitativeValue', value: 60, unitCode: 'CMT' },
			width: { '@type': 'QuantitativeValue', value: 80, unitCode: 'CMT' },
			offers: {
				'@type': 'Offer',
				price: 12000,
				priceCurrency: 'EUR',
				availability: 'https://schema.org/InStock',
			},
		})
		expect(ld.depth).toBeUndefined()
		expect(ld.creator['@context']).toBeUndefined()
	})
	it('leaves offers out when the price is not public, and unknown values out entirely', () => {
		const ld = roundTrip(
			visualArtworkLd({
				...artwork,
				offer: null,
				edition: '',
				year: null,
				dimensions: { height: 10, width: null, depth: null, dimension_unit: 'in' },
			}),
		)
		expect(ld.offers).toBeUndefined()
		expect(ld.artEdition).toBeUndefined()
		expect(ld.dateCreated).toBeUndefined()
		expect(ld.height).toMatchObject({ value: 10, unitCode: 'INH' })
	})
	it('describes an exhibition as an ExhibitionEvent at a Place', () => {
		const ld = roundTrip(
			exhibitionEventLd({
				url: 'https://gallery.example.org/exhibition/colour-as-place',
				name: 'Colour as Place',
				description: 'Paintings',
				startDate: '2026-05-01T18:00:00.000Z',
				endDate: '2026-06-30T18:00:00.000Z',
				images: ['https://gallery.example.org/api/file/9'],
				location: { name: 'Meridian Gallery, Main Hall', address: '12 Printworks Lane' },
				performers: [{ name: 'Amara Okafor' }],
			}),
		)
		expect(ld).toMatchObject({
			'@type': 'ExhibitionEvent',
			name: 'Colour as Place',
			startDate: '2026-05-01T18:00:00.000Z',
			endDate: '2026-06-30T18:00:00.000Z',
			location: { '@type': 'Place', name: 'Meridian Gallery, Main Hall', address: '12 Printworks Lane' },
			image: ['https://gallery.example.org/api/file/9'],
			performer: [{ '@type': 'Person', name: 'Amara Okafor' }],
		})
	})
	it('describes an artist as a Person and the gallery as an ArtGallery', () => {
		expect(roundTrip(personLd({ name: 'Mei Tanaka', jobTitle: 'Printmaking', sameAs: [] }))).toEqual({
			'@context': 'https://schema.org',
			'@type': 'Person',
			name: 'Mei Tanaka',
			jobTitle: 'Printmaking',
		})
		expect(
			roundTrip(
				artGalleryLd({
					name: 'Meridian Gallery',
					url: 'https://gallery.example.org/',
					address: '12 Printworks Lane',
					email: 'hello@meridian.example',
					telephone: '+44 20 7946 0321',
				}),
			),
		).toEqual({
			'@context': 'https://schema.org',
			'@type': 'ArtGallery',
			name: 'Meridian Gallery',
			url: 'https://gallery.example.org/',
			address: '12 Printworks Lane',
			email: 'hello@meridian.example',
			telephone: '+44 20 7946 0321',
		})
	})
	it('escapes the script text so no value can end the script', () => {
		const value = { name: '</script><script>alert(1)</script> & \u2028' }
		const html = jsonLdHtml(value)
		expect(html).not.toMatch(/[<>&\u2028]/)
		expect(JSON.parse(html)).toEqual(value)
	})
})
