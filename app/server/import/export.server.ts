import { clientAddressOf, type LoadContext } from '#app/server/request-context.server.ts'
import { listArtists } from '#app/data/artists.server.ts'
import { listArtworks } from '#app/data/artworks.server.ts'
import { listExhibitions } from '#app/data/exhibitions.server.ts'
import { recordExport } from '#app/data/import.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { csvStream } from '#app/utils/csv.ts'
import { ARTWORK_COLUMNS, artworkRow } from './columns.server.ts'

type Export = { noun: string; header: readonly string[]; rows: () => Promise<readonly (readonly unknown[])[]> }

/**
 * The CSV exports of the admin lists (docs/admin.md, 'Import and export'),
 * with the newsletter export's safe-CSV rules (app/utils/csv.ts). The
 * artworks' columns are the import's, so an export imports back unchanged.
 */
const EXPORTS = {
	artworks: {
		noun: 'artworks',
		header: ARTWORK_COLUMNS,
		rows: async () => {
			// The artist column names the artist as it is now, so the file imports back onto the same artist.
			const names = new Map((await listArtists('all')).map((a) => [a.id, a.name]))
			return (await listArtworks('all')).map((a) => artworkRow(a, names.get(a.artist_id ?? 0) ?? a.artist_name))
		},
	},
	artists: {
		noun: 'artists',
		header: [
			'name',
			'slug',
			'sort_name',
			'specialty',
			'bio',
			'profile_image',
			'social_media',
			'is_visible',
			'created_at',
			'updated_at',
		],
		rows: async () =>
			(await listArtists('all')).map((a) => [
				a.name,
				a.slug,
				a.sort_name,
				a.specialty,
				a.bio,
				a.profile_image,
				Object.keys(a.social_media).length ? JSON.stringify(a.social_media) : '',
				a.is_visible ? 'true' : 'false',
				a.created_at,
				a.updated_at,
			]),
	},
	exhibitions: {
		noun: 'exhibitions',
		header: [
			'title',
			'slug',
			'status',
			'start_date',
			'end_date',
			'opening',
			'location',
			'curator',
			'description',
			'featured_image',
			'gallery_images',
			'call_for_artists',
			'cta_link',
			'is_visible',
			'created_at',
			'updated_at',
		],
		rows: async () =>
			(await listExhibitions('all')).map((e) => [
				e.title,
				e.slug,
				e.status,
				e.start_date ?? '',
				e.end_date ?? '',
				e.opening,
				e.location,
				e.curator,
				e.description,
				e.featured_image,
				e.gallery_images.join(';'),
				e.call_for_artists ? 'true' : 'false',
				e.cta_link,
				e.is_visible ? 'true' : 'false',
				e.created_at,
				e.updated_at,
			]),
	},
} satisfies Record<string, Export>

/** GET /admin/{artworks,artists,exhibitions}/export.csv: the whole collection, as a download, never cached. */
export async function exportCsv(kind: keyof typeof EXPORTS, request: Request, context: LoadContext) {
	const user = await requireAdmin(request)
	const { noun, header, rows } = EXPORTS[kind]
	const list = await rows()
	await recordExport(
		{ id: user.id, username: user.username, ip: clientAddressOf(context) },
		`Exported ${list.length} ${noun} as CSV`,
	)
	return new Response(
		csvStream(header, list, (row) => row),
		{
			headers: {
				'Content-Type': 'text/csv; charset=utf-8',
				'Content-Disposition': `attachment; filename="${noun}-${new Date().toISOString().slice(0, 10)}.csv"`,
				'Cache-Control': 'no-store',
			},
		},
	)
}
