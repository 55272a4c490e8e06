import { describe, expect, it } from 'vitest'
import { LazyList } from './lazy-list.ts'
import { pageOf } from './pagination.ts'

describe('LazyList', () => {
	const records = new Map([1, 2, 3, 4, 5].map((id) => [id, { id, name: `r${id}` }]))

	it('reads only the items of the page asked for, in the order of its ids', () => {
		const read: number[] = []
		const list = new LazyList([5, 4, 3, 2, 1], (id) => (read.push(id), records.get(id)))
		const page = pageOf(list, 2, 2)
		expect(page).toEqual({ items: [records.get(3), records.get(2)], page: 2, pageCount: 3, matching: 5 })
		expect(read).toEqual([3, 2])
	})

	it('leaves out an item gone since its ids were taken, maps as it reads, and filters keeping ids only', () => {
		const list = new LazyList([5, 9, 4], (id) => records.get(id))
		expect(list.slice(0, 3).map((r) => r.id)).toEqual([5, 4])
		expect([...list.map((r) => r.name)]).toEqual(['r5', 'r4'])
		const even = list.filter((r) => r.id % 2 === 0)
		expect(even.ids).toEqual([4])
		expect(even.length).toBe(1)
	})
})
