import { type LoaderFunctionArgs } from 'react-router'
import { idParam, notFound, requireDocumentUser } from '#app/server/documents/respond.server.ts'
import { fairWorks } from '#app/server/documents/sources.server.ts'
import { localeFor } from '#app/server/locale.server.ts'
import { CSV_BOM, toCsv } from '#app/utils/csv.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/**
 * The columns of the booth list for shippers and insurers (docs/admin.md, 'Art fairs'), with the registrar's
 * record (contract section 19): the value is the list price whatever the public sees of it.
 */
const BOOTH_LIST_COLUMNS = [
	'No.',
	'Stock number',
	'Artist',
	'Title',
	'Year',
	'Medium',
	'Dimensions',
	'Framed dimensions',
	'Weight (kg)',
	'Location',
	'Value',
	'Currency',
]

/** GET: the booth list of a fair's checklist as CSV, in the booth's order, under the safe-CSV rules. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireDocumentUser(request)
	const id = idParam(params.id)
	const found = id === null ? null : await fairWorks(id, localeFor(request))
	if (!found) return notFound('Fair not found')
	const rows = found.works.map((w, i) => [
		i + 1,
		w.artwork.stock_number,
		w.artist,
		w.title,
		w.year,
		w.medium,
		w.dimensions,
		w.framed,
		w.artwork.weight_kg ?? '',
		w.artwork.location,
		w.artwork.price ?? '',
		w.artwork.price === null ? '' : w.artwork.currency,
	])
	return new Response(CSV_BOM + toCsv(BOOTH_LIST_COLUMNS, rows), {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="booth-list-${found.fair.slug}.csv"`,
			'Cache-Control': 'no-store',
		},
	})
}
