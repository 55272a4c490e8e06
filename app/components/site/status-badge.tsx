import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'

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
	const { t } = usePageLanguage()
	const kind = status === 'upcoming' ? 'upcoming' : status === 'current' ? 'current' : 'past'
	const text = {
		upcoming: t(long ? 'status.upcomingLong' : 'status.upcoming'),
		current: t('status.current'),
		past: t(long ? 'status.pastLong' : 'status.past'),
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
