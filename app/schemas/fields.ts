import { z } from '#app/utils/zod.ts'
import { galleryTimeZone, zonedToUtc } from '#app/utils/time-zone.ts'
import { isSafeUrl } from '#app/utils/url.ts'
import { SHIPPED_LANGUAGES, siteLanguages } from '#app/utils/languages.ts'

/**
 * Building blocks shared by every input schema. They accept what both the
 * HTML forms and the API's JSON clients send (the lenient inputs of
 * docs/api.md) and hand back one normal shape.
 */

const TRUE_VALUES = new Set([true, 1, '1', 'true', 'on', 'yes'])
const FALSE_VALUES = new Set([false, 0, '0', 'false', 'off', 'no', ''])

/** A form sends a hidden "false" before a checkbox; the last value is the one that counts. */
function lastOf(value: unknown) {
	return Array.isArray(value) ? value[value.length - 1] : value
}

export function flexibleBoolean(defaultValue: boolean) {
	return z.preprocess(
		(value) => {
			const v = lastOf(value)
			if (v === undefined || v === null) return defaultValue
			const key = typeof v === 'string' ? v.trim().toLowerCase() : v
			if (TRUE_VALUES.has(key as never)) return true
			if (FALSE_VALUES.has(key as never)) return false
			return v
		},
		z.boolean({ error: 'Must be true or false' }),
	)
}

/**
 * U+0000 is refused in every text field: PostgreSQL cannot store it, and no one types it. The store refuses it
 * too, in any record (app/data/store/checks.ts), so neither store ever holds one.
 */
export function hasNul(text: string) {
	return text.includes('\u0000')
}
export const nulMessage = (label: string) => `${label} must not contain the character U+0000`

/** Text that may be missing: trimmed, '' when absent. */
export function optionalText(max: number, label = 'This field') {
	return z.preprocess(
		(value) => (value === undefined || value === null ? '' : typeof value === 'number' ? String(value) : value),
		z
			.string({ error: `${label} must be text` })
			.trim()
			.max(max, `${label} must be at most ${max} characters`)
			.refine((v) => !hasNul(v), nulMessage(label)),
	)
}

/**
 * Text of several lines, as `optionalText`, its line ends made `\n`: a textarea posts `\r\n`, so without this a form
 * saved unchanged would differ from what the API stored (a change in its history, a clash in a conflict).
 */
export function multilineText(max: number, label = 'This field') {
	return z.preprocess(
		(value) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value),
		optionalText(max, label),
	)
}

/** Text that must be there: trimmed, '{label} is required' when missing or blank. */
export function requiredText(max: number, label: string) {
	return z
		.string({ error: `${label} is required` })
		.trim()
		.min(1, `${label} is required`)
		.max(max, `${label} must be at most ${max} characters`)
		.refine((v) => !hasNul(v), nulMessage(label))
}

/** A required email address (at most 254 characters, the longest a mail server takes). */
export const emailAddress = requiredText(254, 'Email').pipe(z.email('Please enter a valid email address'))

/** A list that may arrive as an array, a JSON-encoded array, or one plain value. */
export function stringList(itemSchema: z.ZodType<string> = z.string(), label = 'This list') {
	return z.preprocess(
		(value) => {
			if (value === undefined || value === null || value === '') return []
			if (typeof value === 'string') {
				const text = value.trim()
				if (text.startsWith('[')) {
					try {
						return JSON.parse(text)
					} catch {
						return value
					}
				}
				return [text]
			}
			return value
		},
		z
			.array(
				z.preprocess((v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v), itemSchema),
				{
					error: `${label} must be a list`,
				},
			)
			.max(500, `${label} is too long`)
			.transform((items) => [...new Set(items.filter(Boolean))]),
	)
}

export const idString = z.string().regex(/^[1-9]\d*$/, 'Must be a numeric id')

/** An http(s) or mailto link, or empty. */
export function linkField(label: string) {
	return optionalText(2000, label).refine((v) => v === '' || isSafeUrl(v), {
		message: `${label} must start with http://, https:// or mailto:`,
	})
}

/** An image reference: a stored upload (/api/file/{id}) or an http(s) URL; blob: and script URLs are refused. */
export const imageUrl = z
	.string()
	.trim()
	.max(2000)
	.refine((v) => v === '' || isSafeUrl(v), { message: 'Image must be an uploaded file or an http(s) URL' })

export const imageField = z.preprocess((v) => (v === undefined || v === null ? '' : v), imageUrl)

const MIN_YEAR = 1000
const MAX_YEAR = 9999

/** A date from a datetime-local input or an ISO string, in the years 1000 to 9999; '' means none. */
export const optionalDate = z.preprocess(
	(value) => (value === undefined || value === null ? '' : value),
	z
		.string({ error: 'Must be a date' })
		.trim()
		.transform((v, ctx) => {
			if (v === '') return null
			// datetime-local gives "2026-05-01T18:00" with no zone: read it as UTC so it round-trips.
			const text = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/.test(v) ? `${v.length === 10 ? `${v}T00:00` : v}Z` : v
			const time = Date.parse(text)
			if (Number.isNaN(time)) {
				ctx.addIssue({ code: 'custom', message: 'Must be a valid date' })
				return z.NEVER
			}
			// Stored dates have four-digit years (the loader refuses others): a typo such as 20255 stops here.
			const year = new Date(time).getUTCFullYear()
			if (year < MIN_YEAR || year > MAX_YEAR) {
				ctx.addIssue({ code: 'custom', message: `Must be a date between the years ${MIN_YEAR} and ${MAX_YEAR}` })
				return z.NEVER
			}
			return new Date(time).toISOString()
		}),
)

const PUBLISH_AT_MESSAGE = 'Publish at must be a date and time, such as 2026-06-01T18:00'

/**
 * A date-time the back office enters in the gallery's time zone: an ISO 8601
 * date-time with `Z` or an offset, or a wall-clock time without one (what a
 * datetime-local field sends), read in GALLERY_TIMEZONE; blank or null for
 * none. Stored as ISO in UTC (docs/admin.md, 'Scheduled publishing and preview').
 */
export function zonedDateTime(message: string) {
	return z.preprocess(
		(value) => (value === undefined || value === null ? '' : value),
		z
			.string({ error: message })
			.trim()
			.transform((v, ctx) => {
				if (v === '') return null
				const zoned = zonedToUtc(v, galleryTimeZone())
				const withOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(v)
					? Date.parse(v)
					: NaN
				const time = zoned ? Date.parse(zoned) : withOffset
				const year = Number.isNaN(time) ? NaN : new Date(time).getUTCFullYear()
				if (!(year >= MIN_YEAR && year <= MAX_YEAR)) {
					ctx.addIssue({ code: 'custom', message })
					return z.NEVER
				}
				return new Date(time).toISOString()
			}),
	)
}

/** When a visible record becomes public; blank or null for "as soon as it is visible". */
export const publishAt = zonedDateTime(PUBLISH_AT_MESSAGE)

/** A positive integer id, as a number, from a number or a numeric string. */
export const idNumber = z.preprocess(
	(v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
	z.number().int().positive(),
)

/** Blank (or absent) form fields count as not given. */
export function blankAsUndefined(value: unknown) {
	return value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value
}

/** A number from a field or JSON; '' or null mean "not known". */
export function optionalNumber(label: string, { whole, max }: { whole: boolean; max: number }) {
	return z.preprocess(
		(v) => {
			const value = blankAsUndefined(v)
			if (value === undefined) return null
			return typeof value === 'string' ? Number(value.trim().replace(/[\s,]/g, '')) : value
		},
		z
			.number({ error: `${label} must be a number` })
			.refine((n) => Number.isFinite(n), `${label} must be a number`)
			.refine((n) => !whole || Number.isInteger(n), `${label} must be a whole number`)
			.refine((n) => (whole ? n >= 0 : n > 0), `${label} must be ${whole ? 'zero or more' : 'more than zero'}`)
			.refine((n) => n <= max, `${label} must be at most ${max.toLocaleString('en-US')}`)
			.nullable(),
	)
}

/**
 * The language a reader reads (contract section 21): of a sign-up, an enquiry, a viewing room. One of the site's
 * languages; anything else, or none, is the site's default language, so an old client or a page in a language
 * the site no longer publishes is still answered. With one language there is nothing to choose: none is kept,
 * and records and answers stay as they were before languages.
 */
export const readerLanguage = z.preprocess((value) => {
	const languages = siteLanguages()
	if (languages.length < 2) return undefined
	const code = typeof value === 'string' ? value.trim().toLowerCase() : ''
	return (languages as string[]).includes(code) ? code : languages[0]
}, z.enum(SHIPPED_LANGUAGES).optional())

/** What the store keeps of a reader's language: absent on records made before languages (the default language). */
export const storedLanguage = z.enum(SHIPPED_LANGUAGES).optional()
