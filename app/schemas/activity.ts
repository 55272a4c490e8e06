import { z } from '#app/utils/zod.ts'
import { ACTIVITY_KINDS } from './records.ts'

/** A blank field is no filter. */
const blankless = <T extends z.ZodType>(schema: T) =>
	z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional())

const day = (label: string) =>
	blankless(
		z
			.string()
			.trim()
			.regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date as YYYY-MM-DD`)
			.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${label} must be a real date`),
	)

/**
 * The activity log's filters: the /admin/activity form, its CSV export and
 * GET /api/admin/activity. Dates are whole days in UTC, both ends included.
 */
export const ActivityFilterSchema = z
	.object({
		user: z.string().trim().max(100, 'user is too long').optional(),
		kind: blankless(z.enum(ACTIVITY_KINDS, { error: `kind must be one of ${ACTIVITY_KINDS.join(', ')}` })),
		from: day('from'),
		to: day('to'),
	})
	.refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'from must not be after to', path: ['to'] })
export type ActivityFilter = z.infer<typeof ActivityFilterSchema>

/** The filter's fields from a query string. */
export function activityFilterInput(params: URLSearchParams) {
	const get = (name: string) => params.get(name) ?? undefined
	return { user: get('user') || undefined, kind: get('kind'), from: get('from'), to: get('to') }
}
