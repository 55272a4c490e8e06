import { useLoaderData } from 'react-router'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { ContactDetails } from '#app/components/admin/contact-details.tsx'
import { ContactTimeline } from '#app/components/admin/contact-timeline.tsx'
import { contactPageLoader } from '#app/server/admin/contact-page.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor', loadingText: 'Loading contact...' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

export const meta = adminMeta('Contact')
export const loader = contactPageLoader

export default function ContactPage() {
	const { contact, timeline } = useLoaderData<typeof loader>()
	return (
		<>
			<ContactDetails contact={contact} />
			<ContactTimeline events={timeline.events} interests={timeline.interests} />
		</>
	)
}
