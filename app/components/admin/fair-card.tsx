import { Badge } from '#app/components/ui/button.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { type FairRecord } from '#app/schemas/records.ts'
import { type DisplayStatus } from '#app/utils/exhibition-status.ts'
import { BACK_OFFICE_LOCALE, formatDayRange } from '#app/utils/locale-format.ts'
import { CardActions } from './list-parts.tsx'
import { CardImage, EXHIBITION_BADGES, VisibleBadge } from './list-cards.tsx'
import { ScheduledBadge } from './publish-at.tsx'

/** A fair in the admin list: cover, dates, place and booth, how many works, and whether the checklist is locked. */
export function FairCard({ item: f }: { item: FairRecord & { display_status?: DisplayStatus } }) {
	const badge = EXHIBITION_BADGES[f.display_status ?? 'upcoming']
	const place = [f.venue, f.city].filter(Boolean).join(', ')
	return (
		<li className="flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white">
			<CardImage src={f.cover_image} aspect="aspect-[16/9]" missing="No cover image" />
			<div className="flex flex-1 flex-col gap-2 p-4">
				<div className="flex flex-wrap items-center gap-2">
					<h2 className="mr-auto text-lg font-semibold">{f.title}</h2>
					<Badge tone={badge.tone}>{badge.text}</Badge>
					<VisibleBadge visible={f.is_visible} />
					<ScheduledBadge record={f} />
				</div>
				<p className="text-sm text-stone-600">
					{formatDayRange(f.start_date, f.end_date, BACK_OFFICE_LOCALE, 'short')}
				</p>
				{place ? (
					<p className="flex items-center gap-1 text-sm">
						<Icon name="map-pin" size={14} className="text-stone-500" />
						<span className="sr-only">Place: </span>
						{place}
						{f.booth ? `, booth ${f.booth}` : ''}
					</p>
				) : null}
				<p className="text-sm">
					{f.works.length === 1 ? '1 work' : `${f.works.length} works`}
					{f.checklist_locked_at ? ', checklist locked' : ''}
				</p>
				<p>
					<a href={`/admin/fairs/${f.id}/checklist`} className="text-sm font-medium underline">
						Checklist<span className="sr-only"> of {f.title}</span>
					</a>
				</p>
				<CardActions
					id={f.id}
					version={f.version}
					label={f.title}
					visible={f.is_visible}
					editTo={`/admin/fairs/${f.id}/edit`}
				/>
			</div>
		</li>
	)
}
