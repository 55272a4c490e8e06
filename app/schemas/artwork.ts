import { z } from '#app/utils/zod.ts'
import { normalizeCategory } from '#app/utils/categories.ts'
import { DIMENSION_UNITS } from '#app/utils/dimensions.ts'
import { galleryCurrency, isCurrencyCode } from '#app/utils/money.ts'
import { AVAILABILITIES, PRICE_DISPLAYS } from '#app/utils/sales.ts'
import {
	flexibleBoolean,
	imageField,
	imageUrl,
	optionalText,
	requiredText,
	stringList,
	publishAt,
	zonedDateTime,
} from './fields.ts'
import { HOLD_FOR_MAX } from './records.ts'

export const MIN_ARTWORK_YEAR = 1900
export function maxArtworkYear(today = new Date()) {
	return today.getFullYear() + 1
}

/** Blank (or absent) form fields count as not given. */
function blankAsUndefined(value: unknown) {
	return value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value
}

/** One of a fixed list of values, with its default when blank. */
function choice<T extends readonly [string, ...string[]]>(values: T, fallback: T[number], label: string) {
	return z.preprocess(
		(v) => (typeof v === 'string' ? v.trim() : v),
		z
			.enum(values, { error: `${label} must be one of ${values.join(', ')}` })
			.optional()
			.transform((v) => v ?? fallback),
	)
}

/** A number from a field or JSON; '' or null mean "not known". */
function optionalNumber(label: string, { whole, max }: { whole: boolean; max: number }) {
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

/** The sales fields (docs/admin.md, 'Sales data on artworks'), all optional, with their defaults. */
export const artworkSalesFields = {
	availability: choice(AVAILABILITIES, 'available', 'Availability'),
	price: optionalNumber('Price', { whole: true, max: 1_000_000_000 }),
	currency: z.preprocess(
		(v) => {
			const value = blankAsUndefined(v)
			return typeof value === 'string' ? value.trim().toUpperCase() : (value ?? galleryCurrency())
		},
		z
			.string({ error: 'Currency must be a three-letter code such as EUR' })
			.refine(isCurrencyCode, 'Currency must be a three-letter code such as EUR'),
	),
	price_display: choice(PRICE_DISPLAYS, 'on_request', 'Price display'),
	edition: optionalText(200, 'Edition'),
	height: optionalNumber('Height', { whole: false, max: 100_000 }),
	width: optionalNumber('Width', { whole: false, max: 100_000 }),
	depth: optionalNumber('Depth', { whole: false, max: 100_000 }),
	dimension_unit: choice(DIMENSION_UNITS, 'cm', 'Unit'),
	/** A hold on a reserved work: for whom, and until when (a date-time in the gallery's time zone, or blank for none). */
	hold_for: optionalText(HOLD_FOR_MAX, 'Held for'),
	hold_until: zonedDateTime('Must be a valid date'),
}

export const PRICE_REQUIRED = 'Enter a price to show it, or choose "Price on request"'

/** The admin artwork form and POST/PUT /api/admin/artworks. */
export const ArtworkSchema = z
	.object({
		title: requiredText(200, 'Title'),
		artist_id: z.preprocess(
			(v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : (v ?? undefined)),
			z.number({ error: 'Artist is required' }).int('Artist is required').positive('Artist is required'),
		),
		slug: optionalText(200, 'Slug'),
		year: z.preprocess(
			(v) => {
				if (v === undefined || v === null || v === '') return new Date().getFullYear()
				return typeof v === 'string' ? Number(v.trim()) : v
			},
			z
				.number({ error: 'Year must be a number' })
				.int('Year must be a whole number')
				.min(MIN_ARTWORK_YEAR, `Year must be ${MIN_ARTWORK_YEAR} or later`)
				.refine((y) => y <= maxArtworkYear(), { message: `Year must be ${maxArtworkYear()} or earlier` }),
		),
		medium: optionalText(200, 'Medium'),
		size: optionalText(200, 'Size'),
		description: optionalText(10_000, 'Description'),
		category: optionalText(100, 'Category').transform(normalizeCategory),
		images: stringList(imageUrl, 'Images'),
		featured_image: imageField,
		is_visible: flexibleBoolean(true),
		publish_at: publishAt,
		...artworkSalesFields,
	})
	.refine((a) => a.price_display !== 'show' || a.price !== null, { message: PRICE_REQUIRED, path: ['price'] })
export type ArtworkInput = z.output<typeof ArtworkSchema>
