import { describe, expect, it } from 'vitest'
import { moveItem, moveOneStep } from './list-order.ts'

describe('moving an item of a chosen list', () => {
	it('moves one place up or down, and leaves the list as it was at its ends or for an unknown item', () => {
		expect(moveOneStep([6, 1, 2], 1, 'up')).toEqual([1, 6, 2])
		expect(moveOneStep([6, 1, 2], 1, 'down')).toEqual([6, 2, 1])
		expect(moveOneStep([6, 1, 2], 6, 'up')).toEqual([6, 1, 2])
		expect(moveOneStep([6, 1, 2], 2, 'down')).toEqual([6, 1, 2])
		expect(moveOneStep([6, 1, 2], 9, 'up')).toEqual([6, 1, 2])
		expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b'])
	})
})
