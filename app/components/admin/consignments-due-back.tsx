import { Link } from 'react-router'
import { BACK_OFFICE_LOCALE, formatDay } from '#app/utils/locale-format.ts'

export type ConsignmentDueBack = {
	id: number
	title: string
	artist_name: string
	stock_number: string
	consignor: string
	due_back_at: string
	overdue: boolean
}

/**
 * The landing page's 'Due back' list (docs/admin.md, 'Consignments'): works held on consignment that are due
 * back to their owner within the next days or are overdue, most overdue first, each to its edit page.
 */
export function ConsignmentsDueBack({ works, days }: { works: ConsignmentDueBack[]; days: number }) {
	return (
		<section aria-labelledby="consignments-due-back" className="mb-6 rounded-lg border border-stone-200 bg-white p-4">
			<h2 id="consignments-due-back" className="text-base font-semibold">
				Consignments due back within {days} days
			</h2>
			{works.length === 0 ? (
				<p className="mt-2 text-sm text-stone-600">No consignment is due back in the next {days} days.</p>
			) : (
				<table className="mt-3 w-full text-left text-sm">
					<thead className="text-xs tracking-wide text-stone-600 uppercase">
						<tr>
							<th scope="col" className="py-1 pr-4 font-medium">
								Work
							</th>
							<th scope="col" className="py-1 pr-4 font-medium">
								Consignor
							</th>
							<th scope="col" className="py-1 font-medium">
								Due back
							</th>
						</tr>
					</thead>
					<tbody>
						{works.map((w) => (
							<tr key={w.id} className="border-t border-stone-100" data-testid="consignment-due-back">
								<td className="py-2 pr-4">
									<Link to={`/admin/artworks/${w.id}/edit`} className="font-medium underline underline-offset-2">
										{w.title}
									</Link>
									{w.artist_name ? <span className="text-stone-600">, {w.artist_name}</span> : null}
									{w.stock_number ? <span className="text-stone-600"> · {w.stock_number}</span> : null}
								</td>
								<td className="py-2 pr-4">{w.consignor}</td>
								<td className="py-2">
									<time dateTime={w.due_back_at}>{formatDay(w.due_back_at, BACK_OFFICE_LOCALE)}</time>
									{w.overdue ? <strong className="ml-2 font-semibold text-red-700">Overdue</strong> : null}
								</td>
							</tr>
						))}
					</tbody>
				</table>
			)}
		</section>
	)
}
