import { Link, useLoaderData } from 'react-router'
import { useMaySee } from '#app/components/admin/admin-shell.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { ContactDetails } from '#app/components/admin/contact-details.tsx'
import { DocumentDownload } from '#app/components/admin/document-links.tsx'
import { ContactTimeline } from '#app/components/admin/contact-timeline.tsx'
import { contactPageLoader } from '#app/server/admin/contact-page.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor', loadingText: 'Loading contact...' }
export { noStoreHeaders as headers } from '#app/server/admin/forms.server.ts'

export const meta = adminMeta('Contact')
export const loader = contactPageLoader

export default function ContactPage() {
	const { contact, timeline, mayExport } = useLoaderData<typeof loader>()
	const maySell = useMaySee('/admin/sales')
	return (
		<>
			<ContactDetails
				contact={contact}
				actions={
					<>
						{maySell ? (
							<>
								<Link to={`/admin/sales/new?contact=${contact.id}`} className={buttonClass.secondary}>
									Record a sale
								</Link>
								{contact.kinds.includes('consignor') || timeline.events.some((e) => e.kind === 'consignment') ? (
									<DocumentDownload
										href={`/admin/contacts/${contact.id}/statement.pdf`}
										label="Consignor statement"
										className={buttonClass.secondary}
									/>
								) : null}
							</>
						) : null}
						{mayExport ? (
							<a href={`/admin/contacts/${contact.id}/export`} download className={buttonClass.secondary}>
								Export data
							</a>
						) : null}
						<Link
							to={`/admin/contacts?delete=${contact.id}&version=${contact.version}`}
							className={buttonClass.secondary}
							aria-label={`Erase ${contact.name}`}
						>
							Erase
						</Link>
					</>
				}
			/>
			<ContactTimeline events={timeline.events} interests={timeline.interests} />
		</>
	)
}
