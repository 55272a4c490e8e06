import { nowMs } from '#app/utils/clock.ts'
import { z } from '#app/utils/zod.ts'
import { isCurrencyCode } from '#app/utils/money.ts'
import { PRICE_DISPLAYS } from '#app/utils/sales.ts'
import { defineFields, inputShape, withTranslations } from './entity-fields.ts'
import {
	flexibleBoolean,
	idNumber,
	imageField,
	optionalText,
	readerLanguage,
	storedLanguage,
	zonedDateTime,
} from './fields.ts'
import { isoDate, recordId, storedSlug } from './stored-fields.ts'

// What the store keeps of a room's parts (app/schemas/records.ts re-exports them with the other records).
export const VIEWING_ROOM_STATUSES = ['draft', 'open', 'closed'] as const
export type ViewingRoomStatus = (typeof VIEWING_ROOM_STATUSES)[number]

/** A link's token: at least 128 random bits as URL-safe base64 (22 characters or more). */
export const roomToken = z.string().regex(/^[A-Za-z0-9_-]{22,}$/, 'not a link token')

/** One work of a viewing room: its note and, for this room only, a price (null keeps the artwork's). */
export const viewingRoomItemRecord = z.object({
	artwork_id: recordId,
	note: z.string(),
	price: z.number().int().nonnegative().nullable(),
	currency: z.string().refine(isCurrencyCode, 'not an ISO 4217 currency code').nullable(),
	price_display: z.enum(PRICE_DISPLAYS).nullable(),
})
export type ViewingRoomItem = z.infer<typeof viewingRoomItemRecord>

/** A collector the room was sent to, with a link of their own and what they looked at. */
export const viewingRoomRecipientRecord = z.object({
	id: recordId,
	name: z.string(),
	email: z.string(),
	token: roomToken,
	created_at: isoDate,
	revoked_at: isoDate.nullable(),
	first_viewed_at: isoDate.nullable(),
	last_viewed_at: isoDate.nullable(),
	views: z.number().int().nonnegative(),
	/** Ids of the works opened on their own page inside the room, in the order first seen. */
	works_viewed: z.array(recordId),
	/** The invitations mailed to them, the last ROOM_INVITATIONS_KEPT, oldest first: when and to which address. */
	invitations: z.array(z.object({ sent_at: isoDate, email: z.string() })).default([]),
	/** The contact their email belongs to (docs/admin.md, 'Contacts'); null before contacts, or once erased. */
	contact_id: recordId.nullable().optional(),
	/** The language the recipient reads: the room's when they were added (contract section 21). */
	language: storedLanguage,
})
/** How many invitations a recipient's record keeps (a recipient is mailed a few times at most). */
export const ROOM_INVITATIONS_KEPT = 10
export type ViewingRoomRecipient = z.infer<typeof viewingRoomRecipientRecord>

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
 * Every field of a viewing room, declared once (app/schemas/entity-fields.ts):
 * the editor's and the API's input and the stored record. Only the password's
 * hash is stored ('' for none; the editor's `password` is below, input only);
 * `next_recipient_id` numbers the recipients so an id is never handed out twice
 * in a room. Rooms have no spreadsheet, and no field of theirs is public: a
 * room is read through its link (docs/public-site.md, 'Viewing rooms').
 */
export const VIEWING_ROOM_FIELDS = withTranslations(
	defineFields({
		slug: { input: optionalText(200, 'Slug'), stored: storedSlug },
		title: {
			input: z
				.string({ error: 'Title is required' })
				.trim()
				.min(1, 'Title is required')
				.max(200, 'Title must be at most 200 characters'),
			stored: z.string().min(1),
			translatable: true,
		},
		intro: { input: optionalText(10_000, 'Intro'), stored: z.string(), translatable: true },
		closing_text: { input: optionalText(10_000, 'Closing text'), stored: z.string(), translatable: true },
		status: {
			input: z.preprocess(
				(v) => (blankAsNull(v) === null ? 'draft' : typeof v === 'string' ? v.trim() : v),
				z.enum(VIEWING_ROOM_STATUSES, { error: `Status must be one of ${VIEWING_ROOM_STATUSES.join(', ')}` }),
			),
			stored: z.enum(VIEWING_ROOM_STATUSES),
		},
		// Entered in the gallery's time zone, stored in UTC (docs/admin.md, 'Viewing rooms').
		opens_at: { input: zonedDateTime('Must be a valid date'), stored: isoDate.nullable() },
		expires_at: { input: zonedDateTime('Must be a valid date'), stored: isoDate.nullable() },
		show_prices: { input: flexibleBoolean(true), stored: z.boolean() },
		cover_image: { input: imageField, stored: z.string() },
		items: { input: itemList, stored: z.array(viewingRoomItemRecord) },
		/** The language the room is written for (contract section 21); absent on rooms made before languages. */
		language: { input: readerLanguage, stored: storedLanguage },
		password_hash: { stored: z.string(), public: false },
		token: { stored: roomToken, public: false },
		views: { stored: z.number().int().nonnegative() },
		recipients: { stored: z.array(viewingRoomRecipientRecord), public: false },
		next_recipient_id: { stored: recordId },
		created_at: { stored: isoDate },
		updated_at: { stored: isoDate },
	}),
)

/**
 * The viewing room editor and POST/PUT /api/admin/viewing-rooms. An open room
 * needs `expires_at` in the future (`now` is read when the input is checked).
 */
export const ViewingRoomSchema = z
	.object({ ...inputShape(VIEWING_ROOM_FIELDS), password: passwordChange })
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

/** The longest personal note an invitation carries, in characters (the editor's field and the mail). */
export const INVITATION_NOTE_MAX = 2000
