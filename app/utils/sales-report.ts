/**
 * The sales report (docs/admin.md, 'Sales'): the sales not cancelled between two days, summed by month of the day
 * sold or by artist, one row per group and currency (amounts in different currencies are never added).
 */
export type ReportSale = {
	sold_at: string
	status: string
	currency: string
	price: number
	discount_pct: number
	total: number
	consignor_owed: number | null
	artist: string
}

export const REPORT_GROUPS = ['month', 'artist'] as const
export type ReportGroup = (typeof REPORT_GROUPS)[number]

export type ReportRow = {
	group: string
	currency: string
	sales: number
	net: number
	total: number
	consignor_owed: number
}

const cents = (n: number) => Math.round(n * 100) / 100

/** Rows by month (oldest first) or by artist (by name), each currency apart; `from` and `to` are days, both included. */
export function salesReport(
	sales: readonly ReportSale[],
	by: ReportGroup,
	{ from = '', to = '' }: { from?: string; to?: string } = {},
): ReportRow[] {
	const rows = new Map<string, ReportRow>()
	for (const sale of sales) {
		if (sale.status === 'cancelled') continue
		if ((from && sale.sold_at < from) || (to && sale.sold_at > to)) continue
		const group = by === 'month' ? sale.sold_at.slice(0, 7) : sale.artist
		const key = `${group}\u0000${sale.currency}`
		const row = rows.get(key) ?? { group, currency: sale.currency, sales: 0, net: 0, total: 0, consignor_owed: 0 }
		row.sales += 1
		row.net = cents(row.net + sale.price * (1 - sale.discount_pct / 100))
		row.total = cents(row.total + sale.total)
		row.consignor_owed = cents(row.consignor_owed + (sale.consignor_owed ?? 0))
		rows.set(key, row)
	}
	return [...rows.values()].sort((a, b) => a.group.localeCompare(b.group) || a.currency.localeCompare(b.currency))
}
