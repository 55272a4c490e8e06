/**
 * How dates, times, prices and numbers read (GALLERY_LOCALE, docs/operations.md, 'Settings'): the one place that
 * formats them for public pages, documents and mails. Every function takes the locale as an argument, so a page,
 * a PDF or a mail passes the locale it is made in (today the gallery's, one per server; later one per request).
 * `en-US`, the default, keeps the spec's forms ('May 1, 2026', the exhibition page's 'May 1, 2026 to June 2,
 * 2026'); `en-GB` reads '11 February – 2 April 2027' and '10:00–18:00'. Plain Intl, cached per locale.
 *
 * Calendar dates (an exhibition's start and end) are stored as UTC days and shown as such, so the server and the
 * browser agree; instants with a time of day are shown in a time zone given by the caller (app/utils/time-zone.ts).
 */
export const DEFAULT_LOCALE = 'en-US'

/** The back office reads in the forms the spec fixes for it (en-US), whatever the public locale. */
export const BACK_OFFICE_LOCALE = 'en-US'

/**
 * The canonical form of a BCP 47 tag this runtime has data for ('en-gb' → 'en-GB'), or null for a malformed or
 * unknown one ('xx-YY', 'english').
 */
export function knownLocale(tag: string | undefined): string | null {
	if (!tag) return null
	try {
		// 'lookup' matches only what the runtime has data for (or a parent of it): 'en-GB' yes, 'xx-YY' no.
		return Intl.DateTimeFormat.supportedLocalesOf(tag, { localeMatcher: 'lookup' })[0] ?? null
	} catch {
		return null
	}
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
	let format = cache.get(key) as T | undefined
	if (!format) {
		format = make()
		cache.set(key, format)
	}
	return format
}

const DAY_STYLES = {
	/** 'May 1, 2026' (en-US), '1 May 2026' (en-GB). */
	long: { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' },
	/** 'May 1, 2026' (en-US), '1 May 2026' (en-GB) with a short month: 'Jun 2, 2026', '2 Jun 2026'. */
	short: { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>
export type DayStyle = keyof typeof DAY_STYLES

function dayFormat(locale: string, style: DayStyle) {
	return cached(`day:${style}:${locale}`, () => new Intl.DateTimeFormat(locale, DAY_STYLES[style]))
}

/**
 * Intl puts thin and narrow spaces around a range's dash and before 'AM'; plain spaces read the same and are what
 * a visitor types when searching a page or a mail ('11 February – 2 April 2027').
 */
function plainSpaces(text: string) {
	return text.replace(/[\u2009\u202f]/g, ' ')
}

function parse(iso: string | null | undefined): Date | null {
	if (!iso) return null
	const date = new Date(iso)
	return Number.isNaN(date.getTime()) ? null : date
}

/** A calendar day: 'May 1, 2026' (en-US, long), '1 May 2026' (en-GB); '' for a missing or bad date. */
export function formatDay(iso: string | null | undefined, locale: string, style: DayStyle = 'long'): string {
	const date = parse(iso)
	return date ? dayFormat(locale, style).format(date) : ''
}

/**
 * Two calendar days as one span, sharing what they share: 'May 1 – Jun 2, 2026' (en-US, short),
 * '11 February – 2 April 2027' (en-GB, long); whichever of the two is known alone; '' for neither.
 */
export function formatDayRange(
	start: string | null | undefined,
	end: string | null | undefined,
	locale: string,
	style: DayStyle = 'long',
): string {
	const from = parse(start)
	const to = parse(end)
	if (from && to && from <= to) return plainSpaces(dayFormat(locale, style).formatRange(from, to))
	return formatDay(start, locale, style) || formatDay(end, locale, style)
}

/**
 * An exhibition's dates, in the one form its card, its page, the artist page and mails share. In en-US the
 * spec's exhibition page form, long days joined by 'to' ('May 1, 2026 to June 2, 2026'); elsewhere the locale's own
 * span ('11 February – 2 April 2027'). A single known day reads alone; '' for none.
 */
export function formatExhibitionDates(
	start: string | null | undefined,
	end: string | null | undefined,
	locale: string,
): string {
	if (locale !== DEFAULT_LOCALE) return formatDayRange(start, end, locale, 'long')
	const from = formatDay(start, locale)
	const to = formatDay(end, locale)
	return from && to ? `${from} to ${to}` : from || to
}

/**
 * A stored instant in `timeZone`, the zone named: 'Jun 1, 2026, 6:00 PM GMT+1' (en-US),
 * '1 Jun 2026, 18:00 BST' (en-GB, Europe/London); '' for none or a bad one.
 */
export function formatDateTime(iso: string | null | undefined, timeZone: string, locale: string): string {
	if (!iso) return ''
	const time = Date.parse(iso)
	if (Number.isNaN(time)) return ''
	const format = cached(
		`datetime:${timeZone}:${locale}`,
		() =>
			new Intl.DateTimeFormat(locale, {
				timeZone,
				month: 'short',
				day: 'numeric',
				year: 'numeric',
				hour: 'numeric',
				minute: '2-digit',
				timeZoneName: 'short',
			}),
	)
	return plainSpaces(format.format(new Date(time)))
}

const CLOCK = /^([01]?\d|2[0-3]):([0-5]\d)$/

/** A wall-clock time ('10:00') on a fixed day, so that only its hours and minutes are formatted. */
function clockTime(text: string): Date | null {
	const m = CLOCK.exec(text.trim())
	return m ? new Date(Date.UTC(2000, 0, 1, Number(m[1]), Number(m[2]))) : null
}

/**
 * Opening hours from two wall-clock times ('10:00', '18:00'): '10:00–18:00' (en-GB), '10:00 AM – 6:00 PM' (en-US);
 * '' when either is not a time.
 */
export function formatTimeRange(from: string, to: string, locale: string): string {
	const start = clockTime(from)
	const end = clockTime(to)
	if (!start || !end) return ''
	const format = cached(
		`time:${locale}`,
		() => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }),
	)
	return plainSpaces(start <= end ? format.formatRange(start, end) : `${format.format(start)} – ${format.format(end)}`)
}

/** Opening hours on given days: 'Tue–Fri: 10:00–18:00, Sat–Sun: 12:00–20:00' (en-GB). */
export function formatOpeningHours(
	rows: readonly { days: string; from: string; to: string }[],
	locale: string,
): string {
	return rows.map((r) => `${r.days}: ${formatTimeRange(r.from, r.to, locale)}`).join(', ')
}

/** '€12,500', '£900', '¥150,000': whole units, in the currency's own symbol, grouped as the locale groups. */
export function formatPrice(amount: number, currency: string, locale: string): string {
	return cached(
		`price:${currency}:${locale}`,
		() =>
			new Intl.NumberFormat(locale, {
				style: 'currency',
				currency,
				maximumFractionDigits: 0,
				minimumFractionDigits: 0,
			}),
	).format(amount)
}

/** An amount on an invoice: '€11,050.50', '€9,000.00' (always the currency's decimals). */
export function formatAmount(amount: number, currency: string, locale: string): string {
	return cached(
		`amount:${currency}:${locale}`,
		() => new Intl.NumberFormat(locale, { style: 'currency', currency }),
	).format(amount)
}

/** A number as the locale writes it, with at most `fractionDigits` decimals: '12,500', '23.6' ('23,6' in fr-FR). */
export function formatNumber(value: number, locale: string, fractionDigits = 0, grouping = true): string {
	return cached(
		`number:${fractionDigits}:${grouping}:${locale}`,
		() => new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits, useGrouping: grouping }),
	).format(value)
}
