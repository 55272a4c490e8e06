import { describe, expect, it } from 'vitest'
import { createPageStore } from './page-store.server.ts'

const sized = (name: string, bytes: number) => ({ name, bytes })

describe('the page store', () => {
	it('keeps the sum of sizes within the bound, dropping the least recently used first', () => {
		const lru = createPageStore<ReturnType<typeof sized>>(100)
		const a = sized('A', 40)
		lru.set('a', a)
		lru.set('b', sized('B', 40))
		expect(lru.get('a')).toBe(a) // a is now the most recently used
		lru.set('c', sized('C', 40))
		expect(lru.peek('b')).toBeUndefined()
		expect(lru.peek('a')?.name).toBe('A')
		expect(lru.peek('c')?.name).toBe('C')
		expect(lru.bytes).toBe(80)
		expect(lru.count).toBe(2)
	})

	it('stays bounded under thousands of distinct keys', () => {
		const lru = createPageStore<{ i: number; bytes: number }>(10_000)
		for (let i = 0; i < 5000; i++) {
			lru.set(`/collection?q=${i}`, { i, bytes: 300 + (i % 7) })
			expect(lru.bytes).toBeLessThanOrEqual(10_000)
		}
		expect(lru.count).toBeLessThanOrEqual(Math.floor(10_000 / 300))
		expect(lru.peek('/collection?q=4999')?.i).toBe(4999)
		expect(lru.peek('/collection?q=0')).toBeUndefined()
	})

	it('replaces an entry and accounts its new size, also when the same value grew', () => {
		const lru = createPageStore<ReturnType<typeof sized>>(100)
		lru.set('a', sized('A', 10))
		const a2 = sized('A2', 30)
		lru.set('a', a2)
		expect(lru.bytes).toBe(30)
		expect(lru.get('a')).toBe(a2)
		a2.bytes = 45
		lru.set('a', a2)
		expect(lru.bytes).toBe(45)
		expect(lru.delete('a')).toBe(true)
		expect(lru.bytes).toBe(0)
	})

	it('does not keep an entry larger than the bound, nor anything with a zero bound', () => {
		const lru = createPageStore<ReturnType<typeof sized>>(50)
		expect(lru.set('big', sized('x', 51))).toBe(false)
		expect(lru.count).toBe(0)
		const off = createPageStore<ReturnType<typeof sized>>(0)
		expect(off.set('a', sized('A', 1))).toBe(false)
		expect(off.bytes).toBe(0)
	})
})
