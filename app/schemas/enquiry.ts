import { z } from '#app/utils/zod.ts'
import { type ENQUIRY_KINDS, ENQUIRY_STATUSES } from './records.ts'
import { emailAddress, optionalText, requiredText, readerLanguage } from './fields.ts'

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
	/** The language of the page the enquiry came from. */
	language: readerLanguage,
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

/** What a viewing room's work may be asked: an enquiry, or a request to reserve it (never an appointment). */
const ROOM_ENQUIRY_KINDS = ['enquiry', 'reserve'] as const satisfies readonly (typeof ENQUIRY_KINDS)[number][]

/** "Enquire" and "Request to reserve" on a work of a room: the enquiry form, with what it asks. */
export const RoomEnquirySchema = EnquirySchema.extend({
	kind: z.preprocess(
		(v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? 'enquiry' : v),
		z.enum(ROOM_ENQUIRY_KINDS, { error: 'Unknown kind of enquiry' }),
	),
})

/** "Request an appointment" on a fair's page: the enquiry form with the day the visitor would like to come. */
export const AppointmentSchema = EnquirySchema.extend({
	preferred_date: z
		.string({ error: 'Please choose a day' })
		.trim()
		.min(1, 'Please choose a day')
		.regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a day')
		.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Please choose a day'),
})
export type AppointmentInput = z.output<typeof AppointmentSchema>
