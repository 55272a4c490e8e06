import { z } from '#app/utils/zod.ts'
import { defineFields, inputShape, withTranslations } from './entity-fields.ts'
import { flexibleBoolean, hasNul, idNumber, nulMessage, publishAt } from './fields.ts'
import { isoDate, storedPublishAt } from './stored-fields.ts'

const REQUIRED = 'Title and content are required'

/**
 * Every field of an about block, declared once (app/schemas/entity-fields.ts):
 * the editor's and the API's input and the stored record. About blocks have no
 * spreadsheet, so no field has a CSV column.
 */
export const ABOUT_BLOCK_FIELDS = withTranslations(
	defineFields({
		title: {
			input: z
				.string({ error: REQUIRED })
				.trim()
				.min(1, REQUIRED)
				.max(200, 'Title must be at most 200 characters')
				.refine((v) => !hasNul(v), nulMessage('Title')),
			stored: z.string().min(1),
			translatable: true,
		},
		content: {
			input: z
				.string({ error: REQUIRED })
				.trim()
				.min(1, REQUIRED)
				.max(20_000, 'Content must be at most 20000 characters'),
			stored: z.string().min(1),
			translatable: true,
		},
		sort_order: {
			// Missing means "at the end"; the data layer turns it into max + 1.
			input: z.preprocess(
				(v) => (v === undefined || v === null || v === '' ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
				z
					.number({ error: 'Rank must be a whole number' })
					.int('Rank must be a whole number')
					.min(0, 'Rank must be 0 or more')
					.max(1_000_000)
					.optional(),
			),
			stored: z.number().int(),
		},
		is_visible: { input: flexibleBoolean(true), stored: z.boolean() },
		publish_at: { input: publishAt, stored: storedPublishAt },
		created_at: { stored: isoDate },
		updated_at: { stored: isoDate },
	}),
)

/** The about-block editor and POST/PUT /api/admin/about-blocks. */
export const AboutBlockSchema = z.object(inputShape(ABOUT_BLOCK_FIELDS))
export type AboutBlockInput = z.output<typeof AboutBlockSchema>

export const ReorderSchema = z.object({
	blocks: z
		.array(
			z.object({
				id: idNumber,
				sort_order: z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.number().int()),
			}),
			{
				error: 'Blocks must be a list of {id, sort_order}',
			},
		)
		.min(1, 'Blocks must not be empty'),
})
