import { Form, Link } from 'react-router'
import { Badge, buttonClass } from '#app/components/ui/button.tsx'
import { type SaleRecord } from '#app/schemas/records.ts'
import { netPrice, SALE_STATUS_LABELS, type SaleStatus, taxAmount } from '#app/schemas/sale.ts'
import { BACK_OFFICE_LOCALE, formatAmount, formatDay } from '#app/utils/locale-format.ts'
import { DocumentDownload } from './document-links.tsx'
import { PageHeader } from './list-parts.tsx'

export const SALE_STATUS_TONES: Record<SaleStatus, 'amber' | 'green' | 'neutral'> = {
	invoiced: 'amber',
	paid: 'green',
	cancelled: 'neutral',
}

export function SaleStatusBadge({ status }: { status: SaleStatus }) {
	return <Badge tone={SALE_STATUS_TONES[status]}>{SALE_STATUS_LABELS[status]}</Badge>
}

type SalePageData = {
	sale: SaleRecord
	artwork: { id: number; title: string; artist_name: string; stock_number: string } | null
	contact: { id: number; name: string } | null
	/** Where Send by mail sends the invoice: the buyer's contact address. */
	buyerEmail: string
}

/**
 * A sale (docs/admin.md, 'Sales'): the invoice's figures; Edit, and Send by mail, Mark paid and Cancel sale as plain
 * form posts.
 */
export function SalePage({ data: { sale, artwork, contact, buyerEmail } }: { data: SalePageData }) {
	const money = (n: number) => formatAmount(n, sale.currency, BACK_OFFICE_LOCALE)
	const rows: [string, string][] = [
		['Price', money(sale.price)],
		[`Discount (${sale.discount_pct}%)`, money(netPrice(sale) - sale.price)],
		[`Tax (${sale.tax_pct}%)`, money(taxAmount(sale))],
		['Shipping', money(sale.shipping)],
	]
	return (
		<>
			<div className="mb-2">
				<Link to="/admin/sales" className="text-sm text-stone-700 underline underline-offset-2">
					Back to sales
				</Link>
			</div>
			<PageHeader
				title={`Invoice ${sale.invoice_number}`}
				subtitle={`Sold on ${formatDay(sale.sold_at, BACK_OFFICE_LOCALE)}`}
				actions={
					<div className="flex flex-wrap gap-2">
						<Link to={`/admin/sales/${sale.id}/edit`} className={buttonClass.secondary}>
							Edit
						</Link>
						<DocumentDownload
							href={`/admin/sales/${sale.id}/invoice.pdf`}
							label="Invoice PDF"
							className={buttonClass.secondary}
						/>
						{sale.status !== 'cancelled' && buyerEmail ? (
							<Form method="post">
								<button type="submit" name="intent" value="send" className={buttonClass.secondary}>
									Send by mail
								</button>
							</Form>
						) : null}
						{sale.status === 'invoiced' ? (
							<Form method="post">
								<input type="hidden" name="version" value={sale.version} />
								<button type="submit" name="intent" value="paid" className={buttonClass.primary}>
									Mark paid
								</button>
							</Form>
						) : null}
						{sale.status !== 'cancelled' ? (
							<Form method="post">
								<input type="hidden" name="version" value={sale.version} />
								<button type="submit" name="intent" value="cancel" className={buttonClass.danger}>
									Cancel sale
								</button>
							</Form>
						) : null}
					</div>
				}
			/>
			<div className="grid gap-4 md:grid-cols-2">
				<section aria-labelledby="sale-work" className="rounded-lg border border-stone-200 bg-white p-4">
					<h2 id="sale-work" className="mb-2 font-semibold">
						Work
					</h2>
					{artwork ? (
						<p>
							<Link to={`/admin/artworks/${artwork.id}/edit`} className="underline underline-offset-2">
								{artwork.title}
							</Link>
							{artwork.artist_name ? `, ${artwork.artist_name}` : ''}
							{artwork.stock_number ? ` (${artwork.stock_number})` : ''}
							{sale.impression_label ? `, impression ${sale.impression_label}` : ''}
						</p>
					) : (
						<p className="text-stone-700">The work was deleted.</p>
					)}
					<p className="mt-3">
						<span className="sr-only">Status: </span>
						<SaleStatusBadge status={sale.status} />
					</p>
				</section>
				<section aria-labelledby="sale-buyer" className="rounded-lg border border-stone-200 bg-white p-4">
					<h2 id="sale-buyer" className="mb-2 font-semibold">
						Buyer
					</h2>
					<p>
						{contact ? (
							<Link to={`/admin/contacts/${contact.id}`} className="underline underline-offset-2">
								{sale.buyer_name}
							</Link>
						) : (
							sale.buyer_name
						)}
					</p>
					{sale.buyer_address ? <p className="mt-1 whitespace-pre-line text-stone-700">{sale.buyer_address}</p> : null}
				</section>
			</div>
			<section aria-labelledby="sale-figures" className="mt-4 max-w-md rounded-lg border border-stone-200 bg-white p-4">
				<h2 id="sale-figures" className="mb-2 font-semibold">
					Amounts
				</h2>
				<dl className="grid grid-cols-2 gap-y-1 text-sm">
					{rows.map(([label, value]) => (
						<div key={label} className="contents">
							<dt>{label}</dt>
							<dd className="text-right tabular-nums">{value}</dd>
						</div>
					))}
					<dt className="font-semibold">Total</dt>
					<dd className="text-right font-semibold tabular-nums">{money(sale.total)}</dd>
					{sale.consignor_owed !== null ? (
						<>
							<dt>Owed to the consignor</dt>
							<dd className="text-right tabular-nums">{money(sale.consignor_owed)}</dd>
						</>
					) : null}
				</dl>
				{sale.notes ? <p className="mt-3 text-sm whitespace-pre-line text-stone-700">{sale.notes}</p> : null}
			</section>
		</>
	)
}

/** A sale in the list: invoice number, buyer, day, total and status. */
export function SaleCard({ item: s }: { item: SaleRecord }) {
	return (
		<li className="flex flex-col gap-1 rounded-lg border border-stone-200 bg-white p-4" data-sale={s.id}>
			<h2 className="font-semibold">
				<Link to={`/admin/sales/${s.id}`} className="underline-offset-2 hover:underline">
					Invoice {s.invoice_number}
				</Link>
			</h2>
			<p className="text-sm text-stone-700">
				{s.buyer_name} · {formatDay(s.sold_at, BACK_OFFICE_LOCALE)}
			</p>
			<p className="flex items-center justify-between gap-2 text-sm">
				<span className="tabular-nums">{formatAmount(s.total, s.currency, BACK_OFFICE_LOCALE)}</span>
				<SaleStatusBadge status={s.status} />
			</p>
		</li>
	)
}
