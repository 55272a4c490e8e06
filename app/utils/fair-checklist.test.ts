import { describe, expect, it } from 'vitest'
import { checklistChanges } from './fair-checklist.ts'

const title = (id: number) => `Work ${id}`
const w = (artwork_id: number, note = '') => ({ artwork_id, note })

describe('checklistChanges', () => {
	it('says nothing when the checklist is the same', () => {
		expect(checklistChanges([w(1), w(2)], [w(1), w(2)], title)).toEqual([])
	})
	it('names works added and removed, and notes changed', () => {
		expect(checklistChanges([w(1), w(2, 'crate 3')], [w(2, 'crate 4'), w(3)], title)).toEqual([
			'Added Work 3',
			'Removed Work 1',
			'Note changed on Work 2',
		])
	})
	it('says the order changed only when works that stayed moved', () => {
		expect(checklistChanges([w(1), w(2), w(3)], [w(1), w(3)], title)).toEqual(['Removed Work 2'])
		expect(checklistChanges([w(1), w(2)], [w(2), w(1)], title)).toEqual(['Order changed'])
	})
})
