import { describe, expect, it } from 'vitest'
import { ByteLru } from './byte-lru.ts'

describe('ByteLru', () => {
	it('keeps the sum of sizes within the bound, dropping the least recently used first', () => {
		const lru = new ByteLru<string>(100)
		lru.set('a', 'A', 40)
		lru.set('b', 'B', 40)
		expect(lru.get('a')).toBe('A') // a is now the most recently used
		lru.set('c', 'C', 40)
		expect(lru.peek('b')).toBeUndefined()
		expect(lru.peek('a')).toBe('A')
		expect(lru.peek('c')).toBe('C')
		expect(lru.bytes).toBe(80)
		expect(lru.count).toBe(2)
	})

	it('stays bounded under thousands of distinct keys', () => {
		const lru = new ByteLru<number>(10_000)
		for (let i = 0; i < 5000; i++) {
			lru.set(`/collection?q=${i}`, i, 300 + (i % 7))
			expect(lru.bytes).toBeLessThanOrEqual(10_000)
		}
		expect(lru.count).toBeLessThanOrEqual(Math.floor(10_000 / 300))
		expect(lru.peek('/collection?q=4999')).toBe(4999)
		expect(lru.peek('/collection?q=0')).toBeUndefined()
	})

	it('replaces an entry and accounts its new size', () => {
		const lru = new ByteLru<string>(100)
		lru.set('a', 'A', 10)
		lru.set('a', 'A2', 30)
		expect(lru.bytes).toBe(30)
		expect(lru.get('a')).toBe('A2')
		expect(lru.delete('a')).toBe(true)
		expect(lru.bytes).toBe(0)
	})

	it('does not keep an entry larger than the bound, nor anything with a zero bound', () => {
		const lru = new ByteLru<string>(50)
		expect(lru.set('big', 'x', 51)).toBe(false)
		expect(lru.count).toBe(0)
		const off = new ByteLru<string>(0)
		expect(off.set('a', 'A', 1)).toBe(false)
		expect(off.bytes).toBe(0)
	})
})
