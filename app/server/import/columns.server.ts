import { ARTWORK_FIELDS } from '#app/schemas/artwork.ts'
import { type CsvColumn, csvColumns, csvRow, translationCells, translationColumns } from '#app/schemas/entity-fields.ts'
import { type Artwork } from '#app/schemas/records.ts'

/**
 * The columns of an artwork spreadsheet, in the order the export writes them
 * (docs/admin.md, 'Import and export'): the CSV columns of `ARTWORK_FIELDS`,
 * with `artist` by name and `images` as file names (or stored image links)
 * separated by `;`.
 */
const ARTWORK_CSV = csvColumns(ARTWORK_FIELDS)
export const ARTWORK_COLUMNS = ARTWORK_CSV.map((c) => c.column)
export type ArtworkColumn = CsvColumn<typeof ARTWORK_FIELDS>

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

/** One artwork as a row of those columns; `artistName` is its artist's name now (the work's copy may lag). */
export function artworkRow(a: Artwork, artistName = a.artist_name): string[] {
	return [...csvRow(ARTWORK_CSV, a, { artist: artistName }), ...translationCells(translationColumns(ARTWORK_FIELDS), a)]
}
