import { useFormatDateTime } from '#app/components/admin/gallery-time.tsx'
import { type RecipientActivityData } from '#app/utils/room-activity.ts'

/** What one recipient of a viewing room did (docs/admin.md, 'Viewing rooms'), shown under their link. */
export function RecipientActivity({ name, activity }: { name: string; activity: RecipientActivityData }) {
	const formatDateTime = useFormatDateTime()
	const { invitations, works, enquiries } = activity
	return (
		<div className="grid gap-3 text-xs text-stone-700 sm:grid-cols-3" aria-label={`What ${name} did`} role="group">
			<div>
				<h3 className="font-semibold text-stone-900">Invitations</h3>
				{invitations.length ? (
					<ul className="mt-1 space-y-0.5">
						{invitations.map((sent) => (
							<li key={sent.sent_at}>{`Sent ${formatDateTime(sent.sent_at)} to ${sent.email}`}</li>
						))}
					</ul>
				) : (
					<p className="mt-1">Not sent by email yet.</p>
				)}
			</div>
			<div>
				<h3 className="font-semibold text-stone-900">Works opened</h3>
				{works.length ? (
					<ul className="mt-1 space-y-0.5">
						{works.map((w) => (
							<li key={w.artwork_id}>
								<span className="italic">{w.title}</span>
								{w.first && w.last
									? `: ${w.views === 1 ? 'once' : `${w.views} times`}, first ${formatDateTime(w.first)}${w.views === 1 ? '' : `, last ${formatDateTime(w.last)}`}`
									: ''}
							</li>
						))}
					</ul>
				) : (
					<p className="mt-1">No work opened on its own page yet.</p>
				)}
			</div>
			<div>
				<h3 className="font-semibold text-stone-900">Enquiries from the room</h3>
				{enquiries.length ? (
					<ul className="mt-1 space-y-0.5">
						{enquiries.map((e) => (
							<li key={e.id}>
								<a href="/admin/enquiries" className="underline">
									{e.kind === 'reserve' ? 'Request to reserve' : 'Enquiry'}
								</a>
								{': '}
								<span className="italic">{e.title}</span>
								{`, ${formatDateTime(e.created_at)}`}
							</li>
						))}
					</ul>
				) : (
					<p className="mt-1">None yet.</p>
				)}
			</div>
		</div>
	)
}
