import { z } from '#app/utils/zod.ts'
import { AP_COUNT_MAX, EDITION_SIZE_MAX, IMPRESSION_LABEL_MAX } from '#app/utils/impressions.ts'
import { AVAILABILITIES } from '#app/utils/sales.ts'
import { blankAsUndefined, optionalNumber, optionalText, requiredText, zonedDateTime } from './fields.ts'
import { HOLD_FOR_MAX, isoDate, recordId } from './stored-fields.ts'

/**
 * The edition and the consignment of an artwork (contract section 19,
 * docs/admin.md 'Editions' and 'Consignments'): what the form and the API
 * send, and what the store keeps. The rules that join them (impressions made
 * from the edition, the work's availability from its impressions) are
 * app/utils/impressions.ts.
 */

/** A field that may be left out of a write: absent, the work keeps what it has (the form before it showed them). */
export function keptWhenAbsent<T extends z.ZodType>(schema: T) {
	return schema.optional()
}

export const editionSizeInput = keptWhenAbsent(
	optionalNumber('Edition size', { whole: true, max: EDITION_SIZE_MAX }).refine(
		(n) => n === null || n >= 1,
		'Edition size must be at least 1',
	),
)
export const apCountInput = keptWhenAbsent(optionalNumber("Artist's proofs", { whole: true, max: AP_COUNT_MAX }))

/** A contact's id, or none ('' or null). */
export const contactIdInput = z.preprocess(
	(v) => {
		const value = blankAsUndefined(v)
		if (value === undefined) return null
		return typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value
	},
	z.number({ error: 'Must name a contact' }).int('Must name a contact').positive('Must name a contact').nullable(),
)

export const impressionRecord = z.object({
	label: z.string().min(1).max(IMPRESSION_LABEL_MAX),
	availability: z.enum(AVAILABILITIES),
	location: z.string().max(200),
	hold_for: z.string().max(HOLD_FOR_MAX),
	hold_until: isoDate.nullable(),
	hold_contact_id: recordId.nullable().default(null),
})

const impressionInput = z.object(
	{
		label: requiredText(IMPRESSION_LABEL_MAX, 'Impression'),
		availability: z.preprocess(
			(v) => (v === undefined || v === null || v === '' ? 'available' : typeof v === 'string' ? v.trim() : v),
			z.enum(AVAILABILITIES, { error: `Availability must be one of ${AVAILABILITIES.join(', ')}` }),
		),
		location: optionalText(200, 'Location'),
		hold_for: optionalText(HOLD_FOR_MAX, 'Held for'),
		hold_until: zonedDateTime('Must be a valid date'),
		hold_contact_id: contactIdInput,
	},
	{ error: 'Each impression must be an object with its label' },
)

/** The impressions written back whole with the work; absent keeps them (and makes them when the edition is set). */
export const impressionsInput = keptWhenAbsent(
	z
		.array(impressionInput, { error: 'Impressions must be a list' })
		.max(EDITION_SIZE_MAX + AP_COUNT_MAX, 'Too many impressions'),
)

export const storedImpressions = z
	.array(impressionRecord)
	.max(EDITION_SIZE_MAX + AP_COUNT_MAX)
	.default([])

/** A calendar day, `2026-05-01`: the consignment's dates. */
export const calendarDay = z
	.string()
	.regex(/^\d{4}-\d{2}-\d{2}$/)
	.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v))

function dayInput(label: string, required: boolean) {
	return z.preprocess(
		(v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim().slice(0, 10) : v),
		z
			.string({ error: `${label} must be a date such as 2026-05-01` })
			.refine((v) => v === '' || calendarDay.safeParse(v).success, `${label} must be a date such as 2026-05-01`)
			.refine((v) => !required || v !== '', `${label} is required`)
			.transform((v) => (v === '' ? null : v)),
	)
}

const SHARE_MESSAGE = "Consignor's share must be a number from 0 to 100"
/** The consignor's share in per cent, 0 to 100 (`50`, `62.5`, `"50%"`). */
const sharePercent = z.preprocess(
	(v) => {
		const value = blankAsUndefined(v)
		return typeof value === 'string' ? Number(value.trim().replace(/\s*%$/, '')) : value
	},
	z
		.number({ error: "Consignor's share is required (0 to 100 per cent)" })
		.refine((n) => Number.isFinite(n) && n >= 0 && n <= 100, SHARE_MESSAGE),
)

export const consignmentRecord = z.object({
	consignor_contact_id: recordId,
	received_at: calendarDay,
	due_back_at: calendarDay.nullable(),
	terms: z.string().max(2000),
	consignor_share_pct: z.number().min(0).max(100),
})
export type Consignment = z.infer<typeof consignmentRecord>

const consignmentObject = z
	.object(
		{
			consignor_contact_id: z.preprocess(
				(v) => {
					const value = blankAsUndefined(v)
					return typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value
				},
				z.number({ error: 'Consignor is required' }).int('Consignor is required').positive('Consignor is required'),
			),
			received_at: dayInput('Received', true),
			due_back_at: dayInput('Due back', false),
			terms: optionalText(2000, 'Terms'),
			consignor_share_pct: sharePercent,
		},
		{ error: 'Consignment must be an object, or null for none' },
	)
	.transform((c) => ({ ...c, received_at: c.received_at! }))
	.refine((c) => c.due_back_at === null || c.due_back_at >= c.received_at, {
		message: 'Due back must be on or after the day it was received',
		path: ['due_back_at'],
	})

/** A consignment, or null (or '') for none; absent keeps the work's. */
export const consignmentInput = keptWhenAbsent(z.preprocess((v) => (v === '' ? null : v), consignmentObject.nullable()))

export const storedConsignment = consignmentRecord.nullable().default(null)
