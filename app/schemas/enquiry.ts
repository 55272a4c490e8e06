import { z } from '#app/utils/zod.ts'
import { ENQUIRY_STATUSES } from './records.ts'
import { optionalText } from './fields.ts'

/** An optional id of the work or exhibition asked about: a positive integer, or nothing. */
const optionalRecordId = (label: string) =>
	z.preprocess(
		(v) => {
			if (v === undefined || v === null || v === '') return null
			return typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v
		},
		z
			.number({ error: `${label} must be a numeric id` })
			.int(`${label} must be a numeric id`)
			.positive()
			.nullable(),
	)

/** The "Enquire" form of artwork and exhibition pages and POST /api/enquiries. */
export const EnquirySchema = z.object({
	artwork_id: optionalRecordId('Artwork'),
	exhibition_id: optionalRecordId('Exhibition'),
	name: z
		.string({ error: 'Name is required' })
		.trim()
		.min(1, 'Name is required')
		.max(100, 'Name must be at most 100 characters'),
	email: z
		.string({ error: 'Email is required' })
		.trim()
		.min(1, 'Email is required')
		.max(254, 'Email must be at most 254 characters')
		.pipe(z.email('Please enter a valid email address')),
	phone: optionalText(40, 'Phone').refine((v) => v === '' || /^[+\d\s().\-/]{3,40}$/.test(v), {
		message: 'Please enter a valid phone number',
	}),
	message: z
		.string({ error: 'Message is required' })
		.trim()
		.min(1, 'Message is required')
		.max(5000, 'Message must be at most 5000 characters'),
	// Honeypot: people never see or fill it.
	website: z.string().optional(),
})
export type EnquiryInput = z.output<typeof EnquirySchema>

/** The inbox's words for each status. */
export const ENQUIRY_STATUS_LABELS = { new: 'New', replied: 'Replied', closed: 'Closed' } as const satisfies Record<
	(typeof ENQUIRY_STATUSES)[number],
	string
>

/** PATCH /api/admin/enquiries/{id} and the inbox's status change. */
export const EnquiryStatusSchema = z.object({
	status: z.enum(ENQUIRY_STATUSES, { error: `Status must be one of ${ENQUIRY_STATUSES.join(', ')}` }),
})
