import { z } from '#app/utils/zod.ts'
import { flexibleBoolean, hasNul, idNumber, nulMessage, publishAt } from './fields.ts'

const REQUIRED = 'Title and content are required'

/** The about-block editor and POST/PUT /api/admin/about-blocks. */
export const AboutBlockSchema = z.object({
	title: z
		.string({ error: REQUIRED })
		.trim()
		.min(1, REQUIRED)
		.max(200, 'Title must be at most 200 characters')
		.refine((v) => !hasNul(v), nulMessage('Title')),
	content: z
		.string({ error: REQUIRED })
		.trim()
		.min(1, REQUIRED)
		.max(20_000, 'Content must be at most 20000 characters'),
	// Missing means "at the end"; the data layer turns it into max + 1.
	sort_order: z.preprocess(
		(v) => (v === undefined || v === null || v === '' ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
		z
			.number({ error: 'Rank must be a whole number' })
			.int('Rank must be a whole number')
			.min(0, 'Rank must be 0 or more')
			.max(1_000_000)
			.optional(),
	),
	is_visible: flexibleBoolean(true),
	publish_at: publishAt,
})
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
