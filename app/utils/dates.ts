// Dates are stored in UTC; the site shows them in UTC so the server and the browser agree.
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

/** 'May 1, 2026 – Jun 2, 2026' with short months, or only the start. */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined): string {
	const from = parse(start)
	if (!from) return ''
	const to = parse(end)
	return to ? `${shortFormat.format(from)} – ${shortFormat.format(to)}` : shortFormat.format(from)
}
