import { z } from '#app/utils/zod.ts'
import { isSafeUrl } from '#app/utils/url.ts'
import { flexibleBoolean, idString, imageField, optionalText, stringList } from './fields.ts'

export const SOCIAL_PLATFORMS = ['instagram', 'x', 'linkedin', 'youtube', 'website', 'email'] as const
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number]
/** Older records and the spec's client also use these names. */
const PLATFORM_ALIASES: Record<string, SocialPlatform> = { twitter: 'x', web: 'website' }

/** A social value is a handle (no scheme) or an http(s)/mailto link; never javascript: and the like. */
function isSafeSocialValue(value: string) {
	return !/^[a-z][a-z0-9+.-]*:/i.test(value) || isSafeUrl(value)
}

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
				const key = PLATFORM_ALIASES[rawKey.toLowerCase()] ?? rawKey.toLowerCase()
				if (!(SOCIAL_PLATFORMS as readonly string[]).includes(key)) continue // unknown keys are ignored
				const value = typeof rawValue === 'string' ? rawValue.trim() : ''
				if (!value) continue // blank values are skipped
				if (value.length > 500 || !isSafeSocialValue(value)) {
					ctx.addIssue({ code: 'custom', message: `${key} must be a handle or an http(s) link`, path: [key] })
					continue
				}
				result[key] = value
			}
			return result
		}),
)

/** The admin artist form and POST/PUT /api/admin/artists. */
export const ArtistSchema = z.object({
	name: z
		.string({ error: 'Name is required' })
		.trim()
		.min(1, 'Name is required')
		.max(100, 'Name must be at most 100 characters'),
	slug: optionalText(200, 'Slug'),
	specialty: optionalText(200, 'Specialty'),
	bio: optionalText(10_000, 'Bio'),
	profile_image: imageField,
	social_media: SocialMediaSchema,
	assigned_artworks: stringList(idString, 'Assigned artworks'),
	is_visible: flexibleBoolean(true),
})
export type ArtistInput = z.output<typeof ArtistSchema>
