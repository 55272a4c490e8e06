import { Link } from 'react-router'
import { Badge } from '#app/components/ui/button.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { type Artist, type Artwork, type Contact, type Exhibition } from '#app/schemas/records.ts'
import { CONTACT_KIND_LABELS } from '#app/schemas/contact.ts'
import { BACK_OFFICE_LOCALE, formatDayRange } from '#app/utils/locale-format.ts'
import { isOnHold } from '#app/utils/holds.ts'
import { type DisplayStatus } from '#app/utils/exhibition-status.ts'
import { variantUrl } from '#app/utils/images.ts'
import { availabilityMark } from '#app/utils/sales.ts'
import { SOCIAL_PLATFORMS } from '#app/utils/social-platforms.ts'
import { initials } from '#app/utils/text.ts'
import { type RoomCardData } from '#app/utils/viewing-room.ts'
import { PriceListCheckbox } from './document-links.tsx'
import { CardActions } from './list-parts.tsx'
import { ScheduledBadge } from './publish-at.tsx'
import { useFormatDateTime } from './gallery-time.tsx'

/** The cards of the admin lists, one per collection: what `<AdminListPage>` shows of each record. */

export function VisibleBadge({ visible }: { visible: boolean }) {
	return <Badge tone={visible ? 'green' : 'amber'}>{visible ? 'Visible' : 'Hidden'}</Badge>
}

/**
 * A card's image, whole in its box on a grey ground (the back office never crops an image: a work is never cropped,
 * and staff see what they uploaded), or a grey box with `missing` when there is none.
 */
export function CardImage({ src, aspect, missing }: { src: string; aspect: string; missing: string }) {
	return src ? (
		<img src={variantUrl(src, 640)} alt="" className={`${aspect} w-full bg-stone-100 object-contain`} loading="lazy" />
	) : (
		<div className={`flex ${aspect} items-center justify-center bg-stone-100 text-sm text-stone-600`}>{missing}</div>
	)
}

export const EXHIBITION_GRID = 'grid gap-4 md:grid-cols-2'

/** The status badge says what the show reads as today: 'On view' while it runs. */
export const EXHIBITION_BADGES = {
	current: { tone: 'green', text: 'On view' },
	upcoming: { tone: 'blue', text: 'Upcoming' },
	past: { tone: 'neutral', text: 'Past' },
} as const

export function ExhibitionCard({ item: e }: { item: Exhibition & { display_status?: DisplayStatus } }) {
	const badge = EXHIBITION_BADGES[e.display_status ?? (e.status === 'past' ? 'past' : 'upcoming')]
	return (
		<li className="flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white">
			<CardImage src={e.featured_image} aspect="aspect-[16/9]" missing="No featured image" />
			<div className="flex flex-1 flex-col gap-2 p-4">
				<div className="flex flex-wrap items-center gap-2">
					<h2 className="mr-auto text-lg font-semibold">{e.title}</h2>
					<Badge tone={badge.tone}>{badge.text}</Badge>
					<VisibleBadge visible={e.is_visible} />
					<ScheduledBadge record={e} />
				</div>
				<p className="text-sm text-stone-600">
					{formatDayRange(e.start_date, e.end_date, BACK_OFFICE_LOCALE, 'short') || 'Dates to be announced'}
				</p>
				{e.location ? (
					<p className="flex items-center gap-1 text-sm">
						<Icon name="map-pin" size={14} className="text-stone-500" />
						<span className="sr-only">Location: </span>
						{e.location}
					</p>
				) : null}
				{e.curator ? <p className="text-sm">Curated by {e.curator}</p> : null}
				{e.description ? <p className="line-clamp-3 text-sm text-stone-700">{e.description}</p> : null}
				<CardActions
					id={e.id}
					version={e.version}
					label={e.title}
					visible={e.is_visible}
					editTo={`/admin/exhibitions/${e.id}/edit`}
				/>
			</div>
		</li>
	)
}

export const CARD_GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'

export function ArtistCard({ item: a }: { item: Artist }) {
	return (
		<li className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4">
			<div className="flex items-center gap-3">
				<span
					aria-hidden
					className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-stone-800 font-semibold text-white"
				>
					{initials(a.name, 2)}
				</span>
				<div className="min-w-0">
					<h2 className="truncate font-semibold">{a.name}</h2>
					{a.specialty ? <p className="text-sm text-stone-600">{a.specialty}</p> : null}
				</div>
				<span className="ml-auto flex flex-col items-end gap-1">
					<VisibleBadge visible={a.is_visible} />
					<ScheduledBadge record={a} />
				</span>
			</div>
			{a.bio ? <p className="line-clamp-3 text-sm text-stone-700">{a.bio}</p> : null}
			{Object.keys(a.social_media).length ? (
				<ul className="flex flex-wrap gap-1" aria-label="Social media">
					{SOCIAL_PLATFORMS.filter((p) => a.social_media[p.key]).map((p) => (
						<li key={p.key}>
							<Badge>{p.label}</Badge>
						</li>
					))}
				</ul>
			) : null}
			<CardActions
				id={a.id}
				version={a.version}
				label={a.name}
				visible={a.is_visible}
				editTo={`/admin/artists/${a.id}/edit`}
			/>
		</li>
	)
}

/** Who a reserved work is held for and until when (docs/admin.md, "Holds"). */
export function HoldLine({ holdFor, holdUntil }: { holdFor: string; holdUntil: string | null }) {
	const formatDateTime = useFormatDateTime()
	return (
		<p className="rounded bg-amber-50 px-2 py-1 text-sm text-amber-900" data-testid="hold-line">
			<span className="font-medium">On hold</span>
			{holdFor ? ` for ${holdFor}` : ''}
			{holdUntil ? ` until ${formatDateTime(holdUntil)}` : ' with no end date'}
		</p>
	)
}

export function ArtworkCard({ item: a }: { item: Artwork }) {
	const mark = availabilityMark(a.availability)
	return (
		<li className="relative flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white">
			{mark ? (
				<span
					className={`absolute top-2 left-2 rounded-full px-2 py-0.5 text-xs font-semibold text-white ${mark === 'Sold' ? 'bg-red-800' : 'bg-amber-700'}`}
					data-testid="availability-mark"
				>
					{mark}
				</span>
			) : null}
			<CardImage src={a.featured_image} aspect="aspect-[4/3]" missing="No image" />
			<div className="flex flex-1 flex-col gap-1 p-4">
				<div className="flex items-start gap-2">
					<h2 className="mr-auto font-semibold">{a.title}</h2>
					<VisibleBadge visible={a.is_visible} />
				</div>
				<ScheduledBadge record={a} />
				<p className="text-sm text-stone-600">
					{a.artist_name || 'Unknown Artist'} · {a.year}
				</p>
				{a.medium ? <p className="text-xs text-stone-500">{a.medium}</p> : null}
				{a.stock_number || a.location ? (
					<p className="text-xs text-stone-600" data-testid="stock-line">
						{a.stock_number ? <span className="font-mono">{a.stock_number}</span> : null}
						{a.stock_number && a.location ? ' · ' : null}
						{a.location ? <span>{a.location}</span> : null}
					</p>
				) : null}
				{isOnHold(a) ? <HoldLine holdFor={a.hold_for} holdUntil={a.hold_until} /> : null}
				{a.description ? <p className="line-clamp-2 text-sm text-stone-700">{a.description}</p> : null}
				<PriceListCheckbox id={a.id} title={a.title} />
				<CardActions
					id={a.id}
					version={a.version}
					label={a.title}
					visible={a.is_visible}
					editTo={`/admin/artworks/${a.id}/edit`}
				/>
			</div>
		</li>
	)
}

const ROOM_TONES = { draft: 'neutral', open: 'green', closed: 'red', 'not-yet-open': 'amber' } as const

/** A viewing room: its status, dates and counts (no Hide/Show: a room's status says who sees it). */
export function ViewingRoomCard({ item: r }: { item: RoomCardData }) {
	const facts = [
		['Opens', r.opens || '—'],
		['Expires', r.expires || '—'],
		['Works', String(r.works)],
		['Recipients', String(r.recipients)],
		['Views', String(r.views)],
	] as const
	return (
		<li className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4" data-room={r.id}>
			<div className="flex items-start gap-2">
				<h2 className="mr-auto font-semibold">{r.title}</h2>
				<Badge tone={ROOM_TONES[r.status]}>{r.statusLabel}</Badge>
			</div>
			<dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
				{facts.map(([term, value]) => (
					<div key={term} className="contents">
						<dt className="text-stone-600">{term}</dt>
						<dd>{value}</dd>
					</div>
				))}
			</dl>
			<CardActions id={r.id} version={r.version} label={r.title} editTo={`/admin/viewing-rooms/${r.id}/edit`} />
		</li>
	)
}

/** A contact in the list: name (to their page), organisation, email, kinds and tags. */
export function ContactCard({ item: c }: { item: Contact }) {
	return (
		<li className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-white p-4" data-contact={c.id}>
			<div className="flex items-start gap-3">
				<span
					aria-hidden
					className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-stone-200 text-sm font-semibold text-stone-800"
				>
					{initials(c.name, 2)}
				</span>
				<div className="min-w-0">
					<h2 className="font-semibold break-words">
						<Link to={`/admin/contacts/${c.id}`} className="underline-offset-2 hover:underline">
							{c.name}
						</Link>
					</h2>
					{c.organisation ? <p className="text-sm text-stone-600">{c.organisation}</p> : null}
					{c.email ? <p className="text-sm break-all text-stone-700">{c.email}</p> : null}
				</div>
			</div>
			<ContactBadges contact={c} />
			<CardActions id={c.id} version={c.version} label={c.name} editTo={`/admin/contacts/${c.id}/edit`} />
		</li>
	)
}

/** A contact's kinds (blue) and tags as badges, on its card and its page; nothing when it has neither. */
export function ContactBadges({
	contact: c,
	className = '',
}: {
	contact: Pick<Contact, 'kinds' | 'tags'>
	className?: string
}) {
	if (!c.kinds.length && !c.tags.length) return null
	return (
		<ul className={`flex flex-wrap gap-1 ${className}`} aria-label="Kinds and tags">
			{c.kinds.map((k) => (
				<li key={`kind-${k}`}>
					<Badge tone="blue">{CONTACT_KIND_LABELS[k]}</Badge>
				</li>
			))}
			{c.tags.map((t) => (
				<li key={`tag-${t}`}>
					<Badge>{t}</Badge>
				</li>
			))}
		</ul>
	)
}
