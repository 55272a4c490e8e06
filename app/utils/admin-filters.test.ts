import { describe, expect, it } from 'vitest'
import { filterArtists, filterArtworks, filterEnquiries, filterExhibitions, visibilityCounts } from './admin-filters.ts'

const ex = (over: Partial<Parameters<typeof filterExhibitions>[0][number]>) => ({
	title: 'T',
	description: '',
	location: '',
	curator: '',
	status: 'upcoming',
	is_visible: true,
	...over,
})

describe('admin filters', () => {
	it('searches exhibitions case-insensitively over title, description, location and curator', () => {
		const list = [
			ex({ title: 'Woven Time' }),
			ex({ curator: 'Lena Park' }),
			ex({ location: 'Room 2', status: 'past', is_visible: false }),
		]
		expect(filterExhibitions(list, new URLSearchParams('q=WOVEN')).filtered).toHaveLength(1)
		expect(filterExhibitions(list, new URLSearchParams('q=lena')).filtered).toHaveLength(1)
		expect(filterExhibitions(list, new URLSearchParams('status=past')).filtered).toHaveLength(1)
		expect(filterExhibitions(list, new URLSearchParams('visibility=hidden')).filtered).toHaveLength(1)
		expect(filterExhibitions(list, new URLSearchParams('')).active).toBe(false)
		expect(filterExhibitions(list, new URLSearchParams('status=bogus')).filters.status).toBe('all')
	})
	it('filters artists and artworks', () => {
		const artists = [{ name: 'Amara Okafor', specialty: 'Painting', bio: 'x', is_visible: true }]
		expect(filterArtists(artists, new URLSearchParams('q=okafor&specialty=Painting')).filtered).toHaveLength(1)
		expect(filterArtists(artists, new URLSearchParams('visibility=hidden')).filtered).toHaveLength(0)
		const work = { title: 'Dusk', artist_name: 'A', description: '', medium: 'oil', year: 2020, artist_id: 3 }
		const works = [
			{ ...work, is_visible: true, availability: 'available' },
			{ ...work, title: 'Dawn', is_visible: true, availability: 'sold' },
		]
		expect(filterArtworks(works, new URLSearchParams('artist=3&year=2020')).filtered).toHaveLength(2)
		expect(filterArtworks(works, new URLSearchParams('artist=4')).filtered).toHaveLength(0)
		const sold = filterArtworks(works, new URLSearchParams('availability=sold'))
		expect(sold.filtered.map((w) => w.title)).toEqual(['Dawn'])
		expect(sold.active).toBe(true)
	})
	it('finds artworks by stock number and by any part of their location, without regard to case', () => {
		const work = { title: 'Dusk', artist_name: 'A', description: '', medium: 'oil', year: 2020, artist_id: 3 }
		const works = [
			{ ...work, is_visible: true, availability: 'available', stock_number: 'AO-0007', location: 'Main store, rack B' },
			{
				...work,
				title: 'Dawn',
				is_visible: true,
				availability: 'sold',
				stock_number: 'BE-0001',
				location: 'With the framer',
			},
		]
		const titles = (query: string) => filterArtworks(works, new URLSearchParams(query)).filtered.map((w) => w.title)
		expect(titles('q=ao-0007')).toEqual(['Dusk'])
		expect(titles('location=RACK')).toEqual(['Dusk'])
		expect(titles('location=framer&q=be-')).toEqual(['Dawn'])
		expect(titles('location=attic')).toEqual([])
		expect(filterArtworks(works, new URLSearchParams('location=rack')).active).toBe(true)
		expect(filterArtworks(works, new URLSearchParams('location=')).active).toBe(false)
	})
	it("searches and filters enquiries, the work's title included", () => {
		const enquiries = [
			{ name: 'Ada', email: 'ada@example.com', phone: '', message: 'Is it framed?', status: 'new', title: 'Dusk' },
			{ name: 'Ben', email: 'ben@example.com', phone: '+44 1', message: 'Price?', status: 'replied', title: 'Dawn' },
		]
		const title = (e: { title: string }) => e.title
		expect(filterEnquiries(enquiries, new URLSearchParams('q=framed'), title).filtered).toHaveLength(1)
		expect(filterEnquiries(enquiries, new URLSearchParams('q=dawn'), title).filtered.map((e) => e.name)).toEqual([
			'Ben',
		])
		expect(filterEnquiries(enquiries, new URLSearchParams('status=new'), title).filtered.map((e) => e.name)).toEqual([
			'Ada',
		])
		expect(filterEnquiries(enquiries, new URLSearchParams('status=bogus'), title).filters.status).toBe('')
	})
	it('counts visibility', () => {
		expect(visibilityCounts([{ is_visible: true }, { is_visible: false }])).toEqual({ total: 2, visible: 1, hidden: 1 })
	})
})
