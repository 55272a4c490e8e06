import { ARTWORK_FIELDS } from '#app/schemas/artwork.ts'
import { type CsvColumn, csvColumns, csvRow, translationCells, translationColumns } from '#app/schemas/entity-fields.ts'
import { type Artwork } from '#app/schemas/records.ts'
import { type Impression } from '#app/utils/impressions.ts'

/**
 * The columns of an artwork spreadsheet, in the order the export writes them
 * (docs/admin.md, 'Import and export'): the CSV columns of `ARTWORK_FIELDS`,
 * with `artist` by name and `images` as file names (or stored image links)
 * separated by `;`, then the `RECORD_COLUMNS`.
 */
const ARTWORK_CSV = csvColumns(ARTWORK_FIELDS)

/** The consignment's columns (contract section 19): its consignor by email, found or made as a contact on import. */
export const CONSIGNMENT_COLUMNS = [
	'consignor_email',
	'consignment_received_at',
	'consignment_due_back_at',
	'consignment_terms',
	'consignor_share_pct',
] as const
export type ConsignmentColumn = (typeof CONSIGNMENT_COLUMNS)[number]

/**
 * Columns that are not one field's value: the impressions as `label|availability|location` entries separated by
 * `;` (their holds are not in the sheet: an update keeps each impression's own), and the consignment.
 */
export const RECORD_COLUMNS = ['impressions', ...CONSIGNMENT_COLUMNS] as const

export const ARTWORK_COLUMNS = [...ARTWORK_CSV.map((c) => c.column), ...RECORD_COLUMNS]
export type ArtworkColumn = CsvColumn<typeof ARTWORK_FIELDS> | (typeof RECORD_COLUMNS)[number]

/** Columns that hold a number: written plainly, `1200` or `1200.50`. */
export const NUMBER_COLUMNS: ReadonlySet<ArtworkColumn> = new Set(
	ARTWORK_CSV.filter((c) => c.kind === 'number').map((c) => c.column),
)

export function isArtworkColumn(name: string): name is ArtworkColumn {
	return (ARTWORK_COLUMNS as readonly string[]).includes(name)
}

/** The header an export writes: the columns, then the translations' (`title@de`) in the site's other languages. */
export function artworkHeader(): string[] {
	return [...ARTWORK_COLUMNS, ...translationColumns(ARTWORK_FIELDS).map((c) => c.column)]
}

/**
 * One artwork as a row of those columns; `artistName` is its artist's name now (the work's copy may lag),
 * `consignorEmail` its consignor's email ('' when the contact has none: an update then keeps the consignor).
 */
export function artworkRow(a: Artwork, artistName = a.artist_name, consignorEmail = ''): string[] {
	const consignment = a.consignment
	return [
		...csvRow(ARTWORK_CSV, a, { artist: artistName }),
		impressionsCell(a.impressions),
		consignment ? consignorEmail : '',
		consignment?.received_at ?? '',
		consignment?.due_back_at ?? '',
		consignment?.terms ?? '',
		consignment ? String(consignment.consignor_share_pct) : '',
		...translationCells(translationColumns(ARTWORK_FIELDS), a),
	]
}

type ImpressionCell = Pick<Impression, 'label' | 'availability' | 'location'>

export function impressionsCell(impressions: readonly ImpressionCell[]): string {
	return impressions.map((i) => `${i.label}|${i.availability}|${i.location}`).join(';')
}

/**
 * The entries of an `impressions` cell. A location may hold `;` or `|`: after an entry that reached its location,
 * a piece after a `;` starts a new entry only when it has the entry's two `|`, else it continues that location.
 */
export function readImpressionsCell(cell: string): { label: string; availability: string; location: string }[] {
	const withLocation = /^[^|]*\|[^|]*\|/
	const entries: string[] = []
	for (const piece of cell.split(';')) {
		const last = entries.at(-1)
		if (last !== undefined && withLocation.test(last) && !withLocation.test(piece)) {
			entries[entries.length - 1] = `${last};${piece}`
		} else entries.push(piece)
	}
	return entries
		.filter((entry) => entry.trim() !== '')
		.map((entry) => {
			const [label = '', availability = '', ...location] = entry.split('|')
			return { label: label.trim(), availability: availability.trim(), location: location.join('|') }
		})
}
