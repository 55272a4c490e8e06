import { Form, Link, useLocation } from 'react-router'
import { inputClass } from '#app/components/forms.tsx'
import { ENQUIRY_STATUS_LABELS } from '#app/schemas/enquiry.ts'
import { Badge, buttonClass } from '#app/components/ui/button.tsx'
import { useFormatDateTime } from './gallery-time.tsx'
import { variantUrl } from '#app/utils/images.ts'
import { BACK_OFFICE_LOCALE, formatDay } from '#app/utils/locale-format.ts'
import { withParam } from './list-parts.tsx'

type Status = keyof typeof ENQUIRY_STATUS_LABELS

export type EnquiryCardData = {
	id: number
	name: string
	email: string
	phone: string
	message: string
	status: Status
	created_at: string
	about: string
	subject: { title: string; path: string; image: string; is_visible: boolean } | null
	/** The mail server's answer when it refused the email notice for good. */
	notice_error?: string | null
	/** Sent from a viewing room: the room, the recipient whose link was used, and whether it asks to reserve. */
	room?: { id: number; title: string; recipient: string | null } | null
	kind?: 'enquiry' | 'reserve' | 'appointment'
	/** An appointment's day, 'YYYY-MM-DD'. */
	preferred_date?: string | null
	/** 'Reply by email': a mailto in the enquiry's language (app/server/admin/inbox.server.ts). */
	reply: string
	/** The sender's contact (docs/admin.md, 'Contacts'): their name links to it. */
	contact_id?: number | null
}

const tones = { new: 'blue', replied: 'green', closed: 'neutral' } as const

/** An enquiry as an item of the inbox's list. */
export function EnquiryListItem({ item }: { item: EnquiryCardData }) {
	return (
		<li>
			<EnquiryCard enquiry={item} />
		</li>
	)
}

/** One enquiry in the inbox: the work it is about, the sender, the message, its status and actions. */
export function EnquiryCard({ enquiry: e }: { enquiry: EnquiryCardData }) {
	const formatDateTime = useFormatDateTime()
	const location = useLocation()
	return (
		<article
			className="flex flex-col gap-4 rounded-lg border border-stone-200 bg-white p-4 sm:flex-row"
			aria-labelledby={`enquiry-${e.id}`}
			data-enquiry={e.id}
		>
			<div className="h-24 w-24 shrink-0 overflow-hidden rounded-md bg-stone-100">
				{e.subject?.image ? (
					<img src={variantUrl(e.subject.image, 320)} alt="" className="h-full w-full object-contain" loading="lazy" />
				) : (
					<span className="flex h-full items-center justify-center text-xs text-stone-500">No image</span>
				)}
			</div>
			<div className="min-w-0 flex-1 space-y-2">
				<div className="flex flex-wrap items-center gap-2">
					<h2 id={`enquiry-${e.id}`} className="mr-auto font-semibold">
						{e.subject && e.subject.is_visible ? (
							<a href={e.subject.path} className="underline-offset-4 hover:underline" target="_blank" rel="noreferrer">
								{e.about}
							</a>
						) : (
							e.about
						)}
					</h2>
					{e.kind === 'reserve' ? <Badge tone="blue">Request to reserve</Badge> : null}
					{e.kind === 'appointment' ? (
						<Badge tone="blue">{`Appointment on ${formatDay(e.preferred_date, BACK_OFFICE_LOCALE)}`}</Badge>
					) : null}
					<Badge tone={tones[e.status]}>{ENQUIRY_STATUS_LABELS[e.status]}</Badge>
				</div>
				{e.room ? (
					<p className="text-sm text-stone-700" data-testid="enquiry-room">
						<a href={`/admin/viewing-rooms/${e.room.id}/edit`} className="underline">
							{`Viewing room: ${e.room.title}`}
						</a>
						{e.room.recipient ? ` · sent to ${e.room.recipient}` : ' · shared link'}
					</p>
				) : null}
				<p className="text-sm text-stone-700">
					{'From '}
					{e.contact_id ? (
						<Link to={`/admin/contacts/${e.contact_id}`} className="underline">
							{e.name}
						</Link>
					) : (
						e.name
					)}
					{' · '}
					<a href={e.reply} className="underline">
						{e.email}
					</a>
					{e.phone ? ` · ${e.phone}` : ''}
				</p>
				<p className="text-xs text-stone-500">{`Received ${formatDateTime(e.created_at)}`}</p>
				{e.notice_error ? <p className="text-xs text-red-700">{`Email notice failed: ${e.notice_error}`}</p> : null}
				<p className="text-sm whitespace-pre-line text-stone-800">{e.message}</p>
				<div className="flex flex-wrap items-end gap-2 pt-1">
					<Form method="post" preventScrollReset className="flex items-end gap-2">
						<input type="hidden" name="id" value={e.id} />
						<div>
							<label htmlFor={`enquiry-status-${e.id}`} className="mb-1 block text-xs font-medium text-stone-600">
								Status
							</label>
							<select
								id={`enquiry-status-${e.id}`}
								name="status"
								defaultValue={e.status}
								className={`${inputClass} py-1.5`}
							>
								{Object.entries(ENQUIRY_STATUS_LABELS).map(([value, label]) => (
									<option key={value} value={value}>
										{label}
									</option>
								))}
							</select>
						</div>
						<button
							type="submit"
							name="intent"
							value="status"
							className={buttonClass.small}
							aria-label={`Save the status of the enquiry from ${e.name}`}
						>
							Save
						</button>
					</Form>
					<a href={e.reply} className={buttonClass.small}>
						Reply by email
					</a>
					<Link
						to={withParam(location.search, 'delete', String(e.id))}
						preventScrollReset
						className={buttonClass.smallDanger}
						aria-label={`Delete the enquiry from ${e.name}`}
					>
						Delete
					</Link>
				</div>
			</div>
		</article>
	)
}
