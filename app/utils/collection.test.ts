import { describe, expect, it } from 'vitest'
import {
	collectionCountLine,
	collectionHref,
	collectionRangeLine,
	distinctValues,
	filterCollection,
	hasActiveFilter,
	parseCollectionQuery,
} from './collection.ts'
import { type CollectionItem } from './collection.ts'
import { translatorFor } from './i18n/strings.ts'

const english = translatorFor('en')

const art = (title: string, artist_name: string, category: string, description = '', availability = 'available') => ({
	title,
	artist_name,
	category,
	description,
	availability,
})
const ALL = [
	art('Morning Field', 'Amara Okafor', 'Painting', 'Layered glazes of yellow'),
	art('Night Field', 'Amara Okafor', 'Painting', '', 'sold'),
	art('River Print', 'Mei Tanaka', 'Print', 'A woodcut of the river', 'reserved'),
	art('Bowl', 'Clara Vermeer', 'Ceramics', 'Stoneware'),
]
const q = (
	over: Partial<{ q: string; category: string; artist: string; availability: string; page: number }> = {},
) => ({
	q: '',
	category: '',
	artist: '',
	availability: '',
	page: 1,
	...over,
})

describe('parseCollectionQuery', () => {
	it('reads q, category, artist and page, trimming text', () => {
		expect(
			parseCollectionQuery(new URLSearchParams('q=%20field%20&category=Painting&artist=Amara+Okafor&page=2')),
		).toEqual({
			q: 'field',
			category: 'Painting',
			artist: 'Amara Okafor',
			availability: '',
			page: 2,
		})
	})
	it('reads a known availability and ignores any other', () => {
		expect(parseCollectionQuery(new URLSearchParams('availability=sold')).availability).toBe('sold')
		expect(parseCollectionQuery(new URLSearchParams('availability=cheap')).availability).toBe('')
	})
	it('falls back to page 1 and no filter for missing or bad values', () => {
		expect(parseCollectionQuery(new URLSearchParams('page=-3'))).toEqual(q())
		expect(parseCollectionQuery(new URLSearchParams('page=abc'))).toEqual(q())
	})
	it('caps very long search text', () => {
		expect(parseCollectionQuery(new URLSearchParams({ q: 'x'.repeat(5000) })).q).toHaveLength(200)
	})
})

describe('filterCollection', () => {
	it('returns everything without filters', () => {
		const result = filterCollection(ALL, q())
		expect(result).toMatchObject({ total: 4, matching: 4, page: 1, pageCount: 1 })
		expect(result.items).toHaveLength(4)
	})
	it('searches title, artist and description case-insensitively', () => {
		expect(filterCollection(ALL, q({ q: 'FIELD' })).items.map((a) => a.title)).toEqual(['Morning Field', 'Night Field'])
		expect(filterCollection(ALL, q({ q: 'tanaka' })).items.map((a) => a.title)).toEqual(['River Print'])
		expect(filterCollection(ALL, q({ q: 'stoneware' })).items.map((a) => a.title)).toEqual(['Bowl'])
	})
	it('filters by category and artist, combined with the search', () => {
		expect(filterCollection(ALL, q({ category: 'painting' })).matching).toBe(2)
		expect(filterCollection(ALL, q({ artist: 'Mei Tanaka' })).items.map((a) => a.title)).toEqual(['River Print'])
		expect(filterCollection(ALL, q({ category: 'Painting', q: 'morning' })).items.map((a) => a.title)).toEqual([
			'Morning Field',
		])
		expect(filterCollection(ALL, q({ category: 'Print', artist: 'Amara Okafor' })).items).toEqual([])
	})
	it('filters by availability', () => {
		expect(filterCollection(ALL, q({ availability: 'available' })).items.map((a) => a.title)).toEqual([
			'Morning Field',
			'Bowl',
		])
		expect(filterCollection(ALL, q({ availability: 'sold', q: 'field' })).items.map((a) => a.title)).toEqual([
			'Night Field',
		])
	})
	it('paginates and clamps a page past the end', () => {
		const many = Array.from({ length: 30 }, (_, i) => art(`Work ${i + 1}`, 'A', 'Painting'))
		const first = filterCollection(many, q(), 24)
		expect(first).toMatchObject({ page: 1, pageCount: 2, matching: 30, total: 30 })
		expect(first.items).toHaveLength(24)
		const second = filterCollection(many, q({ page: 2 }), 24)
		expect(second.items.map((a) => a.title)).toEqual(['Work 25', 'Work 26', 'Work 27', 'Work 28', 'Work 29', 'Work 30'])
		expect(filterCollection(many, q({ page: 9 }), 24).page).toBe(2)
		expect(filterCollection([], q(), 24)).toMatchObject({ page: 1, pageCount: 1, items: [], first: 0, last: 0 })
	})
	it("counts the matching works in 'Showing X of Y' and gives the page's range apart", () => {
		const many = Array.from({ length: 30 }, (_, i) => art(`Work ${i + 1}`, i < 10 ? 'A' : 'B', 'Painting'))
		const first = filterCollection(many, q(), 24)
		expect(collectionCountLine(first, english)).toBe('Showing 30 of 30 artworks')
		expect(collectionRangeLine(first, english)).toBe('Page 1 of 2, works 1–24')
		const second = filterCollection(many, q({ page: 2 }), 24)
		expect(collectionCountLine(second, english)).toBe('Showing 30 of 30 artworks')
		expect(collectionRangeLine(second, english)).toBe('Page 2 of 2, works 25–30')
		expect(collectionCountLine(filterCollection(many, q({ artist: 'A' }), 24), english)).toBe(
			'Showing 10 of 30 artworks',
		)
	})
	it('matches the title and description in the page’s language too, beside the default’s', () => {
		const works: CollectionItem[] = [
			{ ...art('Morning Field', 'Ada Okafor', 'Painting'), translations: { de: { title: 'Morgenfeld' } } },
			{ ...art('Blue Hour', 'Lukas Brenner', 'Print'), translations: { de: { description: 'Ein Abend am Fluss' } } },
		]
		const titles = (query: string, lang?: 'de' | 'fr') =>
			filterCollection(works, q({ q: query }), 24, lang).items.map((a) => a.title)
		expect(titles('morgen', 'de')).toEqual(['Morning Field'])
		expect(titles('fluss', 'de')).toEqual(['Blue Hour'])
		expect(titles('morning', 'de')).toEqual(['Morning Field'])
		expect(titles('brenner', 'de')).toEqual(['Blue Hour'])
		// Another language's texts, or none asked, are not searched.
		expect(titles('morgen')).toEqual([])
		expect(titles('morgen', 'fr')).toEqual([])
	})
})

describe('helpers', () => {
	it('lists distinct values, sorted, ignoring blanks and case duplicates', () => {
		expect(distinctValues(['Print', 'painting', ' ', 'Painting', 'Ceramics'])).toEqual([
			'Ceramics',
			'painting',
			'Print',
		])
	})
	it('knows when a filter is active', () => {
		expect(hasActiveFilter(q())).toBe(false)
		expect(hasActiveFilter(q({ artist: 'A' }))).toBe(true)
		expect(hasActiveFilter(q({ availability: 'sold' }))).toBe(true)
	})
	it('builds page links that keep the filters', () => {
		expect(collectionHref({ q: 'a b', category: '', artist: 'X', availability: '' }, 2)).toBe(
			'/collection?q=a+b&artist=X&page=2',
		)
		expect(collectionHref({ q: '', category: '', artist: '', availability: 'sold' }, 1)).toBe(
			'/collection?availability=sold',
		)
	})
})
