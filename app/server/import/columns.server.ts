import { type Artwork } from '#app/schemas/records.ts'

/**
 * The columns of an artwork spreadsheet, in the order the export writes them
 * (docs/admin.md, 'Import and export'): the artwork's fields, with `artist` by
 * name and `images` as file names (or stored image links) separated by `;`.
 */
export const ARTWORK_COLUMNS = [
	'title',
	'slug',
	'artist',
	'year',
	'medium',
	'size',
	'height',
	'width',
	'depth',
	'dimension_unit',
	'category',
	'description',
	'images',
	'is_visible',
	'publish_at',
	'availability',
	'price',
	'currency',
	'price_display',
	'edition',
	'hold_for',
	'hold_until',
] as const
export type ArtworkColumn = (typeof ARTWORK_COLUMNS)[number]

/** Columns that hold a number: written plainly, `1200` or `1200.50`. */
export const NUMBER_COLUMNS: ReadonlySet<ArtworkColumn> = new Set(['year', 'price', 'height', 'width', 'depth'])

export function isArtworkColumn(name: string): name is ArtworkColumn {
	return (ARTWORK_COLUMNS as readonly string[]).includes(name)
}

/** One artwork as a row of those columns; `artistName` is its artist's name now (the work's copy may lag). */
export function artworkRow(a: Artwork, artistName = a.artist_name): string[] {
	const text = (v: string | number | null) => (v === null ? '' : String(v))
	const values: Record<ArtworkColumn, string> = {
		title: a.title,
		slug: a.slug,
		artist: artistName,
		year: text(a.year),
		medium: a.medium,
		size: a.size,
		height: text(a.height),
		width: text(a.width),
		depth: text(a.depth),
		dimension_unit: a.dimension_unit,
		category: a.category,
		description: a.description,
		images: a.images.join(';'),
		is_visible: a.is_visible ? 'true' : 'false',
		publish_at: text(a.publish_at),
		availability: a.availability,
		price: text(a.price),
		currency: a.currency,
		price_display: a.price_display,
		edition: a.edition,
		hold_for: a.hold_for,
		hold_until: text(a.hold_until),
	}
	return ARTWORK_COLUMNS.map((c) => values[c])
}
