import { z } from '#app/utils/zod.ts'
import { normalizeCategory } from '#app/utils/categories.ts'
import { DIMENSION_UNITS } from '#app/utils/dimensions.ts'
import { galleryCurrency, isCurrencyCode } from '#app/utils/money.ts'
import { AVAILABILITIES, PRICE_DISPLAYS } from '#app/utils/sales.ts'
import {
	blankAsUndefined,
	flexibleBoolean,
	imageField,
	imageUrl,
	optionalNumber,
	optionalText,
	requiredText,
	stringList,
	publishAt,
	zonedDateTime,
} from './fields.ts'
import { STOCK_NUMBER_MAX } from '#app/utils/stock-number.ts'
import { defineFields, inputShape, withoutNeverPublic, withoutPrivate, withTranslations } from './entity-fields.ts'
import { entriesInput, storedEntries } from './record-entries.ts'
import { HOLD_FOR_MAX, isoDate, recordId, storedPublishAt, storedSlug } from './stored-fields.ts'

/** How many changes of a work's location its history keeps (the oldest go first). */
export const LOCATION_HISTORY_KEEP = 200

export const MIN_ARTWORK_YEAR = 1900
export function maxArtworkYear(today = new Date()) {
	return today.getFullYear() + 1
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

/** The year, from a field or JSON; blank is this year. */
const yearInput = z.preprocess(
	(v) => {
		if (v === undefined || v === null || v === '') return new Date().getFullYear()
		return typeof v === 'string' ? Number(v.trim()) : v
	},
	z
		.number({ error: 'Year must be a number' })
		.int('Year must be a whole number')
		.min(MIN_ARTWORK_YEAR, `Year must be ${MIN_ARTWORK_YEAR} or later`)
		.refine((y) => y <= maxArtworkYear(), { message: `Year must be ${maxArtworkYear()} or earlier` }),
)

const artistIdInput = z.preprocess(
	(v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : (v ?? undefined)),
	z.number({ error: 'Artist is required' }).int('Artist is required').positive('Artist is required'),
)

const storedDimension = z.number().positive().nullable().default(null)

/**
 * Every field of an artwork, declared once (app/schemas/entity-fields.ts): the
 * form's and the API's input, the stored record, the CSV column (in the order
 * the export writes them, docs/admin.md 'Import and export') and whether it is
 * public. The sales fields (docs/admin.md, 'Sales data on artworks') are all
 * optional, with their defaults, so older records load unchanged.
 */
export const ARTWORK_FIELDS = withTranslations(
	defineFields({
		title: { input: requiredText(200, 'Title'), stored: z.string().min(1), csv: 'text', translatable: true },
		slug: { input: optionalText(200, 'Slug'), stored: storedSlug, csv: 'text' },
		/** In a spreadsheet the artist is named (an existing one, or one the import creates). */
		artist_id: { input: artistIdInput, stored: recordId.nullable(), csv: { kind: 'text', column: 'artist' } },
		year: { input: yearInput, stored: z.number().int(), csv: 'number' },
		medium: { input: optionalText(200, 'Medium'), stored: z.string(), csv: 'text', translatable: true },
		size: { input: optionalText(200, 'Size'), stored: z.string(), csv: 'text' },
		height: {
			input: optionalNumber('Height', { whole: false, max: 100_000 }),
			stored: storedDimension,
			csv: 'number',
		},
		width: { input: optionalNumber('Width', { whole: false, max: 100_000 }), stored: storedDimension, csv: 'number' },
		depth: { input: optionalNumber('Depth', { whole: false, max: 100_000 }), stored: storedDimension, csv: 'number' },
		dimension_unit: {
			input: choice(DIMENSION_UNITS, 'cm', 'Unit'),
			stored: z.enum(DIMENSION_UNITS).default('cm'),
			csv: 'text',
		},
		/** Normalised as it loads and on every write (app/utils/categories.ts). */
		category: {
			input: optionalText(100, 'Category').transform(normalizeCategory),
			stored: z.string().transform(normalizeCategory),
			csv: 'text',
		},
		description: {
			input: optionalText(10_000, 'Description'),
			stored: z.string(),
			csv: 'text',
			translatable: true,
		},
		/** In a spreadsheet: file names in the zip, or stored image links. */
		images: { input: stringList(imageUrl, 'Images'), stored: z.array(z.string()), csv: 'list' },
		/** One of `images` (the first when none is chosen). */
		featured_image: { input: imageField, stored: z.string() },
		is_visible: { input: flexibleBoolean(true), stored: z.boolean(), csv: 'boolean' },
		publish_at: { input: publishAt, stored: storedPublishAt, csv: 'text' },
		availability: {
			input: choice(AVAILABILITIES, 'available', 'Availability'),
			stored: z.enum(AVAILABILITIES).default('available'),
			csv: 'text',
		},
		price: {
			input: optionalNumber('Price', { whole: true, max: 1_000_000_000 }),
			stored: z.number().int().nonnegative().nullable().default(null),
			csv: 'number',
		},
		currency: {
			input: z.preprocess(
				(v) => {
					const value = blankAsUndefined(v)
					return typeof value === 'string' ? value.trim().toUpperCase() : (value ?? galleryCurrency())
				},
				z
					.string({ error: 'Currency must be a three-letter code such as EUR' })
					.refine(isCurrencyCode, 'Currency must be a three-letter code such as EUR'),
			),
			stored: z
				.string()
				.refine(isCurrencyCode, 'not an ISO 4217 currency code')
				.default(() => galleryCurrency()),
			csv: 'text',
		},
		price_display: {
			input: choice(PRICE_DISPLAYS, 'on_request', 'Price display'),
			stored: z.enum(PRICE_DISPLAYS).default('on_request'),
			csv: 'text',
		},
		edition: { input: optionalText(200, 'Edition'), stored: z.string().default(''), csv: 'text' },
		/** A hold on a reserved work (docs/admin.md, "Holds"): for whom, and until when (a date-time in the gallery's time zone, or blank for none). */
		hold_for: {
			input: optionalText(HOLD_FOR_MAX, 'Held for'),
			stored: z.string().max(HOLD_FOR_MAX).default(''),
			csv: 'text',
			public: false,
		},
		hold_until: {
			input: zonedDateTime('Must be a valid date'),
			stored: isoDate.nullable().default(null),
			csv: 'text',
			public: false,
		},
		// The registrar's record (contract section 19, docs/admin.md 'The registrar's record'): private but for the
		// framed size and the entries marked public. All optional, with defaults, so older records load unchanged.
		/** Absent at create: numbered from the artist's stock prefix, if any (app/data/artworks.server.ts); '' is none. */
		stock_number: {
			input: optionalText(STOCK_NUMBER_MAX, 'Stock number').optional(),
			stored: z.string().max(STOCK_NUMBER_MAX).default(''),
			csv: 'text',
			public: 'never',
		},
		framed_height: {
			input: optionalNumber('Framed height', { whole: false, max: 100_000 }),
			stored: storedDimension,
			csv: 'number',
		},
		framed_width: {
			input: optionalNumber('Framed width', { whole: false, max: 100_000 }),
			stored: storedDimension,
			csv: 'number',
		},
		framed_depth: {
			input: optionalNumber('Framed depth', { whole: false, max: 100_000 }),
			stored: storedDimension,
			csv: 'number',
		},
		weight_kg: {
			input: optionalNumber('Weight', { whole: false, max: 100_000 }),
			stored: z.number().positive().nullable().default(null),
			csv: 'number',
			public: 'never',
		},
		signature: { input: optionalText(500, 'Signature'), stored: z.string().default(''), csv: 'text', public: 'never' },
		condition: {
			input: optionalText(2000, 'Condition'),
			stored: z.string().default(''),
			csv: 'text',
			public: 'never',
		},
		/** Where the work is now; each change is kept in `location_history`. */
		location: { input: optionalText(200, 'Location'), stored: z.string().default(''), csv: 'text', public: 'never' },
		internal_notes: {
			input: optionalText(10_000, 'Internal notes'),
			stored: z.string().default(''),
			csv: 'text',
			public: 'never',
		},
		provenance: {
			input: entriesInput('Provenance'),
			stored: storedEntries,
			csv: 'entries',
			public: 'entries',
			translatable: true,
		},
		exhibition_history: {
			input: entriesInput('Exhibition history'),
			stored: storedEntries,
			csv: 'entries',
			public: 'entries',
			translatable: true,
		},
		literature: {
			input: entriesInput('Literature'),
			stored: storedEntries,
			csv: 'entries',
			public: 'entries',
			translatable: true,
		},
		/** Each change of `location`, oldest first, with when and by whom: kept by the server, shown in the back office. */
		location_history: {
			stored: z
				.array(z.object({ location: z.string(), at: isoDate, username: z.string() }))
				.max(LOCATION_HISTORY_KEEP)
				.default([]),
			public: 'never',
		},
		/** The artist's name, kept with the work by the server (it follows the artist's). */
		artist_name: { stored: z.string() },
	}),
)

export const PRICE_REQUIRED = 'Enter a price to show it, or choose "Price on request"'

/** The admin artwork form and POST/PUT /api/admin/artworks. */
export const ArtworkSchema = z
	.object(inputShape(ARTWORK_FIELDS))
	.refine((a) => a.price_display !== 'show' || a.price !== null, { message: PRICE_REQUIRED, path: ['price'] })
export type ArtworkInput = z.output<typeof ArtworkSchema>

/**
 * What an anonymous public answer carries of a work: none of the private fields (a hold's for whom and until
 * when, the registrar's record) and only the public entries of its provenance, exhibition history and literature.
 */
export function publicArtwork<T extends object>(work: T) {
	return withoutPrivate(ARTWORK_FIELDS, work)
}

/** What the public /api shows an admin token of a work: the hold too, never the registrar's private fields. */
export function staffPublicArtwork<T extends object>(work: T) {
	return withoutNeverPublic(ARTWORK_FIELDS, work)
}
