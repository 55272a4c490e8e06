import { describe, expect, it } from 'vitest'
import { mergeThreeWay } from './merge.ts'

describe('the three-way merge of "Save mine anyway"', () => {
	const base = { id: 1, version: 1, title: 'Morning Field', price: 39000, medium: 'Oil', updated_at: 'a' }

	it('writes only the fields I changed and keeps theirs for the rest', () => {
		const theirs = { ...base, version: 2, price: 41000, updated_at: 'b' }
		const mine = { ...base, version: 2, title: 'Morning Field II', updated_at: 'c' }
		const result = mergeThreeWay(base, mine, theirs, { picks: {} })
		expect(result.merged).toEqual({ ...base, version: 2, title: 'Morning Field II', price: 41000, updated_at: 'c' })
		expect(result.clashes).toEqual([])
		expect(result.unresolved).toEqual([])
	})

	it('asks about each field both changed to different values, and takes the pick', () => {
		const theirs = { ...base, price: 41000, medium: 'Oil on linen' }
		const mine = { ...base, price: 45000, medium: 'Oil on linen', title: 'Dawn' }
		const unpicked = mergeThreeWay(base, mine, theirs)
		expect(unpicked.clashes).toEqual([{ field: 'price', mine: 45000, theirs: 41000 }])
		expect(unpicked.unresolved).toEqual(['price'])
		expect(mergeThreeWay(base, mine, theirs, { picks: { price: 'theirs' } }).merged).toMatchObject({
			price: 41000,
			medium: 'Oil on linen',
			title: 'Dawn',
		})
		expect(mergeThreeWay(base, mine, theirs, { picks: { price: 'mine' } }).merged.price).toBe(45000)
	})

	it('compares lists and objects by value', () => {
		const b = { tags: ['a', 'b'], items: [{ id: 1, note: '' }] }
		const theirs = { tags: ['a', 'b', 'c'], items: [{ id: 1, note: '' }] }
		const mine = { tags: ['a', 'b'], items: [{ id: 1, note: 'Mine' }] }
		expect(mergeThreeWay(b, mine, theirs).merged).toEqual({ tags: ['a', 'b', 'c'], items: [{ id: 1, note: 'Mine' }] })
	})

	it('moves a derived field with the field it follows', () => {
		const b = { artist_id: 1, artist_name: 'Ada' }
		const theirs = { artist_id: 2, artist_name: 'Bo' }
		const mine = { artist_id: 3, artist_name: 'Cy' }
		const follows = { artist_name: 'artist_id' }
		const asked = mergeThreeWay(b, mine, theirs, { follows })
		expect(asked.clashes.map((c) => c.field)).toEqual(['artist_id'])
		expect(mergeThreeWay(b, mine, theirs, { follows, picks: { artist_id: 'mine' } }).merged).toEqual(mine)
		expect(mergeThreeWay(b, mine, theirs, { follows, picks: { artist_id: 'theirs' } }).merged).toEqual(theirs)
	})

	it('without the base (its revision no longer kept) asks about every field that differs', () => {
		const theirs = { ...base, price: 41000 }
		const mine = { ...base, title: 'Dawn' }
		expect(mergeThreeWay(null, mine, theirs).unresolved).toEqual(['title', 'price'])
	})
})
