// Dates are stored in UTC; the site shows them in UTC so the server and the browser agree.
const longFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
const shortFormat = new Intl.DateTimeFormat('en-US', {
	month: 'short',
	day: 'numeric',
	year: 'numeric',
	timeZone: 'UTC',
})
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
	month: 'short',
	day: 'numeric',
	year: 'numeric',
	hour: 'numeric',
	minute: '2-digit',
	timeZone: 'UTC',
})

function parse(iso: string | null | undefined): Date | null {
	if (!iso) return null
	const date = new Date(iso)
	return Number.isNaN(date.getTime()) ? null : date
}

/** Long US format, e.g. 'May 1, 2026'; '' for a missing or bad date. */
export function formatLongDate(iso: string | null | undefined): string {
	const date = parse(iso)
	return date ? longFormat.format(date) : ''
}

/** Short US format, e.g. 'May 1, 2026'; '' for a missing or bad date. */
export function formatShortDate(iso: string | null | undefined): string {
	const date = parse(iso)
	return date ? shortFormat.format(date) : ''
}

/** 'May 1, 2026 – Jun 2, 2026' with short months, or whichever of the two is known; '' for neither. */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined): string {
	const from = formatShortDate(start)
	const to = formatShortDate(end)
	return from && to ? `${from} – ${to}` : from || to
}

/** Date and time with the zone, e.g. 'May 1, 2026, 6:00 PM UTC'; '' for a bad date. */
export function formatDateTime(iso: string): string {
	const date = parse(iso)
	return date ? `${dateTimeFormat.format(date)} UTC` : ''
}
