import { Link } from 'react-router'
import { BACK_OFFICE_LOCALE, formatAmount } from '#app/utils/locale-format.ts'

type Sums = { count: number; totals: { currency: string; amount: number }[] }

function Figure({ label, sums, to }: { label: string; sums: Sums; to: string }) {
	const amounts = sums.totals.map((t) => formatAmount(t.amount, t.currency, BACK_OFFICE_LOCALE)).join(' + ')
	return (
		<div>
			<dt className="text-sm text-stone-600">{label}</dt>
			<dd className="mt-1">
				<Link to={to} className="text-2xl font-semibold underline-offset-2 hover:underline">
					{sums.count}
				</Link>
				{amounts ? <span className="ml-2 text-sm text-stone-700 tabular-nums">{amounts}</span> : null}
			</dd>
		</div>
	)
}

/** The dashboard's sales figures (admins only; docs/admin.md, 'Sales'): this month's sales and the open invoices. */
export function SalesSummary({ figures }: { figures: { thisMonth: Sums; openInvoices: Sums } }) {
	return (
		<section aria-labelledby="sales-summary" className="mb-6 rounded-lg border border-stone-200 bg-white p-4">
			<h2 id="sales-summary" className="text-base font-semibold">
				Sales
			</h2>
			<dl className="mt-2 grid gap-4 sm:grid-cols-2">
				<Figure label="Sales this month" sums={figures.thisMonth} to="/admin/sales" />
				<Figure label="Open invoices" sums={figures.openInvoices} to="/admin/sales?status=invoiced" />
			</dl>
		</section>
	)
}
