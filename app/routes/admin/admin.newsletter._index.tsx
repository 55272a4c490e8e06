import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import { PageHeader, Pagination, withParam, withoutParam } from '#app/components/admin/list-parts.tsx'
import { inputClass } from '#app/components/forms.tsx'
import { useToast } from '#app/components/toaster.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx'
import { deleteSubscriber } from '#app/data/newsletter.server.ts'
import { handleListPost, loadList } from '#app/server/admin/admin-list.server.ts'
import { noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { subscriberList } from '#app/server/admin/subscribers.server.ts'
import { formatShortDate } from '#app/utils/dates.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Newsletter Subscribers')
export const headers = noStoreHeaders

export const loader = ({ request }: LoaderFunctionArgs) => loadList(subscriberList, request)

export function action({ request }: ActionFunctionArgs) {
	return handleListPost(
		request,
		{
			delete: async (id) => {
				await deleteSubscriber(id)
				return { type: 'success', title: 'Subscriber deleted successfully' }
			},
		},
		() => 'Failed to delete subscriber',
	)
}

export default function AdminNewsletter() {
	const { items: subscribers, matching, pages, total, filters, texts, toDelete } = useLoaderData<typeof loader>()
	const location = useLocation()
	const { toast } = useToast()
	return (
		<>
			<PageHeader
				title={texts.title}
				subtitle={texts.subtitle}
				actions={
					<>
						<Link to="/admin/newsletter/campaigns" className={buttonClass.secondary}>
							Campaigns
						</Link>
						<Link to={`/admin/newsletter${location.search}`} className={buttonClass.secondary} reloadDocument={false}>
							Refresh
						</Link>
						<a
							href="/admin/newsletter/export"
							download
							className={buttonClass.primary}
							onClick={() => toast({ type: 'success', title: 'Subscribers exported successfully' })}
						>
							Export
						</a>
					</>
				}
			/>
			<Form method="get" role="search" className="mb-4 flex gap-2">
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
				<button type="submit" className={buttonClass.secondary}>
					Search
				</button>
			</Form>
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
							{['Name', 'Email', 'Subscribed', 'Actions'].map((column) => (
								<th key={column} scope="col" className="px-4 py-3">
									{column}
								</th>
							))}
						</tr>
					</thead>
					<tbody>
						{subscribers.length === 0 ? (
							<tr>
								<td colSpan={4} className="px-4 py-8 text-center text-stone-500">
									{total === 0 ? texts.getStarted : 'No subscribers found matching your search'}
								</td>
							</tr>
						) : (
							subscribers.map((s) => (
								<tr key={s.id} className="border-t border-stone-100">
									<td className="px-4 py-3">{s.name || '—'}</td>
									<td className="px-4 py-3">{s.email}</td>
									<td className="px-4 py-3">{formatShortDate(s.subscribed_at)}</td>
									<td className="px-4 py-3">
										<Link
											to={withParam(location.search, 'delete', String(s.id))}
											preventScrollReset
											className={buttonClass.smallDanger}
											aria-label={`Delete ${s.email}`}
										>
											Delete
										</Link>
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
