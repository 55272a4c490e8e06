import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import { PageHeader, Pagination, withParam, withoutParam } from '#app/components/admin/list-parts.tsx'
import { inputClass } from '#app/components/forms.tsx'
import { useToast } from '#app/components/toaster.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx'
import { NotFoundError } from '#app/data/db.server.ts'
import { countSubscribers, deleteSubscriber, getSubscriber, listSubscribers } from '#app/data/newsletter.server.ts'
import { ADMIN_PAGE_SIZE } from '#app/utils/admin-filters.ts'
import { pageOf, readPage } from '#app/utils/pagination.ts'
import { formatShortDate } from '#app/utils/dates.ts'
import { backTo, formId, noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { readFormData } from '#app/server/http.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Newsletter Subscribers')
export const headers = noStoreHeaders

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdmin(request)
	const params = new URL(request.url).searchParams
	const q = params.get('q') ?? ''
	const deleting = formId(params.get('delete'))
	const [found, total, toDelete] = await Promise.all([
		listSubscribers(q),
		countSubscribers(),
		deleting ? getSubscriber(deleting) : null,
	])
	const page = pageOf(found, readPage(params.get('page')), ADMIN_PAGE_SIZE)
	return {
		subscribers: page.items,
		matching: page.matching,
		pages: { page: page.page, pageCount: page.pageCount },
		total,
		q,
		toDelete: toDelete ? { id: toDelete.id, email: toDelete.email } : null,
	}
}

export async function action({ request }: ActionFunctionArgs) {
	await requireAdmin(request)
	const form = await readFormData(request)
	const id = formId(form.get('id'))
	const back = backTo(request)
	if (form.get('intent') === 'delete' && id) {
		try {
			await deleteSubscriber(id)
			return redirectWithToast(request, back, { type: 'success', title: 'Subscriber deleted successfully' })
		} catch (error) {
			if (!(error instanceof NotFoundError)) throw error
		}
	}
	return redirectWithToast(request, back, { type: 'error', title: 'Error', description: 'Failed to delete subscriber' })
}

export default function AdminNewsletter() {
	const { subscribers, matching, pages, total, q, toDelete } = useLoaderData<typeof loader>()
	const location = useLocation()
	const { toast } = useToast()
	return (
		<>
			<PageHeader
				title="Newsletter Subscribers"
				subtitle="People who signed up on the contact page"
				actions={
					<>
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
					defaultValue={q}
					placeholder="Search subscribers..."
					className={`${inputClass} max-w-md`}
				/>
				<button type="submit" className={buttonClass.secondary}>
					Search
				</button>
			</Form>
			{toDelete ? (
				<ConfirmDialog
					title="Delete Subscriber"
					message={`Are you sure you want to delete "${toDelete.email}"? This action cannot be undone.`}
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
									{total === 0 ? 'No subscribers yet' : 'No subscribers found matching your search'}
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
				Showing {matching} of {total} subscribers
			</p>
			<Pagination page={pages.page} pageCount={pages.pageCount} label="Subscribers" />
		</>
	)
}
