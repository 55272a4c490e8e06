import { describe, expect, it } from 'vitest'
import { eagerWorks, leadWorks, worksColumns } from './artwork-card.tsx'

describe('worksColumns', () => {
	it('alternates works of one shape, left first, so they read across', () => {
		expect(worksColumns(Array(6).fill(1))).toEqual([0, 1, 0, 1, 0, 1])
	})

	it('puts each work under the column that ends higher', () => {
		// A tall work on the left: the next two landscape works both go right, then the left is shorter again.
		expect(worksColumns([0.25, 2, 2, 2, 2])).toEqual([0, 1, 1, 1, 1])
		expect(worksColumns([0.5, 2, 2, 2, 1])).toEqual([0, 1, 1, 1, 0])
	})

	it('keeps the tops in order: no work starts above the one before it', () => {
		const aspects = [0.6, 1.5, 0.8, 0.3, 2, 1, 1.33, 0.75, 0.5, 1.8]
		const columns = worksColumns(aspects)
		const bottoms = [0, 0]
		let previousTop = 0
		for (const [i, aspect] of aspects.entries()) {
			const top = bottoms[columns[i]!]!
			expect(top).toBeGreaterThanOrEqual(previousTop)
			previousTop = top
			bottoms[columns[i]!]! += 1 / aspect + 0.7
		}
	})
})

describe('eagerWorks', () => {
	it('loads the first four works and those near the top of either column at once', () => {
		expect([...eagerWorks(Array(8).fill(1))].sort((a, b) => a - b)).toEqual([0, 1, 2, 3])
		// Wide works are short: the third row still starts near the top.
		expect([...eagerWorks(Array(8).fill(4))].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5])
	})

	it('leaves lazy a work under a tall one', () => {
		const eager = eagerWorks([0.25, 1, 1, 1, 1, 1, 1])
		expect(eager.has(0) && eager.has(1) && eager.has(2) && eager.has(3)).toBe(true)
		expect(eager.has(5)).toBe(false)
	})

	it('never names a work that is not there', () => {
		expect([...eagerWorks([])]).toEqual([])
		expect([...eagerWorks([1, 1])].sort()).toEqual([0, 1])
	})
})

describe('leadWorks', () => {
	it('answers nothing for no works, and the one work for one', () => {
		expect(leadWorks([])).toBeNull()
		expect(leadWorks([1.5])).toEqual({ phone: 0, wide: 0 })
	})

	it('on a phone, takes the work showing the most image on the first screen: a tall one under a wide one', () => {
		// A square left; a panorama right, then a tall work under it (the right column ends higher): the tall one
		// shows 1.32 column widths of image, the square 1.
		expect(leadWorks([1, 3, 0.76, 1.2])?.phone).toBe(2)
		// A work too far down shows only its top on the first screen.
		expect(leadWorks([0.8, 0.8, 0.3])?.phone).toBe(0)
	})

	it('from 640 px, takes the widest work of the first row, and the first of equals', () => {
		expect(leadWorks([1, 3, 0.76, 1.2])?.wide).toBe(1)
		expect(leadWorks([0.8, 1.5, 1, 2])?.wide).toBe(1)
		expect(leadWorks([1, 1, 1])?.wide).toBe(0)
		// A wide panorama first fills the row alone: the works after it are not compared.
		expect(leadWorks([4, 0.5, 5])?.wide).toBe(0)
		expect(leadWorks([1, 2, 1, 3])?.wide).toBe(1)
	})
})
