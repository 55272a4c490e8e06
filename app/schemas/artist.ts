import { z } from '#app/utils/zod.ts'
import { socialPlatform } from '#app/utils/social-platforms.ts'
import { isSafeLinkOrHandle } from '#app/utils/url.ts'
import { STOCK_PREFIX_MESSAGE, STOCK_PREFIX_PATTERN } from '#app/utils/stock-number.ts'
import { defineFields, inputShape, withoutNeverPublic, withTranslations } from './entity-fields.ts'
import { isoDate, storedPublishAt, storedSlug } from './stored-fields.ts'
import { flexibleBoolean, idString, imageField, optionalText, requiredText, stringList, publishAt } from './fields.ts'

export const SocialMediaSchema = z.preprocess(
	(value) => {
		if (value === undefined || value === null || value === '') return {}
		if (typeof value === 'string') {
			try {
				return JSON.parse(value)
			} catch {
				return value
			}
		}
		return value
	},
	z
		.record(z.string(), z.unknown(), { error: 'Social media must be an object of platform to handle or URL' })
		.transform((record, ctx) => {
			const result: Record<string, string> = {}
			for (const [rawKey, rawValue] of Object.entries(record)) {
				const key = socialPlatform(rawKey)?.key
				if (!key) continue // unknown keys are ignored
				const value = typeof rawValue === 'string' ? rawValue.trim() : ''
				if (!value) continue // blank values are skipped
				if (value.length > 500 || !isSafeLinkOrHandle(value)) {
					ctx.addIssue({ code: 'custom', message: `${key} must be a handle or an http(s) link`, path: [key] })
					continue
				}
				result[key] = value
			}
			return result
		}),
)

/**
 * Every field of an artist, declared once (app/schemas/entity-fields.ts): the
 * form's and the API's input, the stored record and the CSV column, in the
 * order the export writes them (docs/admin.md, 'Import and export').
 */
export const ARTIST_FIELDS = withTranslations(
	defineFields({
		name: { input: requiredText(100, 'Name'), stored: z.string().min(1).max(100), csv: 'text' },
		slug: { input: optionalText(200, 'Slug'), stored: storedSlug, csv: 'text' },
		/** How the artist is filed on /artists; '' (or absent) files the artist under the last word of the name. */
		sort_name: { input: optionalText(100, 'Sort name'), stored: z.string().max(100).default(''), csv: 'text' },
		specialty: { input: optionalText(200, 'Specialty'), stored: z.string(), csv: 'text', translatable: true },
		/** The artist's dates as wall labels give them, beside the name: 'b. 1984, Lagos', '1931–2019'. */
		dates: { input: optionalText(100, 'Dates'), stored: z.string().max(100).default(''), csv: 'text' },
		bio: { input: optionalText(10_000, 'Bio'), stored: z.string(), csv: 'text', translatable: true },
		profile_image: { input: imageField, stored: z.string(), csv: 'text' },
		social_media: { input: SocialMediaSchema, stored: z.record(z.string(), z.string()), csv: 'json' },
		assigned_artworks: { input: stringList(idString, 'Assigned artworks'), stored: z.array(z.string()) },
		is_visible: { input: flexibleBoolean(true), stored: z.boolean(), csv: 'boolean' },
		publish_at: { input: publishAt, stored: storedPublishAt },
		/**
		 * The prefix new works of the artist are numbered from (`AO` gives `AO-0007`, contract section 19): unique
		 * when set, upper-cased as it is written. Changing it never renumbers existing works.
		 */
		stock_prefix: {
			input: optionalText(100, 'Stock prefix')
				.transform((v) => v.toUpperCase())
				.refine((v) => v === '' || STOCK_PREFIX_PATTERN.test(v), STOCK_PREFIX_MESSAGE),
			stored: z
				.string()
				.regex(/^(?:[A-Z0-9]{2,6})?$/)
				.default(''),
			csv: 'text',
			public: 'never',
		},
		created_at: { stored: isoDate, csv: 'text' },
		updated_at: { stored: isoDate, csv: 'text' },
	}),
)

/** The admin artist form and POST/PUT /api/admin/artists. */
export const ArtistSchema = z.object(inputShape(ARTIST_FIELDS))
export type ArtistInput = z.output<typeof ArtistSchema>

/** What the public /api carries of an artist, with a token or without: not the stock prefix. */
export function publicArtist<T extends object>(artist: T) {
	return withoutNeverPublic(ARTIST_FIELDS, artist)
}
