/**
 * What an exhibition reads as on the site (docs/admin.md, 'Exhibitions by their dates'): `current`
 * ("On view"), `upcoming` or `past`, from its stored `status`, its dates and
 * the gallery's today.
 *
 * Time zone: an exhibition's dates are calendar days (a date typed in the back
 * office is kept as that day at midnight UTC, see `optionalDate`, and read
 * back by its UTC day), while "today" is the day it is in the gallery's time
 * zone (GALLERY_TIMEZONE, docs/public-site.md, 'The gallery's today'). A show
 * is on view from the first moment of its start date to the last moment of
 * its end date, in that zone, whatever times they carry.
 *
 * - `auto` ("From dates"): before the start date upcoming; from the start date
 *   to the end date (or open-ended, with no end date) current; after the end
 *   date past. With no start date: upcoming until an end date has passed.
 * - `upcoming` (chosen by hand): upcoming, except that a show whose dates say
 *   it is running today reads as current, never as upcoming.
 * - `past` (chosen by hand): past.
 */

import { nowMs } from './clock.ts'
import { dayIn } from './time-zone.ts'

export const EXHIBITION_STATUSES = ['upcoming', 'past', 'auto'] as const
export type ExhibitionStatus = (typeof EXHIBITION_STATUSES)[number]

export const DISPLAY_STATUSES = ['current', 'upcoming', 'past'] as const
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number]

type Dated = { status: string; start_date: string | null; end_date: string | null }

/** A date as its calendar day in UTC, 'YYYY-MM-DD'; null for none or a bad one. */
export function dayOf(iso: string | null | undefined): string | null {
	if (!iso) return null
	const time = Date.parse(iso)
	return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10)
}

/**
 * The gallery's today, 'YYYY-MM-DD': the day it is in `timeZone` (the
 * gallery's, GALLERY_TIMEZONE). Every "what is on view" reads it from here.
 */
export function galleryToday(timeZone: string, now: Date = new Date(nowMs())): string {
	return dayIn(timeZone, now.getTime())
}

/** Whether the dates say the show is running on `today` (a 'YYYY-MM-DD' day). */
function runsOn(e: Dated, today: string): boolean {
	const start = dayOf(e.start_date)
	const end = dayOf(e.end_date)
	return start !== null && start <= today && (end === null || today <= end)
}

export function displayStatus(e: Dated, today: string): DisplayStatus {
	if (e.status === 'past') return 'past'
	if (runsOn(e, today)) return 'current'
	if (e.status !== 'auto') return 'upcoming'
	const start = dayOf(e.start_date)
	if (start !== null) return today < start ? 'upcoming' : 'past'
	const end = dayOf(e.end_date)
	return end !== null && end < today ? 'past' : 'upcoming'
}

/** An art fair reads from its dates alone, as an exhibition whose status is 'From dates'. */
export function fairStatus(fair: { start_date: string; end_date: string }, today: string): DisplayStatus {
	return displayStatus({ status: 'auto', start_date: fair.start_date, end_date: fair.end_date }, today)
}

/** The exhibition with its `display_status` beside the stored `status`, as the /api returns it. */
export function withDisplayStatus<T extends Dated>(e: T, today: string): T & { display_status: DisplayStatus } {
	return { ...e, display_status: displayStatus(e, today) }
}

/** The timestamp a list sorts by: a missing or bad date sorts as `missing`. */
function timeOf(iso: string | null, missing: number) {
	const time = iso ? Date.parse(iso) : Number.NaN
	return Number.isNaN(time) ? missing : time
}

/** What the lists sort by: exhibitions and art fairs alike. */
type Sortable = { title: string; start_date: string | null; end_date: string | null }

const order = (x: number, y: number) => (x < y ? -1 : x > y ? 1 : 0)

/** On view and upcoming: soonest start first (undated last), then by title. */
export function soonestFirst(a: Sortable, b: Sortable) {
	return order(timeOf(a.start_date, Infinity), timeOf(b.start_date, Infinity)) || a.title.localeCompare(b.title)
}

/** Past: latest first, by end date (else start date), undated last, then by title. */
export function latestFirst(a: Sortable, b: Sortable) {
	const at = timeOf(a.end_date ?? a.start_date, -Infinity)
	const bt = timeOf(b.end_date ?? b.start_date, -Infinity)
	return order(bt, at) || a.title.localeCompare(b.title)
}
