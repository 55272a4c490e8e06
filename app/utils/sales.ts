import { formatPrice } from './locale-format.ts'

/**
 * What the public sees of an artwork's sales data (docs/public-site.md,
 * 'What is for sale'): the
 * availability in words, and the price only when the gallery chose to show it
 * and the work can still be bought.
 */
export const AVAILABILITIES = ['available', 'reserved', 'sold', 'not_for_sale', 'on_loan'] as const
export type Availability = (typeof AVAILABILITIES)[number]
export const AVAILABILITY_LABELS: Record<Availability, string> = {
	available: 'Available',
	reserved: 'Reserved',
	sold: 'Sold',
	not_for_sale: 'Not for sale',
	on_loan: 'On loan',
}

export const PRICE_DISPLAYS = ['show', 'on_request', 'hidden'] as const
export type PriceDisplay = (typeof PRICE_DISPLAYS)[number]
export const PRICE_DISPLAY_LABELS: Record<PriceDisplay, string> = {
	show: 'Show the price',
	on_request: 'Price on request',
	hidden: 'Hidden',
}

/** Whether a string names an availability (for filters read from a URL). */
export function isAvailability(value: unknown): value is Availability {
	return (AVAILABILITIES as readonly unknown[]).includes(value)
}

/** Only a work that can still be bought may be reserved (a viewing room's "Request to reserve"). */
export function isReservable(work: { availability: Availability }) {
	return work.availability === 'available'
}

export const PRICE_ON_REQUEST = 'Price on request'

export type SalesFields = {
	availability: Availability
	price: number | null
	currency: string
	price_display: PriceDisplay
}

/** Whether the price may be published: shown, known, and the work available or reserved. */
export function isPricePublic(w: SalesFields) {
	return (
		w.price_display === 'show' && w.price !== null && (w.availability === 'available' || w.availability === 'reserved')
	)
}

/**
 * The price line of the artwork page: the formatted price when public,
 * 'Price on request' when the gallery asks for enquiries, else nothing. A sold
 * or not-for-sale work has no price wording at all.
 */
export function priceLine(w: SalesFields, locale: string, onRequest = PRICE_ON_REQUEST): string {
	if (w.availability === 'sold' || w.availability === 'not_for_sale') return ''
	if (isPricePublic(w)) return formatPrice(w.price!, w.currency, locale)
	if (w.price_display === 'on_request') return onRequest
	return ''
}

/** The small mark on collection cards and admin cards: only Sold and Reserved get one. */
export function availabilityMark(availability: Availability): 'Sold' | 'Reserved' | null {
	return availability === 'sold' ? 'Sold' : availability === 'reserved' ? 'Reserved' : null
}

/** What anonymous /api callers get: the price only while it is public, else null. */
export function withPublicPrice<T extends SalesFields>(work: T): T {
	return isPricePublic(work) ? work : { ...work, price: null }
}
