import { describe, expect, it } from 'vitest'
import { filterArtists, filterArtworks, filterExhibitions, initials, visibilityCounts } from './admin-filters.ts'

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
		const works = [
			{ title: 'Dusk', artist_name: 'A', description: '', medium: 'oil', year: 2020, artist_id: 3, is_visible: true },
		]
		expect(filterArtworks(works, new URLSearchParams('artist=3&year=2020')).filtered).toHaveLength(1)
		expect(filterArtworks(works, new URLSearchParams('artist=4')).filtered).toHaveLength(0)
	})
	it('counts and makes initials', () => {
		expect(visibilityCounts([{ is_visible: true }, { is_visible: false }])).toEqual({ total: 2, visible: 1, hidden: 1 })
		expect(initials('amara ngozi okafor')).toBe('AN')
		expect(initials('Cher')).toBe('C')
	})
})
