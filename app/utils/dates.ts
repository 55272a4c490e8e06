// Calendar dates (an exhibition's start and end) are stored as UTC days and shown as such, so the server and the
// browser agree; instants with a time of day are shown in the gallery's time zone (app/utils/time-zone.ts).
const longFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
const shortFormat = new Intl.DateTimeFormat('en-US', {
	month: 'short',
	day: 'numeric',
	year: 'numeric',
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
