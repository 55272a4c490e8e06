/**
 * Stock numbers (contract section 19): the number written on the back of a
 * work, unique among artworks without regard to case. A new work of an artist
 * with a stock prefix is numbered from it: the prefix, `-`, and one more than
 * the highest number any work has under that prefix, in at least four digits
 * (`AO-0007`; after `AO-9999` comes `AO-10000`).
 */

export const STOCK_NUMBER_MAX = 40
export const STOCK_NUMBER_TAKEN = 'This stock number is already in use'
/** An artist's stock prefix: 2 to 6 capital letters or digits. */
export const STOCK_PREFIX_PATTERN = /^[A-Z0-9]{2,6}$/
export const STOCK_PREFIX_MESSAGE = 'Stock prefix must be 2 to 6 capital letters or digits, such as AO'

/** The key a stock number is unique by: '' (none) is no key. */
export function stockNumberKey(stockNumber: string) {
	return stockNumber.trim().toLowerCase()
}

/** The next stock number under `prefix`, after the numbers already given (any case). */
export function nextStockNumber(prefix: string, taken: Iterable<string>): string {
	const pattern = new RegExp(`^${prefix}-(\\d+)$`, 'i')
	let highest = 0
	for (const stockNumber of taken) {
		const match = pattern.exec(stockNumber.trim())
		if (match) highest = Math.max(highest, Number(match[1]))
	}
	return `${prefix}-${String(highest + 1).padStart(4, '0')}`
}
