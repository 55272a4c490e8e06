import { describe, expect, it } from 'vitest'
import { compareBySortName, lastWord, sortNameOf } from './sort-name.ts'

describe('sortNameOf', () => {
	it('defaults to the last word of the name', () => {
		expect(lastWord('  Helena   Marsh ')).toBe('Marsh')
		expect(sortNameOf({ name: 'Cher' })).toBe('Cher')
		expect(sortNameOf({ name: 'Helena Marsh', sort_name: '' })).toBe('Marsh')
	})
	it('uses the sort name when set', () => {
		expect(sortNameOf({ name: 'Vincent van Gogh', sort_name: 'Gogh, Vincent van' })).toBe('Gogh, Vincent van')
	})
	it('orders by sort name, case and accents aside, then by name', () => {
		const names = [
			{ name: 'Zoe Adams' },
			{ name: 'Anna Zorn' },
			{ name: 'Émile Dubois' },
			{ name: 'Bob adams' },
			{ name: 'Vincent van Gogh', sort_name: 'Gogh' },
		]
		expect(names.sort(compareBySortName).map((a) => a.name)).toEqual([
			'Bob adams',
			'Zoe Adams',
			'Émile Dubois',
			'Vincent van Gogh',
			'Anna Zorn',
		])
	})
})
