import { Link } from 'react-router'
import { type Interest, type TimelineEvent } from '#app/utils/contact-timeline.ts'
import { BACK_OFFICE_LOCALE, formatAmount } from '#app/utils/locale-format.ts'
import { useFormatDateTime } from './gallery-time.tsx'

const NEWSLETTER_STATUS: Record<string, string> = {
	pending: 'Signed up to the newsletter, not yet confirmed',
	active: 'Reads the newsletter',
	unsubscribed: 'Signed up to the newsletter (since unsubscribed)',
	bounced: 'Signed up to the newsletter (mail to them bounces)',
}

function EventLine({ event: e }: { event: TimelineEvent }) {
	switch (e.kind) {
		case 'enquiry':
			return (
				<>
					<p className="font-medium">
						{e.viewing_room_id ? 'Enquired from a viewing room' : 'Enquired'}
						{e.artwork_id !== null ? (
							<>
								{' about '}
								<Link to={`/admin/artworks/${e.artwork_id}/edit`} className="underline underline-offset-2">
									{e.artwork_title ?? 'a work no longer held'}
								</Link>
							</>
						) : e.exhibition_title ? (
							` about ${e.exhibition_title}`
						) : null}
					</p>
					<p className="line-clamp-3 whitespace-pre-line text-stone-700">{e.message}</p>
				</>
			)
		case 'room_sent':
			return (
				<p className="font-medium">
					Sent the viewing room{' '}
					<Link to={`/admin/viewing-rooms/${e.room_id}/edit`} className="underline underline-offset-2">
						{e.room_title}
					</Link>
					{e.revoked_at ? ' (link revoked)' : null}
				</p>
			)
		case 'room_viewed':
			return (
				<>
					<p className="font-medium">
						Viewed {e.room_title} ({e.views} {e.views === 1 ? 'view' : 'views'})
					</p>
					{e.works_viewed.length ? (
						<p className="text-stone-700">Works opened: {e.works_viewed.map((w) => w.title).join(', ')}</p>
					) : null}
				</>
			)
		case 'newsletter':
			return <p className="font-medium">{NEWSLETTER_STATUS[e.status] ?? 'Newsletter reader'}</p>
		case 'newsletter_unsubscribed':
			return <p className="font-medium">Unsubscribed from the newsletter</p>
		case 'campaign':
			return <p className="font-medium">Was sent the newsletter “{e.subject}”</p>
		case 'purchase':
			return (
				<p className="font-medium">
					Bought{' '}
					<Link to={`/admin/artworks/${e.artwork_id}/edit`} className="underline underline-offset-2">
						{e.artwork_title ?? 'a work no longer held'}
					</Link>
					{e.impression_label ? ` (${e.impression_label})` : null}
					{', '}
					{/* Sales are for admins only: an editor's session is refused there (docs/admin.md, 'Sales'). */}
					invoice {e.invoice_number}, {formatAmount(e.total, e.currency, BACK_OFFICE_LOCALE)}
					{e.status === 'cancelled' ? ' (cancelled)' : null}
				</p>
			)
		case 'consignment':
			return (
				<p className="font-medium">
					Consigned{' '}
					<Link to={`/admin/artworks/${e.artwork_id}/edit`} className="underline underline-offset-2">
						{e.artwork_title}
					</Link>
				</p>
			)
	}
}

/** The contact's history, newest first, and the artists they are interested in. */
export function ContactTimeline({ events, interests }: { events: TimelineEvent[]; interests: Interest[] }) {
	const formatDateTime = useFormatDateTime()
	return (
		<div className="mt-6 grid gap-4 lg:grid-cols-[3fr_1fr]">
			<section aria-labelledby="timeline-title" className="rounded-lg border border-stone-200 bg-white p-4 text-sm">
				<h2 id="timeline-title" className="mb-3 font-semibold">
					History
				</h2>
				{events.length ? (
					<ol className="space-y-3">
						{events.map((e, i) => (
							<li key={`${e.kind}-${i}`} className="border-l-2 border-stone-200 pl-3" data-event={e.kind}>
								<p className="text-xs text-stone-600">{formatDateTime(e.at)}</p>
								<EventLine event={e} />
							</li>
						))}
					</ol>
				) : (
					<p className="text-stone-600">Nothing yet: enquiries, viewing rooms and newsletters will show here.</p>
				)}
			</section>
			<section aria-labelledby="interests-title" className="rounded-lg border border-stone-200 bg-white p-4 text-sm">
				<h2 id="interests-title" className="mb-3 font-semibold">
					Interests
				</h2>
				{interests.length ? (
					<ul className="space-y-1">
						{interests.map((i) => (
							<li key={i.artist_id} className="flex justify-between gap-2">
								<Link to={`/admin/artists/${i.artist_id}/edit`} className="underline underline-offset-2">
									{i.artist_name}
								</Link>
								<span className="text-stone-600">{i.count}</span>
							</li>
						))}
					</ul>
				) : (
					<p className="text-stone-600">No artists yet</p>
				)}
			</section>
		</div>
	)
}
