import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { Form, Link, useLoaderData, useLocation } from 'react-router'
import { PageHeader, Pagination, StatCards, withParam, withoutParam } from '#app/components/admin/list-parts.tsx'
import { inputClass } from '#app/components/forms.tsx'
import { useToast } from '#app/components/toaster.tsx'
import { Badge, buttonClass } from '#app/components/ui/button.tsx'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx'
import { deleteSubscriber, eraseSubscriber, getSubscriber, subscriberView } from '#app/data/newsletter.server.ts'
import { SUBSCRIBER_STATUSES } from '#app/schemas/records.ts'
import { handleListPost, loadList } from '#app/server/admin/admin-list.server.ts'
import { formId, noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { subscriberList } from '#app/server/admin/subscribers.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { mayUse } from '#app/server/permissions.server.ts'
import { SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUS_TONES } from '#app/utils/subscribers.ts'
import { BACK_OFFICE_LOCALE, formatDay } from '#app/utils/locale-format.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor', loadingText: 'Loading subscribers...' }

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Newsletter Subscribers')
export const headers = noStoreHeaders

/**
 * The list never carries a reader's link secrets to the page. `?erase={id}`
 * asks to confirm a reader's erasure (docs/admin.md, "Newsletter: readers").
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireAdmin(request)
	const list = await loadList(subscriberList, request)
	const erasing = formId(new URL(request.url).searchParams.get('erase'))
	const toErase = erasing ? await getSubscriber(erasing) : null
	return {
		...list,
		items: list.items.map(subscriberView),
		toErase: toErase ? { id: toErase.id, email: toErase.email } : null,
		// Editors see the readers but not their exports or the campaigns (docs/admin.md, 'Users and roles').
		mayExport: mayUse(user.role, '/admin/newsletter/export'),
		mayUseCampaigns: mayUse(user.role, '/admin/newsletter/campaigns'),
		mayAdd: mayUse(user.role, '/admin/newsletter/readers'),
	}
}

export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireAdmin(request)
	return handleListPost(
		request,
		{
			delete: async (id) => {
				await deleteSubscriber(id)
				return { type: 'success', title: 'Subscriber deleted successfully' }
			},
			erase: async (id) => {
				await eraseSubscriber(id, { id: user.id, username: user.username, ip: clientAddressOf(context) })
				return { type: 'success', title: 'Subscriber erased successfully' }
			},
		},
		(intent) => (intent === 'erase' ? 'Failed to erase subscriber' : 'Failed to delete subscriber'),
	)
}

export default function AdminNewsletter() {
	const {
		items: subscribers,
		matching,
		pages,
		total,
		stats,
		filters,
		texts,
		toDelete,
		toErase,
		mayExport,
		mayUseCampaigns,
		mayAdd,
	} = useLoaderData<typeof loader>()
	const location = useLocation()
	const { toast } = useToast()
	return (
		<>
			<PageHeader
				title={texts.title}
				subtitle={texts.subtitle}
				actions={
					<>
						{mayUseCampaigns ? (
							<Link to="/admin/newsletter/campaigns" className={buttonClass.secondary}>
								Campaigns
							</Link>
						) : null}
						{mayAdd ? (
							<Link to="/admin/newsletter/readers" className={buttonClass.secondary}>
								Add readers
							</Link>
						) : null}
						<Link to={`/admin/newsletter${location.search}`} className={buttonClass.secondary} reloadDocument={false}>
							Refresh
						</Link>
						{mayExport ? (
							<a
								href="/admin/newsletter/export"
								download
								className={buttonClass.primary}
								onClick={() => toast({ type: 'success', title: 'Subscribers exported successfully' })}
							>
								Export
							</a>
						) : null}
					</>
				}
			/>
			<StatCards stats={stats} />
			<Form method="get" role="search" className="mb-4 flex flex-wrap gap-2">
				<label htmlFor="subscriber-search" className="sr-only">
					Search subscribers
				</label>
				<input
					id="subscriber-search"
					type="search"
					name="q"
					defaultValue={filters.q}
					placeholder={texts.search}
					className={`${inputClass} max-w-md`}
				/>
				<label htmlFor="subscriber-status" className="sr-only">
					Status
				</label>
				<div className="w-full sm:w-48">
					<select id="subscriber-status" name="status" defaultValue={filters.status ?? ''} className={inputClass}>
						<option value="">All statuses</option>
						{SUBSCRIBER_STATUSES.map((status) => (
							<option key={status} value={status}>
								{SUBSCRIBER_STATUS_LABELS[status]}
							</option>
						))}
					</select>
				</div>
				<button type="submit" className={buttonClass.secondary}>
					Search
				</button>
			</Form>
			{toErase ? (
				<ConfirmDialog
					title="Erase Subscriber"
					message={`Erase everything held about "${toErase.email}"? The record and the newsletters sent to it are deleted; the activity log keeps only that an erasure happened. This cannot be undone.`}
					cancelTo={withoutParam(location, 'erase')}
					id={toErase.id}
					intent="erase"
					confirmLabel="Erase"
				/>
			) : null}
			{toDelete ? (
				<ConfirmDialog
					title="Delete Subscriber"
					message={toDelete.question}
					cancelTo={withoutParam(location, 'delete')}
					id={toDelete.id}
				/>
			) : null}
			<div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
				<table className="w-full text-left text-sm">
					<thead className="bg-stone-50 text-xs tracking-wide text-stone-600 uppercase">
						<tr>
							{['Name', 'Email', 'Status', 'Subscribed', 'Actions'].map((column) => (
								<th key={column} scope="col" className="px-4 py-3">
									{column}
								</th>
							))}
						</tr>
					</thead>
					<tbody>
						{subscribers.length === 0 ? (
							<tr>
								<td colSpan={5} className="px-4 py-8 text-center text-stone-500">
									{total === 0 ? texts.getStarted : 'No subscribers found matching your search'}
								</td>
							</tr>
						) : (
							subscribers.map((s) => (
								<tr key={s.id} className="border-t border-stone-100">
									<td className="px-4 py-3">{s.name || '—'}</td>
									<td className="px-4 py-3">{s.email}</td>
									<td className="px-4 py-3">
										<Badge tone={SUBSCRIBER_STATUS_TONES[s.status]}>{SUBSCRIBER_STATUS_LABELS[s.status]}</Badge>
									</td>
									<td className="px-4 py-3">{formatDay(s.subscribed_at, BACK_OFFICE_LOCALE, 'short')}</td>
									<td className="px-4 py-3">
										<div className="flex gap-2 whitespace-nowrap">
											{mayExport ? (
												<a
													href={`/admin/newsletter/${s.id}/export`}
													download
													className={buttonClass.small}
													aria-label={`Export data of ${s.email}`}
												>
													Export data
												</a>
											) : null}
											<Link
												to={withParam(location.search, 'erase', String(s.id))}
												preventScrollReset
												className={buttonClass.smallDanger}
												aria-label={`Erase ${s.email}`}
											>
												Erase
											</Link>
											<Link
												to={withParam(location.search, 'delete', String(s.id))}
												preventScrollReset
												className={buttonClass.smallDanger}
												aria-label={`Delete ${s.email}`}
											>
												Delete
											</Link>
										</div>
									</td>
								</tr>
							))
						)}
					</tbody>
				</table>
			</div>
			<p className="mt-3 text-sm text-stone-600" role="status">
				Showing {matching} of {total} {texts.plural}
			</p>
			<Pagination page={pages.page} pageCount={pages.pageCount} label="Subscribers" />
		</>
	)
}
