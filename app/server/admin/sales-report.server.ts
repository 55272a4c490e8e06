import { listArtists } from '#app/data/artists.server.ts'
import { listArtworks } from '#app/data/artworks.server.ts'
import { listSales } from '#app/data/sales.server.ts'
import { CSV_BOM, toCsv } from '#app/utils/csv.ts'
import { dayIn, galleryTimeZone } from '#app/utils/time-zone.ts'
import { REPORT_GROUPS, type ReportGroup, type ReportSale, salesReport } from '#app/utils/sales-report.ts'

const DAY = /^\d{4}-\d{2}-\d{2}$/

function refused(message: string) {
	return new Response(message, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}

/** Every sale with its artist's name (as the artist is called now). */
export async function reportSales(): Promise<ReportSale[]> {
	const [sales, artworks, artists] = await Promise.all([listSales(), listArtworks('all'), listArtists('all')])
	const works = new Map(artworks.map((w) => [w.id, w]))
	const names = new Map(artists.map((a) => [a.id, a.name]))
	return sales.map((sale) => {
		const work = works.get(sale.artwork_id)
		const artist = work ? ((work.artist_id === null ? undefined : names.get(work.artist_id)) ?? work.artist_name) : ''
		return { ...sale, artist: artist || 'Unknown artist' }
	})
}

/** The report as CSV; a `by`, `from` or `to` it cannot read is a 400 saying which. */
export async function salesReportCsv(params: URLSearchParams): Promise<Response> {
	const by = (params.get('by') ?? 'month') as ReportGroup
	if (!REPORT_GROUPS.includes(by)) return refused('by must be month or artist')
	const from = params.get('from')?.trim() ?? ''
	const to = params.get('to')?.trim() ?? ''
	for (const [name, day] of [
		['from', from],
		['to', to],
	] as const) {
		if (day && !DAY.test(day)) return refused(`${name} must be a date, such as 2026-01-31`)
	}
	const rows = salesReport(await reportSales(), by, { from, to })
	const header = [by === 'month' ? 'Month' : 'Artist', 'Currency', 'Sales', 'Net', 'Total', 'Owed to consignors']
	const csv = toCsv(
		header,
		rows.map((r) => [r.group, r.currency, r.sales, r.net, r.total, r.consignor_owed]),
	)
	const span = [from, to].filter(Boolean).join('-to-')
	return new Response(CSV_BOM + csv, {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="sales-by-${by}${span ? `-${span}` : ''}.csv"`,
			'Cache-Control': 'no-store',
		},
	})
}

/** Amounts per currency, as the dashboard shows them. */
type Sums = { count: number; totals: { currency: string; amount: number }[] }

function sums(sales: readonly { currency: string; total: number }[]): Sums {
	const totals = new Map<string, number>()
	for (const s of sales) totals.set(s.currency, Math.round(((totals.get(s.currency) ?? 0) + s.total) * 100) / 100)
	return { count: sales.length, totals: [...totals].map(([currency, amount]) => ({ currency, amount })) }
}

/**
 * The dashboard's figures (docs/admin.md, 'Sales'): the sales of this month in the gallery's time zone (not
 * cancelled) and the open invoices (invoiced, not yet paid), each with its totals per currency.
 */
export async function salesFigures(): Promise<{ thisMonth: Sums; openInvoices: Sums }> {
	const sales = await listSales()
	const month = dayIn(galleryTimeZone()).slice(0, 7)
	return {
		thisMonth: sums(sales.filter((s) => s.status !== 'cancelled' && s.sold_at.startsWith(month))),
		openInvoices: sums(sales.filter((s) => s.status === 'invoiced')),
	}
}
