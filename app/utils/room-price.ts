import { type PriceDisplay, priceLine, type SalesFields } from './sales.ts'

/**
 * A work's price line inside a viewing room (docs/public-site.md, 'Viewing
 * rooms'): the room's price, currency and display where the room sets them,
 * else the artwork's own. A room price with no display of its own is shown
 * (that is why it was given); `show_prices` off leaves no price wording at all.
 * Availability always comes from the artwork, so Sold and Reserved are live.
 */
export type RoomItemPrice = { price: number | null; currency: string | null; price_display: PriceDisplay | null }

export function roomSalesFields(artwork: SalesFields, item: RoomItemPrice): SalesFields {
	return {
		availability: artwork.availability,
		price: item.price ?? artwork.price,
		currency: item.currency ?? artwork.currency,
		price_display: item.price_display ?? (item.price !== null ? 'show' : artwork.price_display),
	}
}

export function roomPriceLine(artwork: SalesFields, item: RoomItemPrice, showPrices: boolean, locale: string): string {
	return showPrices ? priceLine(roomSalesFields(artwork, item), locale) : ''
}
