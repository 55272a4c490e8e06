import { type ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '#app/components/ui/button.tsx'
import { type Contact } from '#app/schemas/records.ts'
import { useFormatDateTime } from './gallery-time.tsx'
import { ContactBadges } from './list-cards.tsx'
import { PageHeader } from './list-parts.tsx'

/** The head of a contact's page: who they are and how to reach them, with Edit and History. */
export function ContactDetails({ contact: c, actions }: { contact: Contact; actions?: ReactNode }) {
	const formatDateTime = useFormatDateTime()
	const facts: [string, ReactNode][] = [
		['Email', c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : null],
		['Other emails', c.other_emails.length ? c.other_emails.join(', ') : null],
		['Phone', c.phone || null],
		['Address', c.address ? <span className="whitespace-pre-line">{c.address}</span> : null],
		['Language', c.language || null],
		['Added', formatDateTime(c.created_at)],
		['Changed', formatDateTime(c.updated_at)],
	]
	return (
		<section aria-labelledby="contact-name">
			<div className="mb-2">
				<Link to="/admin/contacts" className="text-sm text-stone-700 underline underline-offset-2">
					All contacts
				</Link>
			</div>
			<PageHeader
				title={c.name}
				subtitle={c.organisation || undefined}
				actions={
					<>
						{actions}
						<Link to={`/admin/contacts/${c.id}/merge`} className={buttonClass.secondary}>
							Merge…
						</Link>
						<Link to={`/admin/contacts/${c.id}/history`} className={buttonClass.secondary}>
							History
						</Link>
						<Link to={`/admin/contacts/${c.id}/edit`} className={buttonClass.primary}>
							Edit
						</Link>
					</>
				}
			/>
			<ContactBadges contact={c} className="mb-4" />
			<div className="grid gap-4 lg:grid-cols-[2fr_3fr]">
				<dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-stone-200 bg-white p-4 text-sm">
					{facts
						.filter(([, value]) => value !== null)
						.map(([term, value]) => (
							<div key={term} className="contents">
								<dt className="text-stone-600">{term}</dt>
								<dd className="break-words">{value}</dd>
							</div>
						))}
				</dl>
				<div className="rounded-lg border border-stone-200 bg-white p-4 text-sm">
					<h2 className="mb-2 font-semibold">Notes</h2>
					{c.notes ? <p className="whitespace-pre-line">{c.notes}</p> : <p className="text-stone-600">No notes yet</p>}
				</div>
			</div>
		</section>
	)
}
