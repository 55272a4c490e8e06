import { type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { Link, useLoaderData } from 'react-router'
import { CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUS_TONES } from '#app/components/admin/campaign-form.tsx'
import { EmptyState, PageHeader } from '#app/components/admin/list-parts.tsx'
import { Badge, buttonClass } from '#app/components/ui/button.tsx'
import { noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { campaignList } from '#app/server/newsletter/campaign-admin.server.ts'
import { useFormatDateTime } from '#app/components/admin/gallery-time.tsx'
import { pageMeta } from '#app/utils/meta.ts'

/** Newsletter campaigns, newest first, with their progress (docs/admin.md, 'Newsletter campaigns'). */
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Newsletter Campaigns')
export const headers = noStoreHeaders

export const loader = ({ request }: LoaderFunctionArgs) => campaignList(request)

export default function Campaigns() {
	const { campaigns, mailOff } = useLoaderData<typeof loader>()
	const formatDateTime = useFormatDateTime()
	return (
		<>
			<PageHeader
				title="Newsletter Campaigns"
				subtitle="Write a newsletter, preview it, send a test, then send it to every active subscriber."
				actions={
					<>
						<Link to="/admin/newsletter" className={buttonClass.secondary}>
							Subscribers
						</Link>
						<Link to="/admin/newsletter/campaigns/new" className={buttonClass.primary}>
							New campaign
						</Link>
					</>
				}
			/>
			{mailOff ? (
				<p className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900" role="note">
					{mailOff}
				</p>
			) : null}
			{campaigns.length === 0 ? (
				<EmptyState
					title="No campaigns yet"
					text="A campaign is one newsletter: a subject, an intro, and an exhibition, works or a viewing room."
					action={
						<Link to="/admin/newsletter/campaigns/new" className={buttonClass.primary}>
							New campaign
						</Link>
					}
				/>
			) : (
				<div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
					<table className="w-full text-left text-sm">
						<thead className="bg-stone-50 text-xs tracking-wide text-stone-600 uppercase">
							<tr>
								{['Subject', 'Status', 'Sent', 'Failed', 'Left', 'When'].map((column) => (
									<th key={column} scope="col" className="px-4 py-3">
										{column}
									</th>
								))}
							</tr>
						</thead>
						<tbody>
							{campaigns.map((c) => (
								<tr key={c.id} className="border-t border-stone-100">
									<td className="px-4 py-3">
										<Link
											to={`/admin/newsletter/campaigns/${c.id}`}
											className="font-medium underline-offset-2 hover:underline"
										>
											{c.subject}
										</Link>
									</td>
									<td className="px-4 py-3">
										<Badge tone={CAMPAIGN_STATUS_TONES[c.status]}>{CAMPAIGN_STATUS_LABELS[c.status]}</Badge>
									</td>
									<td className="px-4 py-3 tabular-nums">{c.counts.sent}</td>
									<td className="px-4 py-3 tabular-nums">{c.counts.failed}</td>
									<td className="px-4 py-3 tabular-nums">{c.counts.queued}</td>
									<td className="px-4 py-3 text-stone-600">
										{c.sent_at
											? `Sent ${formatDateTime(c.sent_at)}`
											: c.send_at
												? `${c.status === 'scheduled' ? 'For' : 'Started'} ${formatDateTime(c.send_at)}`
												: `Edited ${formatDateTime(c.updated_at)}`}
									</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			)}
		</>
	)
}
