import { describe, expect, it } from 'vitest'
import { ViewCache } from './views.ts'

describe('remembered views', () => {
	it('answers a view again while its stamp holds, and computes it anew when the stamp moves on', () => {
		const views = new ViewCache()
		let computed = 0
		const list = () => (computed++, [1, 2, 3])
		expect(views.get('a', '1', list)).toBe(views.get('a', '1', list))
		expect(computed).toBe(1)
		views.get('a', '2', list)
		expect(computed).toBe(2)
	})

	it('counts long keys in its bound, so views keyed by search text cannot pile up', () => {
		const views = new ViewCache(10_000)
		let computed = 0
		const empty = () => (computed++, [])
		const key = (i: number) => `collection:${String(i).padStart(8_000, 'x')}`
		for (let i = 0; i < 1_000; i++) views.get(key(i), '1', empty)
		computed = 0
		// Each view weighs about a thousand: only the last few are kept, the first ones went long ago.
		views.get(key(999), '1', empty)
		expect(computed).toBe(0)
		views.get(key(0), '1', empty)
		expect(computed).toBe(1)
	})
})
