import { clientAddressOf, type LoadContext } from '#app/server/request-context.server.ts'
import { listArtists } from '#app/data/artists.server.ts'
import { listArtworks } from '#app/data/artworks.server.ts'
import { contactEmailsOf } from '#app/data/contacts.server.ts'
import { listExhibitions } from '#app/data/exhibitions.server.ts'
import { recordExport } from '#app/data/import.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { csvStream } from '#app/utils/csv.ts'
import { type VersionedCollection } from '#app/data/revisions.server.ts'
import { ARTIST_FIELDS } from '#app/schemas/artist.ts'
import { csvColumns, csvRow, type Fields, translationCells, translationColumns } from '#app/schemas/entity-fields.ts'
import { EXHIBITION_FIELDS } from '#app/schemas/exhibition.ts'
import { artworkHeader, artworkRow } from './columns.server.ts'

/**
 * The CSV exports of the admin lists (docs/admin.md, 'Import and export'),
 * with the newsletter export's safe-CSV rules (app/utils/csv.ts). Each
 * collection's columns are the CSV columns of its fields (app/schemas/entity-fields.ts);
 * the artworks' are the import's, so an export imports back unchanged.
 */
const ARTIST_CSV = csvColumns(ARTIST_FIELDS)
const EXHIBITION_CSV = csvColumns(EXHIBITION_FIELDS)
/** A list's translation columns' names and a record's cells of them, in the site's languages of the moment. */
const translated = (fields: Fields) => {
	const columns = translationColumns(fields)
	return { header: columns.map((c) => c.column), cells: (record: object) => translationCells(columns, record) }
}
const EXPORTS = {
	artworks: {
		header: () => artworkHeader(),
		rows: async () => {
			// The artist column names the artist as it is now, so the file imports back onto the same artist.
			const names = new Map((await listArtists('all')).map((a) => [a.id, a.name]))
			const works = await listArtworks('all')
			// The consignor by email, so the file imports back onto the same contact.
			const emails = await contactEmailsOf(
				works.flatMap((a) => (a.consignment ? [a.consignment.consignor_contact_id] : [])),
			)
			return works.map((a) =>
				artworkRow(
					a,
					names.get(a.artist_id ?? 0) ?? a.artist_name,
					a.consignment ? (emails.get(a.consignment.consignor_contact_id) ?? '') : '',
				),
			)
		},
	},
	artists: {
		header: () => [...ARTIST_CSV.map((c) => c.column), ...translated(ARTIST_FIELDS).header],
		rows: async () => {
			const { cells } = translated(ARTIST_FIELDS)
			return (await listArtists('all')).map((a) => [...csvRow(ARTIST_CSV, a), ...cells(a)])
		},
	},
	exhibitions: {
		header: () => [...EXHIBITION_CSV.map((c) => c.column), ...translated(EXHIBITION_FIELDS).header],
		rows: async () => {
			const { cells } = translated(EXHIBITION_FIELDS)
			return (await listExhibitions('all')).map((e) => [...csvRow(EXHIBITION_CSV, e), ...cells(e)])
		},
	},
} satisfies Partial<
	Record<VersionedCollection, { header: () => readonly string[]; rows: () => Promise<readonly (readonly string[])[]> }>
>

/** GET /admin/{artworks,artists,exhibitions}/export.csv: the whole collection, as a download, never cached. */
export async function exportCsv(
	collection: { store: keyof typeof EXPORTS; list: { texts: { plural: string } } },
	request: Request,
	context: LoadContext,
) {
	const user = await requireAdmin(request)
	const { header, rows } = EXPORTS[collection.store]
	const noun = collection.list.texts.plural
	const list = await rows()
	await recordExport(
		{ id: user.id, username: user.username, ip: clientAddressOf(context) },
		`Exported ${list.length} ${noun} as CSV`,
	)
	return new Response(
		csvStream(header(), list, (row) => row),
		{
			headers: {
				'Content-Type': 'text/csv; charset=utf-8',
				'Content-Disposition': `attachment; filename="${noun}-${new Date().toISOString().slice(0, 10)}.csv"`,
				'Cache-Control': 'no-store',
			},
		},
	)
}
