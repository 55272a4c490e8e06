import { describe, expect, it } from 'vitest'
import { keyHash, KeyHashes } from './key-hashes.ts'

describe('an index of key hashes', () => {
	it('answers the ids whose key has the hash of the one asked for, and counts the records in it', () => {
		const index = new KeyHashes()
		index.add('one@example.com', 1)
		index.add('two@example.com', 2)
		index.add('two@example.com', 2)
		expect(index.candidates('one@example.com')).toEqual([1])
		expect(index.candidates('two@example.com')).toEqual([2])
		expect(index.candidates('three@example.com')).toEqual([])
		expect(index.size).toBe(2)
		index.remove('one@example.com', 1)
		index.remove('two@example.com', 7)
		expect(index.candidates('one@example.com')).toEqual([])
		expect(index.size).toBe(1)
	})

	it('keeps every record whose key shares a hash (two keys, or one key two old records share), until each goes', () => {
		const index = new KeyHashes()
		index.add('same@example.com', 3)
		index.add('same@example.com', 4)
		expect(index.candidates('same@example.com')).toEqual([3, 4])
		index.remove('same@example.com', 3)
		expect(index.candidates('same@example.com')).toEqual([4])
		expect(index.size).toBe(1)
	})

	it('hashes to small integers, the same key always to the same one', () => {
		for (const key of ['', 'a', 'one@example.com', 'é'.repeat(300)]) {
			expect(keyHash(key)).toBe(keyHash(`${key}`))
			expect(Number.isInteger(keyHash(key)) && keyHash(key) >= 0 && keyHash(key) < 2 ** 30).toBe(true)
		}
		expect(keyHash('one@example.com')).not.toBe(keyHash('one@example.co'))
	})
})
