/** On view (current) and upcoming are green, everything else displays as past (grey). */
export function StatusBadge({
	status,
	long = false,
	className = '',
}: {
	status: string
	long?: boolean
	className?: string
}) {
	const current = status === 'current'
	const upcoming = status === 'upcoming'
	const text = current
		? 'On view'
		: upcoming
			? long
				? 'Upcoming Exhibition'
				: 'Upcoming'
			: long
				? 'Past Exhibition'
				: 'Past'
	const tone = upcoming || current ? 'bg-emerald-700 text-white' : 'bg-stone-600 text-white'
	return (
		<span
			data-status={current ? 'current' : upcoming ? 'upcoming' : 'past'}
			className={`inline-block rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase ${tone} ${className}`}
		>
			{text}
		</span>
	)
}
