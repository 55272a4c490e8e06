/**
 * An exhibition's status as a quiet label (small capitals, no pill): upcoming, on view (an exhibition
 * whose dates say it is running, when the data gives `current`), everything else displays as past.
 */
export function StatusBadge({
	status,
	long = false,
	className = '',
}: {
	status: string
	long?: boolean
	className?: string
}) {
	const kind = status === 'upcoming' ? 'upcoming' : status === 'current' ? 'current' : 'past'
	const text = {
		upcoming: long ? 'Upcoming Exhibition' : 'Upcoming',
		current: 'On view',
		past: long ? 'Past Exhibition' : 'Past',
	}[kind]
	return (
		<span
			data-status={kind}
			className={`inline-block text-xs tracking-[0.08em] uppercase ${kind === 'past' ? 'text-muted' : 'text-ink'} ${className}`}
		>
			{text}
		</span>
	)
}
