import { z } from '#app/utils/zod.ts'
import { ENQUIRY_KINDS, ENQUIRY_STATUSES } from './records.ts'
import { emailAddress, optionalText, requiredText } from './fields.ts'

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
	name: requiredText(100, 'Name'),
	email: emailAddress,
	phone: optionalText(40, 'Phone').refine((v) => v === '' || /^[+\d\s().\-/]{3,40}$/.test(v), {
		message: 'Please enter a valid phone number',
	}),
	message: requiredText(5000, 'Message'),
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

/** "Enquire" and "Request to reserve" on a work of a room: the enquiry form, with what it asks. */
export const RoomEnquirySchema = EnquirySchema.extend({
	kind: z.preprocess(
		(v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? 'enquiry' : v),
		z.enum(ENQUIRY_KINDS, { error: 'Unknown kind of enquiry' }),
	),
})
