/** Dates on admin cards: en-US with a short month, in UTC (the stored dates are UTC). */
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
const dateTime = new Intl.DateTimeFormat('en-US', {
	month: 'short',
	day: 'numeric',
	year: 'numeric',
	hour: 'numeric',
	minute: '2-digit',
	timeZone: 'UTC',
})

export function formatShortDate(iso: string | null | undefined) {
	if (!iso) return ''
	const time = Date.parse(iso)
	return Number.isNaN(time) ? '' : shortDate.format(time)
}

export function formatDateRange(start: string | null | undefined, end: string | null | undefined) {
	const a = formatShortDate(start)
	const b = formatShortDate(end)
	if (a && b) return `${a} – ${b}`
	return a || b || 'Dates to be announced'
}

/** User creation dates: en-US with hour and minute. */
export function formatDateTime(iso: string) {
	const time = Date.parse(iso)
	return Number.isNaN(time) ? '' : `${dateTime.format(time)} UTC`
}
