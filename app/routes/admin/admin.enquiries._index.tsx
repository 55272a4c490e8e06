import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useLocation } from '@remix-run/react'
import { ENQUIRY_STATUS_LABELS, EnquiryCard } from '#app/components/admin/enquiry-card.tsx'
import {
	FilterBar,
	FilterSelect,
	PageHeader,
	StatCards,
	withParam,
	withoutParam,
} from '#app/components/admin/list-parts.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx'
import { NotFoundError } from '#app/data/db.server.ts'
import { deleteEnquiry, setEnquiryStatus } from '#app/data/enquiries.server.ts'
import { EnquiryStatusSchema } from '#app/schemas/enquiry.ts'
import { aboutTitle, inboxEnquiries } from '#app/server/admin/inbox.server.ts'
import { backTo, formId, noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { mailOffReason } from '#app/server/mail/outbox.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { filterEnquiries } from '#app/utils/admin-filters.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { pageOf, readPage } from '#app/utils/pagination.ts'
import { readFormData } from '#app/server/http.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Enquiries')
export const headers = noStoreHeaders

export const INBOX_PAGE_SIZE = 25

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdmin(request)
	const params = new URL(request.url).searchParams
	const all = (await inboxEnquiries()).map((e) => ({ ...e, about: aboutTitle(e) }))
	const { filtered, filters, active } = filterEnquiries(all, params, (e) => e.about)
	const { items, page, pageCount, matching } = pageOf(filtered, readPage(params.get('page')), INBOX_PAGE_SIZE)
	const toDelete = all.find((e) => String(e.id) === params.get('delete')) ?? null
	return {
		enquiries: items,
		matching,
		total: all.length,
		counts: {
			new: all.filter((e) => e.status === 'new').length,
			replied: all.filter((e) => e.status === 'replied').length,
			closed: all.filter((e) => e.status === 'closed').length,
		},
		filters,
		active,
		page,
		pageCount,
		toDelete: toDelete ? { id: toDelete.id, label: `${toDelete.name} about ${toDelete.about}` } : null,
		mailOff: await mailOffReason(),
	}
}

export async function action({ request }: ActionFunctionArgs) {
	await requireAdmin(request)
	const form = await readFormData(request)
	const id = formId(form.get('id'))
	const intent = form.get('intent')
	const back = backTo(request)
	try {
		if (id && intent === 'status') {
			const parsed = EnquiryStatusSchema.safeParse({ status: form.get('status') })
			if (parsed.success) {
				await setEnquiryStatus(id, parsed.data.status)
				return redirectWithToast(request, back, {
					type: 'success',
					title: `Enquiry marked as ${ENQUIRY_STATUS_LABELS[parsed.data.status].toLowerCase()}`,
				})
			}
		}
		if (id && intent === 'delete') {
			await deleteEnquiry(id)
			return redirectWithToast(request, back, { type: 'success', title: 'Enquiry deleted successfully' })
		}
	} catch (error) {
		if (!(error instanceof NotFoundError)) console.error(error)
	}
	const failure = intent === 'delete' ? 'Failed to delete enquiry' : 'Failed to update enquiry'
	return redirectWithToast(request, back, { type: 'error', title: 'Error', description: failure })
}

export default function AdminEnquiries() {
	const { enquiries, matching, total, counts, filters, active, page, pageCount, toDelete, mailOff } =
		useLoaderData<typeof loader>()
	const location = useLocation()
	return (
		<>
			<PageHeader
				title="Enquiries"
				subtitle="Questions visitors sent about works and exhibitions, newest first"
				actions={
					<a href="/admin/enquiries/export" download className={buttonClass.primary}>
						Export CSV
					</a>
				}
			/>
			{mailOff ? <p className="mb-4 text-sm text-stone-600">{mailOff}</p> : null}
			<StatCards
				stats={[
					{ label: 'Total', value: total },
					{ label: 'New', value: counts.new },
					{ label: 'Replied', value: counts.replied },
					{ label: 'Closed', value: counts.closed },
				]}
			/>
			<FilterBar search={filters.q} placeholder="Search enquiries..." clearTo="/admin/enquiries" active={active}>
				<FilterSelect
					label="Status"
					name="status"
					value={filters.status}
					options={[
						{ value: '', label: 'All Status' },
						...Object.entries(ENQUIRY_STATUS_LABELS).map(([value, label]) => ({ value, label })),
					]}
				/>
			</FilterBar>
			<p className="mb-4 text-sm text-stone-600" role="status">
				{`Showing ${enquiries.length} of ${total} enquiries`}
			</p>
			{toDelete ? (
				<ConfirmDialog
					title="Delete Enquiry"
					message={`Are you sure you want to delete the enquiry from ${toDelete.label}? This action cannot be undone.`}
					cancelTo={withoutParam(location, 'delete')}
					id={toDelete.id}
				/>
			) : null}
			{enquiries.length === 0 ? (
				<div className="rounded-lg border border-dashed border-stone-300 bg-white p-10 text-center">
					<h2 className="text-lg font-semibold">No enquiries found</h2>
					<p className="mt-1 text-sm text-stone-600">
						{total === 0
							? 'Enquiries sent from artwork and exhibition pages will appear here.'
							: 'Try adjusting your search or filter criteria.'}
					</p>
				</div>
			) : (
				<ul className="space-y-3">
					{enquiries.map((e) => (
						<li key={e.id}>
							<EnquiryCard enquiry={e} />
						</li>
					))}
				</ul>
			)}
			{pageCount > 1 ? (
				<nav aria-label="Pagination" className="mt-6 flex items-center justify-center gap-4">
					{page > 1 ? (
						<Link to={withParam(location.search, 'page', String(page - 1))} className={buttonClass.secondary}>
							Previous
						</Link>
					) : null}
					<span className="text-sm text-stone-600">{`Page ${page} of ${pageCount} (${matching} matching)`}</span>
					{page < pageCount ? (
						<Link to={withParam(location.search, 'page', String(page + 1))} className={buttonClass.secondary}>
							Next
						</Link>
					) : null}
				</nav>
			) : null}
		</>
	)
}
