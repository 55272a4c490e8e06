import { describe, expect, it } from 'vitest'
import { eagerWorks, worksColumns } from './artwork-card.tsx'

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
