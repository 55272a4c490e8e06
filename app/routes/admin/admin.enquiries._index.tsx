import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { useLoaderData } from 'react-router'
import { AdminListPage } from '#app/components/admin/admin-list-page.tsx'
import { EnquiryListItem } from '#app/components/admin/enquiry-card.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { deleteEnquiry, setEnquiryStatus } from '#app/data/enquiries.server.ts'
import { ENQUIRY_STATUS_LABELS, EnquiryStatusSchema } from '#app/schemas/enquiry.ts'
import { handleListPost, loadList } from '#app/server/admin/admin-list.server.ts'
import { noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { inboxList } from '#app/server/admin/inbox.server.ts'
import { mailOffReason } from '#app/server/mail/outbox.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Enquiries')
export const headers = noStoreHeaders

export async function loader({ request }: LoaderFunctionArgs) {
	const list = await loadList(inboxList(), request)
	return { ...list, mailOff: await mailOffReason() }
}

export function action({ request }: ActionFunctionArgs) {
	return handleListPost(
		request,
		{
			status: async (id, form) => {
				const parsed = EnquiryStatusSchema.safeParse({ status: form.get('status') })
				if (!parsed.success) return null
				await setEnquiryStatus(id, parsed.data.status)
				const label = ENQUIRY_STATUS_LABELS[parsed.data.status].toLowerCase()
				return { type: 'success', title: `Enquiry marked as ${label}` }
			},
			delete: async (id) => {
				await deleteEnquiry(id)
				return { type: 'success', title: 'Enquiry deleted successfully' }
			},
		},
		(intent) => (intent === 'delete' ? 'Failed to delete enquiry' : 'Failed to update enquiry'),
	)
}

export default function AdminEnquiries() {
	const data = useLoaderData<typeof loader>()
	return (
		<AdminListPage
			data={data}
			Card={EnquiryListItem}
			gridClass="space-y-3"
			notice={data.mailOff}
			actions={
				<a href="/admin/enquiries/export" download className={buttonClass.primary}>
					Export CSV
				</a>
			}
		/>
	)
}
