import { nowMs } from './clock.ts'
import { BACK_OFFICE_LOCALE, formatDateTime } from './locale-format.ts'

/**
 * The gallery's time zone (GALLERY_TIMEZONE, an IANA name such as
 * Europe/London; UTC when unset). Date-times are stored as ISO 8601 in UTC;
 * the back office shows and takes them as wall-clock times in this zone
 * (docs/admin.md, 'Scheduled publishing and preview'). Plain Intl, no library.
 */
export const DEFAULT_TIME_ZONE = 'UTC'

/** Whether `name` is a time zone this runtime knows (an IANA name, or UTC). */
export function isTimeZone(name: string | undefined): name is string {
	if (!name) return false
	try {
		new Intl.DateTimeFormat('en-US', { timeZone: name })
		return true
	} catch {
		return false
	}
}

/** GALLERY_TIMEZONE when it names a known zone, else UTC (on the server; the browser has no such setting). */
export function galleryTimeZone(source: Record<string, string | undefined> | undefined = globalThis.process?.env) {
	const name = source?.GALLERY_TIMEZONE?.trim()
	return isTimeZone(name) ? name : DEFAULT_TIME_ZONE
}

const partsFormats = new Map<string, Intl.DateTimeFormat>()
function partsFormat(timeZone: string) {
	let format = partsFormats.get(timeZone)
	if (!format) {
		format = new Intl.DateTimeFormat('en-US', {
			timeZone,
			hourCycle: 'h23',
			year: 'numeric',
			month: '2-digit',
			day: '2-digit',
			hour: '2-digit',
			minute: '2-digit',
			second: '2-digit',
		})
		partsFormats.set(timeZone, format)
	}
	return format
}

/** The wall clock of `timeZone` at `time` (ms), as fields. */
function wallClock(time: number, timeZone: string) {
	const parts = Object.fromEntries(
		partsFormat(timeZone)
			.formatToParts(new Date(time))
			.map((p) => [p.type, p.value]),
	)
	return {
		year: Number(parts.year),
		month: Number(parts.month),
		day: Number(parts.day),
		hour: Number(parts.hour) % 24,
		minute: Number(parts.minute),
		second: Number(parts.second),
	}
}

/** How far `timeZone` is ahead of UTC at `time`, in ms. */
function offsetAt(time: number, timeZone: string) {
	const w = wallClock(time, timeZone)
	const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)
	return asUtc - Math.floor(time / 1000) * 1000
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/

/**
 * The instant (ISO, UTC) a wall-clock time without offset ('2026-03-29T01:30',
 * as a datetime-local field gives it, or a bare date for midnight) names in
 * `timeZone`; null when it is not such a text. A time the clocks skip (spring
 * forward) is read with the offset before the change, so it lands just after
 * it; a time that happens twice (autumn) is the first of the two.
 */
export function zonedToUtc(text: string, timeZone: string): string | null {
	const m = WALL_CLOCK.exec(text.trim())
	if (!m) return null
	const [, y, mo, d, h = '00', mi = '00', s = '00'] = m
	const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s))
	// Date.UTC rolls a 13th month or a 31 April over: such a text is no time at all.
	const back = new Date(wall)
	if (
		Number.isNaN(wall) ||
		back.getUTCMonth() !== Number(mo) - 1 ||
		back.getUTCDate() !== Number(d) ||
		Number(h) > 23 ||
		Number(mi) > 59 ||
		Number(s) > 59
	)
		return null
	// The offset of the hours around the time: try the offset before and after, and keep the one that reads back.
	const before = offsetAt(wall - 12 * 3600_000, timeZone)
	const after = offsetAt(wall + 12 * 3600_000, timeZone)
	for (const offset of before === after ? [before] : [before, after]) {
		const time = wall - offset
		if (offsetAt(time, timeZone) === offset) return new Date(time).toISOString()
	}
	// In a gap: the clocks jumped over this time; read it with the earlier offset.
	return new Date(wall - before).toISOString()
}

/** A stored date-time as a datetime-local value ('YYYY-MM-DDTHH:mm') in `timeZone`; '' for none or a bad one. */
export function utcToZonedInput(iso: string | null | undefined, timeZone: string): string {
	if (!iso) return ''
	const time = Date.parse(iso)
	if (Number.isNaN(time)) return ''
	const w = wallClock(time, timeZone)
	const pad = (n: number, size = 2) => String(n).padStart(size, '0')
	return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`
}

/** Date and time in the back office, in `timeZone` with the zone's short name, e.g. 'Jun 1, 2026, 6:00 PM GMT+1' (Europe/London in summer); '' for none or a bad one. */
export function formatInTimeZone(iso: string | null | undefined, timeZone: string): string {
	return formatDateTime(iso, timeZone, BACK_OFFICE_LOCALE)
}

/**
 * A stored date-time shown in the gallery's time zone (GALLERY_TIMEZONE on the server), zone named; '' for none.
 * In the back office's forms unless a public page, document or mail passes its locale.
 */
export function formatGalleryTime(iso: string | null | undefined, locale: string = BACK_OFFICE_LOCALE): string {
	return formatDateTime(iso, galleryTimeZone(), locale)
}

/** The calendar day ('YYYY-MM-DD') it is in `timeZone` at `time` (ms). */
export function dayIn(timeZone: string, time: number = nowMs()): string {
	const w = wallClock(time, timeZone)
	const pad = (n: number, size = 2) => String(n).padStart(size, '0')
	return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`
}

/**
 * When the day that is running at `time` ends in `timeZone`: the next midnight
 * there, in ms (on a day whose midnight the clocks skip, the first moment of
 * the next day).
 */
export function dayEndsAt(timeZone: string, time: number = nowMs()): number {
	const [y, m, d] = dayIn(timeZone, time).split('-').map(Number) as [number, number, number]
	const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10)
	const end = Date.parse(zonedToUtc(next, timeZone)!)
	// A day is never less than an hour long: guard a zone whose rules read oddly against a busy loop.
	return end > time ? end : time + 3600_000
}
