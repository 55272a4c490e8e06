import { describe, expect, it } from 'vitest'
import { GroupIndex } from './group-index.ts'

type Row = { id: number; keys: string[] }
const byKeys = () => new GroupIndex<Row, number>((r) => r.keys)
const row = (id: number, ...keys: string[]): Row => ({ id, keys })

describe('a group index', () => {
	it('finds a record by each of its keys, in the order records got a key, and follows its changes', () => {
		const index = byKeys()
		index.update(1, undefined, row(1, 'a', 'b'))
		index.update(2, undefined, row(2, 'b'))
		index.update(3, undefined, row(3, 'b', 'c'))
		expect([...index.ids('a')]).toEqual([1])
		expect([...index.ids('b')]).toEqual([1, 2, 3])
		// A record that keeps a key keeps its place; one that loses it leaves only that key's group.
		index.update(1, row(1, 'a', 'b'), row(1, 'b', 'd'))
		expect([...index.ids('b')]).toEqual([1, 2, 3])
		expect([...index.ids('a')]).toEqual([])
		expect([...index.ids('d')]).toEqual([1])
		index.update(2, row(2, 'b'), undefined)
		index.update(3, row(3, 'b', 'c'), undefined)
		expect([...index.ids('b')]).toEqual([1])
		expect([...index.values()].sort()).toEqual(['b', 'd'])
		// Back to two sharing a key, in the order they got it.
		index.update(4, undefined, row(4, 'b'))
		expect([...index.ids('b')]).toEqual([1, 4])
		index.update(1, row(1, 'b', 'd'), undefined)
		expect([...index.ids('b')]).toEqual([4])
		expect([...index.ids('d')]).toEqual([])
	})

	it('takes one key a record as well as a list, and a record given the same key twice once', () => {
		const index = new GroupIndex<{ id: string; room: string }, string>((r) => r.room)
		index.update('x', undefined, { id: 'x', room: '1' })
		index.update('y', undefined, { id: 'y', room: '1' })
		index.update('x', { id: 'x', room: '1' }, { id: 'x', room: '2' })
		expect([...index.ids('1')]).toEqual(['y'])
		expect([...index.ids('2')]).toEqual(['x'])
		const twice = byKeys()
		twice.update(1, undefined, row(1, 'a', 'a'))
		twice.update(1, row(1, 'a', 'a'), row(1, 'a'))
		expect([...twice.ids('a')]).toEqual([1])
	})

	it('keeps keys that are whole numbers apart from every other text, and answers them as they were given', () => {
		const index = byKeys()
		const keys = ['12', '012', '', '1e1', '10', '-3', ' 7', '7', '1.5', 'NaN', '12a']
		keys.forEach((key, i) => index.update(i + 1, undefined, row(i + 1, key)))
		keys.forEach((key, i) => expect([...index.ids(key)], JSON.stringify(key)).toEqual([i + 1]))
		expect([...index.values()].sort()).toEqual([...keys].sort())
		index.update(1, row(1, '12'), row(1, '7'))
		expect([...index.ids('7')]).toEqual([8, 1])
		expect([...index.ids('12')]).toEqual([])
	})

	it('counts each time a record has a key, once however often it is given, until it goes', () => {
		const index = byKeys()
		index.update(1, undefined, row(1, 'one@example.com'))
		index.update(2, undefined, row(2, 'two@example.com'))
		index.update(3, undefined, row(3, 'two@example.com'))
		index.update(2, row(2, 'two@example.com'), row(2, 'two@example.com'))
		expect(index.size).toBe(3)
		// A record it does not hold under a key leaves it as it is.
		index.update(7, row(7, 'two@example.com'), undefined)
		expect(index.size).toBe(3)
		expect([...index.ids('two@example.com')]).toEqual([2, 3])
		index.update(2, row(2, 'two@example.com'), undefined)
		expect([...index.ids('two@example.com')]).toEqual([3])
		index.update(1, row(1, 'one@example.com'), undefined)
		expect([...index.ids('one@example.com')]).toEqual([])
		expect(index.size).toBe(1)
	})
})
