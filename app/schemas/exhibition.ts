import { z } from '#app/utils/zod.ts'
import {
	flexibleBoolean,
	idString,
	imageField,
	imageUrl,
	linkField,
	optionalDate,
	optionalText,
	requiredText,
	stringList,
	publishAt,
} from './fields.ts'
import { EXHIBITION_STATUSES } from '#app/utils/exhibition-status.ts'

export { EXHIBITION_STATUSES }
/** What staff may write under the dates, e.g. 'Opening reception Thursday 6-8 pm'. */
export const OPENING_MAX = 200

/** The admin exhibition form and POST/PUT /api/admin/exhibitions. */
export const ExhibitionSchema = z
	.object({
		title: requiredText(200, 'Title'),
		slug: optionalText(200, 'Slug'),
		description: optionalText(10_000, 'Description'),
		status: z.preprocess(
			(v) => (v === undefined || v === null || v === '' ? 'upcoming' : v),
			z.enum(EXHIBITION_STATUSES, { error: 'Status must be upcoming, past or auto' }),
		),
		start_date: optionalDate,
		end_date: optionalDate,
		location: optionalText(300, 'Location'),
		curator: optionalText(200, 'Curator'),
		opening: optionalText(OPENING_MAX, 'Opening'),
		featured_image: imageField,
		gallery_images: stringList(imageUrl, 'Gallery images'),
		call_for_artists: flexibleBoolean(false),
		cta_link: linkField('CTA link'),
		assigned_artists: stringList(idString, 'Assigned artists'),
		assigned_artworks: stringList(idString, 'Assigned artworks'),
		is_visible: flexibleBoolean(true),
		publish_at: publishAt,
	})
	.refine((v) => !v.start_date || !v.end_date || v.end_date >= v.start_date, {
		message: 'End date must be after the start date',
		path: ['end_date'],
	})
export type ExhibitionInput = z.output<typeof ExhibitionSchema>
