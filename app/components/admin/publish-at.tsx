import { Field } from '#app/components/forms.tsx'
import { Badge } from '#app/components/ui/button.tsx'
import { isScheduled, type Publishable } from '#app/utils/publishing.ts'
import { formatInTimeZone, utcToZonedInput } from '#app/utils/time-zone.ts'
import { inputProps } from './admin-form.tsx'
import { useGalleryTimeZone } from './gallery-time.tsx'

export { useGalleryTimeZone }

/**
 * Scheduled publishing in the back office (docs/admin.md, 'Scheduled
 * publishing and preview'): the "Publish at" field, entered in the gallery's
 * time zone, and the "Scheduled for {date}" mark of the lists.
 */

/** A stored publish time as the field shows it: the wall clock in the gallery's time zone. */
export function publishAtInput(record: { publish_at?: string | null } | null | undefined, timeZone: string) {
	return utcToZonedInput(record?.publish_at, timeZone)
}

type Meta = Parameters<typeof inputProps>[0]

export function PublishAtField({ meta }: { meta: Meta }) {
	const timeZone = useGalleryTimeZone()
	return (
		<Field
			label={`Publish at (${timeZone})`}
			hint={`Date and time in ${timeZone}. Leave empty to publish as soon as it is visible.`}
			{...inputProps(meta, 'datetime-local')}
		/>
	)
}

/** "Scheduled for {date}" for a visible record whose publish time is still to come; nothing otherwise. */
export function ScheduledBadge({ record }: { record: Publishable }) {
	const timeZone = useGalleryTimeZone()
	if (!isScheduled(record) || !record.publish_at) return null
	return (
		<span data-testid="scheduled">
			<Badge tone="blue">{`Scheduled for ${formatInTimeZone(record.publish_at, timeZone)}`}</Badge>
		</span>
	)
}
