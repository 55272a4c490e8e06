import { z } from '#app/utils/zod.ts'
import { socialPlatform } from '#app/utils/social-platforms.ts'
import { isSafeLinkOrHandle } from '#app/utils/url.ts'
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

/** The admin artist form and POST/PUT /api/admin/artists. */
export const ArtistSchema = z.object({
	name: requiredText(100, 'Name'),
	slug: optionalText(200, 'Slug'),
	/** Optional; '' files the artist under the last word of the name. */
	sort_name: optionalText(100, 'Sort name'),
	specialty: optionalText(200, 'Specialty'),
	bio: optionalText(10_000, 'Bio'),
	profile_image: imageField,
	social_media: SocialMediaSchema,
	assigned_artworks: stringList(idString, 'Assigned artworks'),
	is_visible: flexibleBoolean(true),
	publish_at: publishAt,
})
export type ArtistInput = z.output<typeof ArtistSchema>
