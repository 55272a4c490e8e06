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
import { defineFields, inputShape, withTranslations } from './entity-fields.ts'
import { isoDate, storedPublishAt, storedSlug } from './stored-fields.ts'

export { EXHIBITION_STATUSES }
/** What staff may write under the dates, e.g. 'Opening reception Thursday 6-8 pm'. */
export const OPENING_MAX = 200

/**
 * Every field of an exhibition, declared once (app/schemas/entity-fields.ts):
 * the form's and the API's input, the stored record and the CSV column, in the
 * order the export writes them (docs/admin.md, 'Import and export').
 */
export const EXHIBITION_FIELDS = withTranslations(
	defineFields({
		title: { input: requiredText(200, 'Title'), stored: z.string().min(1), csv: 'text', translatable: true },
		slug: { input: optionalText(200, 'Slug'), stored: storedSlug, csv: 'text' },
		/** `auto` reads the status from the dates (docs/admin.md, 'Exhibitions by their dates'). */
		status: {
			input: z.preprocess(
				(v) => (v === undefined || v === null || v === '' ? 'upcoming' : v),
				z.enum(EXHIBITION_STATUSES, { error: 'Status must be upcoming, past or auto' }),
			),
			stored: z.enum(EXHIBITION_STATUSES),
			csv: 'text',
		},
		start_date: { input: optionalDate, stored: isoDate.nullable(), csv: 'text' },
		end_date: { input: optionalDate, stored: isoDate.nullable(), csv: 'text' },
		/** Shown under the dates; '' for none. The default lets older records load unchanged. */
		opening: {
			input: optionalText(OPENING_MAX, 'Opening'),
			stored: z.string().default(''),
			csv: 'text',
			translatable: true,
		},
		location: { input: optionalText(300, 'Location'), stored: z.string(), csv: 'text' },
		curator: { input: optionalText(200, 'Curator'), stored: z.string(), csv: 'text' },
		description: {
			input: optionalText(10_000, 'Description'),
			stored: z.string(),
			csv: 'text',
			translatable: true,
		},
		featured_image: { input: imageField, stored: z.string(), csv: 'text' },
		gallery_images: { input: stringList(imageUrl, 'Gallery images'), stored: z.array(z.string()), csv: 'list' },
		call_for_artists: { input: flexibleBoolean(false), stored: z.boolean(), csv: 'boolean' },
		cta_link: { input: linkField('CTA link'), stored: z.string(), csv: 'text' },
		assigned_artists: { input: stringList(idString, 'Assigned artists'), stored: z.array(z.string()) },
		assigned_artworks: { input: stringList(idString, 'Assigned artworks'), stored: z.array(z.string()) },
		is_visible: { input: flexibleBoolean(true), stored: z.boolean(), csv: 'boolean' },
		publish_at: { input: publishAt, stored: storedPublishAt },
		created_at: { stored: isoDate, csv: 'text' },
		updated_at: { stored: isoDate, csv: 'text' },
	}),
)

/** The admin exhibition form and POST/PUT /api/admin/exhibitions. */
export const ExhibitionSchema = z
	.object(inputShape(EXHIBITION_FIELDS))
	.refine((v) => !v.start_date || !v.end_date || v.end_date >= v.start_date, {
		message: 'End date must be after the start date',
		path: ['end_date'],
	})
export type ExhibitionInput = z.output<typeof ExhibitionSchema>
