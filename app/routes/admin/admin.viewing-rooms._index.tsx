import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { PageHeader } from '#app/components/admin/list-parts.tsx'
import { Badge, buttonClass } from '#app/components/ui/button.tsx'
import { listViewingRooms } from '#app/data/viewing-rooms.server.ts'
import { noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { roomStatus } from '#app/server/viewing-rooms/room-access.server.ts'
import { formatDateTime } from '#app/utils/dates.ts'
import { pageMeta } from '#app/utils/meta.ts'

/** The viewing rooms, newest first: title, status, dates, works, recipients and views (docs/admin.md). */
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Viewing Rooms')
export const headers = noStoreHeaders

const STATUS_LABELS = { draft: 'Draft', open: 'Open', closed: 'Closed', 'not-yet-open': 'Opens later' } as const
const TONES = { draft: 'neutral', open: 'green', closed: 'red', 'not-yet-open': 'amber' } as const

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdmin(request)
	const rooms = await listViewingRooms()
	return {
		rooms: rooms.map((r) => ({
			id: r.id,
			title: r.title,
			status: roomStatus(r),
			opens: r.opens_at ? formatDateTime(r.opens_at) : '',
			expires: r.expires_at ? formatDateTime(r.expires_at) : '',
			works: r.items.length,
			recipients: r.recipients.filter((x) => x.revoked_at === null).length,
			views: r.views + r.recipients.reduce((sum, x) => sum + x.views, 0),
		})),
	}
}

export default function AdminViewingRooms() {
	const { rooms } = useLoaderData<typeof loader>()
	return (
		<div>
			<PageHeader
				title="Viewing Rooms"
				subtitle="Private, time-limited selections of works for collectors"
				actions={
					<Link to="/admin/viewing-rooms/new" className={buttonClass.primary}>
						New Viewing Room
					</Link>
				}
			/>
			{rooms.length === 0 ? (
				<p className="rounded-lg border border-dashed border-stone-300 p-8 text-center text-sm text-stone-600">
					No viewing rooms yet. Create one, add works and send it to a few collectors.
				</p>
			) : (
				<div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
					<table className="w-full text-left text-sm">
						<thead className="border-b border-stone-200 bg-stone-50 text-xs text-stone-600 uppercase">
							<tr>
								<th scope="col" className="px-4 py-3">
									Title
								</th>
								<th scope="col" className="px-4 py-3">
									Status
								</th>
								<th scope="col" className="px-4 py-3">
									Opens
								</th>
								<th scope="col" className="px-4 py-3">
									Expires
								</th>
								<th scope="col" className="px-4 py-3 text-right">
									Works
								</th>
								<th scope="col" className="px-4 py-3 text-right">
									Recipients
								</th>
								<th scope="col" className="px-4 py-3 text-right">
									Views
								</th>
							</tr>
						</thead>
						<tbody>
							{rooms.map((r) => (
								<tr key={r.id} className="border-b border-stone-100 last:border-0" data-room={r.id}>
									<td className="px-4 py-3 font-medium">
										<Link to={`/admin/viewing-rooms/${r.id}/edit`} className="underline-offset-4 hover:underline">
											{r.title}
										</Link>
									</td>
									<td className="px-4 py-3">
										<Badge tone={TONES[r.status]}>{STATUS_LABELS[r.status]}</Badge>
									</td>
									<td className="px-4 py-3 whitespace-nowrap">{r.opens || '—'}</td>
									<td className="px-4 py-3 whitespace-nowrap">{r.expires || '—'}</td>
									<td className="px-4 py-3 text-right">{r.works}</td>
									<td className="px-4 py-3 text-right">{r.recipients}</td>
									<td className="px-4 py-3 text-right">{r.views}</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			)}
		</div>
	)
}
