import { nowMs } from '#app/utils/clock.ts'
import { z } from '#app/utils/zod.ts'
import { isCurrencyCode } from '#app/utils/money.ts'
import { PRICE_DISPLAYS } from '#app/utils/sales.ts'
import { EnquirySchema } from './enquiry.ts'
import { flexibleBoolean, idNumber, imageField, optionalText, zonedDateTime } from './fields.ts'
import { ENQUIRY_KINDS, VIEWING_ROOM_STATUSES } from './records.ts'

/** Blank (or absent) fields count as not given. */
function blankAsNull(value: unknown) {
	return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value
}

/** A room's price for one work: whole units, or null to keep the artwork's own. */
const roomPrice = z.preprocess(
	(v) => {
		const value = blankAsNull(v)
		return typeof value === 'string' ? Number(value.trim().replace(/[\s,]/g, '')) : value
	},
	z
		.number({ error: 'Price must be a number' })
		.refine((n) => Number.isInteger(n), 'Price must be a whole number')
		.refine((n) => n >= 0, 'Price must be zero or more')
		.refine((n) => n <= 1_000_000_000, 'Price must be at most 1,000,000,000')
		.nullable(),
)

export const ViewingRoomItemSchema = z.object({
	artwork_id: idNumber.refine(Boolean, 'Artwork is required'),
	note: optionalText(2000, 'Note'),
	price: roomPrice,
	currency: z.preprocess(
		(v) => {
			const value = blankAsNull(v)
			return typeof value === 'string' ? value.trim().toUpperCase() : value
		},
		z
			.string({ error: 'Currency must be a three-letter code such as EUR' })
			.refine(isCurrencyCode, 'Currency must be a three-letter code such as EUR')
			.nullable(),
	),
	price_display: z.preprocess(
		blankAsNull,
		z.enum(PRICE_DISPLAYS, { error: `Price display must be one of ${PRICE_DISPLAYS.join(', ')}` }).nullable(),
	),
})
export type ViewingRoomItemInput = z.output<typeof ViewingRoomItemSchema>

/** Items may arrive as an array or as a JSON-encoded array (like the other lists of the API). */
const itemList = z.preprocess(
	(value) => {
		if (value === undefined || value === null || value === '') return []
		if (typeof value === 'string') {
			try {
				return JSON.parse(value) as unknown
			} catch {
				return value
			}
		}
		return value
	},
	z
		.array(ViewingRoomItemSchema, { error: 'Items must be a list of works' })
		.max(200, 'A room holds at most 200 works')
		.refine((items) => new Set(items.map((i) => i.artwork_id)).size === items.length, 'A work is in the room twice'),
)

/**
 * The password as sent: absent keeps the stored one, null or '' clears it, any
 * other text sets it (at most 128 characters, all of which count).
 */
const passwordChange = z.preprocess(
	(v) => (v === null ? '' : v),
	z.string({ error: 'Password must be text' }).max(128, 'Password must be at most 128 characters').optional(),
)

export const ROOM_NEEDS_EXPIRY = 'An open room needs an expiry date in the future'

/**
 * The viewing room editor and POST/PUT /api/admin/viewing-rooms. An open room
 * needs `expires_at` in the future (`now` is read when the input is checked).
 */
export const ViewingRoomSchema = z
	.object({
		title: z
			.string({ error: 'Title is required' })
			.trim()
			.min(1, 'Title is required')
			.max(200, 'Title must be at most 200 characters'),
		slug: optionalText(200, 'Slug'),
		intro: optionalText(10_000, 'Intro'),
		closing_text: optionalText(10_000, 'Closing text'),
		status: z.preprocess(
			(v) => (blankAsNull(v) === null ? 'draft' : typeof v === 'string' ? v.trim() : v),
			z.enum(VIEWING_ROOM_STATUSES, { error: `Status must be one of ${VIEWING_ROOM_STATUSES.join(', ')}` }),
		),
		// Entered in the gallery's time zone, stored in UTC (docs/admin.md, 'Viewing rooms').
		opens_at: zonedDateTime('Must be a valid date'),
		expires_at: zonedDateTime('Must be a valid date'),
		show_prices: flexibleBoolean(true),
		cover_image: imageField,
		items: itemList,
		password: passwordChange,
	})
	.superRefine((room, ctx) => {
		if (room.status === 'open' && (!room.expires_at || Date.parse(room.expires_at) <= nowMs()))
			ctx.addIssue({ code: 'custom', message: ROOM_NEEDS_EXPIRY, path: ['expires_at'] })
		if (room.opens_at && room.expires_at && Date.parse(room.opens_at) >= Date.parse(room.expires_at))
			ctx.addIssue({ code: 'custom', message: 'The room must open before it expires', path: ['expires_at'] })
	})
export type ViewingRoomInput = z.output<typeof ViewingRoomSchema>

/** POST /api/admin/viewing-rooms/{id}/recipients and the editor's "Add recipient". */
export const RecipientSchema = z.object({
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
})
export type RecipientInput = z.output<typeof RecipientSchema>

/** The password form of a protected room. */
export const RoomPasswordSchema = z.object({
	password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128, 'Password is wrong'),
})

/** "Enquire" and "Request to reserve" on a work of a room: the enquiry form, with what it asks. */
export const RoomEnquirySchema = EnquirySchema.extend({
	kind: z.preprocess((v) => blankAsNull(v) ?? 'enquiry', z.enum(ENQUIRY_KINDS, { error: 'Unknown kind of enquiry' })),
})

/** The longest personal note an invitation carries, in characters (the editor's field and the mail). */
export const INVITATION_NOTE_MAX = 2000
