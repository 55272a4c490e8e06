import { z } from '#app/utils/zod.ts'
import { flexibleBoolean, imageField, imageUrl, optionalText, stringList } from './fields.ts'

export const MIN_ARTWORK_YEAR = 1900
export function maxArtworkYear(today = new Date()) {
	return today.getFullYear() + 1
}

/** The admin artwork form and POST/PUT /api/admin/artworks. */
export const ArtworkSchema = z.object({
	title: z
		.string({ error: 'Title is required' })
		.trim()
		.min(1, 'Title is required')
		.max(200, 'Title must be at most 200 characters'),
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
	category: optionalText(100, 'Category'),
	images: stringList(imageUrl, 'Images'),
	featured_image: imageField,
	is_visible: flexibleBoolean(true),
})
export type ArtworkInput = z.output<typeof ArtworkSchema>
