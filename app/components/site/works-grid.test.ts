import { describe, expect, it } from 'vitest'
import { eagerWorks } from './artwork-card.tsx'

describe('eagerWorks', () => {
	it('loads the first four works and those at the top of the second column at once', () => {
		// Eight works of one shape: the second column starts with the fifth.
		expect([...eagerWorks(Array(8).fill(1))].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5])
		// Twenty-four: the second column starts with the thirteenth.
		expect([...eagerWorks(Array(24).fill(1))].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 11, 12, 13])
	})

	it('finds the column break by height: tall works early move it forward', () => {
		const aspects = [0.25, 0.25, 0.25, ...Array(21).fill(2)]
		const eager = eagerWorks(aspects)
		expect(eager.has(12)).toBe(false)
		expect(Math.max(...eager)).toBeLessThan(12)
	})

	it('never names a work that is not there', () => {
		expect([...eagerWorks([])]).toEqual([])
		expect([...eagerWorks([1, 1])].sort()).toEqual([0, 1])
	})
})
