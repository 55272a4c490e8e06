import { formatPrice } from './locale-format.ts'
import { type SalesFields } from './sales.ts'

/**
 * The price line of a document made in the back office (docs/admin.md,
 * 'Documents'): printed only when staff ask for prices, the price is known,
 * the work can still be bought (available or reserved) and its price is not
 * hidden. "Price on request" on the public page is the gallery's choice for
 * the public; a price list or tear sheet sent by staff gives the price. A sold
 * or not-for-sale work never carries price wording.
 */
export function documentPriceLine(work: SalesFields, asked: boolean, locale: string): string {
	if (!asked || work.price === null || work.price_display === 'hidden') return ''
	if (work.availability !== 'available' && work.availability !== 'reserved') return ''
	return formatPrice(work.price, work.currency, locale)
}

/** `?price=1` (or true, yes, on) asks for prices; anything else, or nothing, does not. */
export function pricesAsked(value: string | null): boolean {
	return value !== null && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase())
}
