import { Link } from 'react-router'
import { useFormatDateTime } from './gallery-time.tsx'

export type HoldEndingSoon = {
	id: number
	title: string
	artist_name: string
	hold_for: string
	hold_until: string
}

/**
 * The dashboard's list of holds that end within the next days, soonest first:
 * each work's title (to its edit page), who it is held for and when the hold
 * ends, when the work becomes available by itself (docs/admin.md, "Holds").
 */
export function HoldsEndingSoon({ holds, days }: { holds: HoldEndingSoon[]; days: number }) {
	const formatDateTime = useFormatDateTime()
	return (
		<section aria-labelledby="holds-ending-soon" className="mb-6 rounded-lg border border-stone-200 bg-white p-4">
			<h2 id="holds-ending-soon" className="text-base font-semibold">
				Holds ending within {days} days
			</h2>
			{holds.length === 0 ? (
				<p className="mt-2 text-sm text-stone-600">No holds end in the next {days} days.</p>
			) : (
				<table className="mt-3 w-full text-left text-sm">
					<thead className="text-xs tracking-wide text-stone-600 uppercase">
						<tr>
							<th scope="col" className="py-1 pr-4 font-medium">
								Work
							</th>
							<th scope="col" className="py-1 pr-4 font-medium">
								Held for
							</th>
							<th scope="col" className="py-1 font-medium">
								Ends
							</th>
						</tr>
					</thead>
					<tbody>
						{holds.map((h) => (
							<tr key={`${h.id}:${h.title}`} className="border-t border-stone-100" data-testid="hold-ending-soon">
								<td className="py-2 pr-4">
									<Link to={`/admin/artworks/${h.id}/edit`} className="font-medium underline underline-offset-2">
										{h.title}
									</Link>
									{h.artist_name ? <span className="text-stone-600">, {h.artist_name}</span> : null}
								</td>
								<td className="py-2 pr-4">{h.hold_for || <span className="text-stone-600">Not named</span>}</td>
								<td className="py-2">
									<time dateTime={h.hold_until}>{formatDateTime(h.hold_until)}</time>
								</td>
							</tr>
						))}
					</tbody>
				</table>
			)}
		</section>
	)
}
