import { describe, expect, it } from 'vitest'
import { nextStockNumber, STOCK_PREFIX_PATTERN, stockNumberKey } from './stock-number.ts'

describe('stock numbers', () => {
	it('number a work from its prefix in at least four digits, one past the highest under that prefix', () => {
		expect(nextStockNumber('AO', [])).toBe('AO-0001')
		expect(nextStockNumber('AO', ['AO-0006', 'ao-0003', 'AOX-0100', 'BE-0500', '', 'AO-12b'])).toBe('AO-0007')
		expect(nextStockNumber('AO', ['AO-9999'])).toBe('AO-10000')
		expect(nextStockNumber('AO', ['AO-10000', 'AO-0002'])).toBe('AO-10001')
	})

	it('are unique without regard to case; prefixes are 2 to 6 capitals or digits', () => {
		expect(stockNumberKey(' Ao-0001 ')).toBe('ao-0001')
		for (const ok of ['AO', 'AB12', 'ABCDEF']) expect(STOCK_PREFIX_PATTERN.test(ok)).toBe(true)
		for (const bad of ['A', 'ABCDEFG', 'ao', 'A-O', '']) expect(STOCK_PREFIX_PATTERN.test(bad)).toBe(false)
	})
})
