import { Form, Link } from 'react-router'
import { buttonClass } from '#app/components/ui/button.tsx'
import { inputClass } from '#app/components/forms.tsx'
import { type Contact } from '#app/schemas/records.ts'
import { PageHeader } from './list-parts.tsx'

type MergeData = {
	contact: Contact
	q: string
	candidates: Contact[]
	from: Contact | null
	moving: { enquiries: number; rooms: number; readers: number } | null
}

function who(c: Contact) {
	return [c.name, c.organisation, c.email].filter(Boolean).join(' · ')
}

/**
 * Merging a contact into this one: find the other contact (a GET form), then confirm what moves (a POST form).
 * Works without JavaScript.
 */
export function ContactMerge({ data }: { data: MergeData }) {
	const { contact, q, candidates, from, moving } = data
	const here = `/admin/contacts/${contact.id}/merge`
	return (
		<>
			<div className="mb-2">
				<Link to={`/admin/contacts/${contact.id}`} className="text-sm text-stone-700 underline underline-offset-2">
					Back to {contact.name}
				</Link>
			</div>
			<PageHeader title={`Merge into ${contact.name}`} subtitle="The other contact's history joins this one" />
			{from && moving ? (
				<section
					role="alertdialog"
					aria-labelledby="merge-title"
					aria-describedby="merge-what"
					className="max-w-2xl rounded-lg border border-stone-300 bg-white p-4 sm:p-6"
				>
					<h2 id="merge-title" className="text-lg font-semibold">
						Merge {from.name} into {contact.name}?
					</h2>
					<div id="merge-what" className="mt-2 space-y-2 text-sm">
						<p>
							{who(from)} will be merged into {who(contact)}. Their enquiries ({moving.enquiries}), viewing rooms (
							{moving.rooms}) and newsletter record ({moving.readers}) move to {contact.name}; their email joins{' '}
							{contact.name}&apos;s other emails, and {from.name} is deleted.
						</p>
						<p>This cannot be undone.</p>
					</div>
					<Form method="post" className="mt-4 flex flex-wrap justify-end gap-2">
						<input type="hidden" name="from_id" value={from.id} />
						<input type="hidden" name="version" value={contact.version} />
						<Link to={here} className={buttonClass.secondary}>
							Cancel
						</Link>
						<button type="submit" className={buttonClass.danger}>
							Merge
						</button>
					</Form>
				</section>
			) : (
				<section aria-labelledby="merge-find" className="max-w-2xl rounded-lg border border-stone-200 bg-white p-4">
					<h2 id="merge-find" className="mb-2 font-semibold">
						Find the contact to merge in
					</h2>
					<Form method="get" className="flex flex-wrap gap-2">
						<label htmlFor="merge-q" className="sr-only">
							Name, email or organisation
						</label>
						<input
							id="merge-q"
							type="search"
							name="q"
							defaultValue={q}
							placeholder="Name, email or organisation"
							className={`${inputClass} flex-1`}
						/>
						<button type="submit" className={buttonClass.secondary}>
							Find
						</button>
					</Form>
					{q.trim() ? (
						candidates.length ? (
							<ul className="mt-4 divide-y divide-stone-200">
								{candidates.map((c) => (
									<li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
										<span>{who(c)}</span>
										<Link
											to={`${here}?from=${c.id}`}
											className={buttonClass.small}
											aria-label={`Merge ${c.name} into ${contact.name}`}
										>
											Merge…
										</Link>
									</li>
								))}
							</ul>
						) : (
							<p className="mt-4 text-sm text-stone-600">No other contact matches.</p>
						)
					) : null}
				</section>
			)}
		</>
	)
}
