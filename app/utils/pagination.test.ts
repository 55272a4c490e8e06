import { describe, expect, it } from 'vitest'
import { filterKey, pageOf, readPage } from './pagination.ts'

describe('pagination', () => {
	it('cuts a page out of a list and clamps the page number', () => {
		const list = Array.from({ length: 120 }, (_, i) => i)
		expect(pageOf(list, 1, 50)).toMatchObject({ page: 1, pageCount: 3, matching: 120 })
		expect(pageOf(list, 3, 50).items).toEqual(list.slice(100))
		expect(pageOf(list, 9, 50).page).toBe(3)
		expect(pageOf([], 4, 50)).toEqual({ items: [], page: 1, pageCount: 1, matching: 0 })
	})
	it('reads the page parameter leniently', () => {
		expect(readPage('2')).toBe(2)
		expect(readPage('0')).toBe(1)
		expect(readPage('x')).toBe(1)
		expect(readPage(null)).toBe(1)
	})
	it('keys the filters by name, not by their order in the URL', () => {
		const names = ['q', 'year']
		expect(filterKey(new URLSearchParams('year=2020&q=a&page=3'), names)).toBe(
			filterKey(new URLSearchParams('q=a &year=2020'), names),
		)
	})
})
