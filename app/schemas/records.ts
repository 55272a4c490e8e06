import { z } from '#app/utils/zod.ts'
import { isoDate, recordId, recordVersion, timestamps } from './stored-fields.ts'
import { storedLanguage } from './fields.ts'
import { ABOUT_BLOCK_FIELDS } from './about-block.ts'
import { ARTIST_FIELDS } from './artist.ts'
import { ARTWORK_FIELDS } from './artwork.ts'
import { EXHIBITION_FIELDS } from './exhibition.ts'
import { FAIR_FIELDS } from './fair.ts'
import { VIEWING_ROOM_FIELDS } from './viewing-room.ts'
import { CONTACT_FIELDS } from './contact.ts'
import { privateFields, storedShape, storedTranslations } from './entity-fields.ts'

/**
 * The shape of every stored record, checked on load and on every write.
 * Fields are snake_case, as the /api returns them (docs/api.md).
 */

export const PAGE_KEYS = ['home', 'exhibitions', 'artists', 'gallery', 'about', 'contact'] as const
export type PageKey = (typeof PAGE_KEYS)[number]
/** Pages that can never be hidden from the menu. */
export const ALWAYS_VISIBLE_PAGES: readonly PageKey[] = ['home', 'exhibitions', 'contact']

export const PAGE_DEFAULTS: Record<PageKey, { title: string; description: string }> = {
	home: { title: 'Contemporary Art Gallery', description: 'Exhibitions, artists and works from our gallery' },
	exhibitions: { title: 'Exhibitions', description: 'Discover our exhibitions' },
	artists: { title: 'Artists', description: 'Meet our talented artists' },
	gallery: { title: 'Gallery', description: 'Explore our collection' },
	about: { title: 'About Us', description: '' },
	contact: { title: 'Contact Us', description: 'Get in touch with us' },
}

/** Whether a URL segment names a page. */
export function isPageKey(key: string): key is PageKey {
	return (PAGE_KEYS as readonly string[]).includes(key)
}

export const FILE_CATEGORIES = ['exhibition', 'hero', 'artwork', 'artist_profile'] as const
export type FileCategory = (typeof FILE_CATEGORIES)[number]

export function isFileCategory(value: string): value is FileCategory {
	return (FILE_CATEGORIES as readonly string[]).includes(value)
}

export { HOLD_FOR_MAX, recordId, recordVersion } from './stored-fields.ts'

/** A stored exhibition: its fields as `EXHIBITION_FIELDS` declares them (app/schemas/exhibition.ts). */
export const exhibitionRecord = z.object({
	id: recordId,
	version: recordVersion,
	...storedShape(EXHIBITION_FIELDS),
})
export type Exhibition = z.infer<typeof exhibitionRecord>

/** A stored art fair: its fields as `FAIR_FIELDS` declares them (app/schemas/fair.ts). */
export const fairRecord = z.object({
	id: recordId,
	version: recordVersion,
	...storedShape(FAIR_FIELDS),
})
export type FairRecord = z.infer<typeof fairRecord>

/** A stored artist: its fields as `ARTIST_FIELDS` declares them (app/schemas/artist.ts). */
export const artistRecord = z.object({
	id: recordId,
	version: recordVersion,
	...storedShape(ARTIST_FIELDS),
})
export type Artist = z.infer<typeof artistRecord>

/** A stored artwork: its fields as `ARTWORK_FIELDS` declares them (app/schemas/artwork.ts). */
export const artworkRecord = z.object({
	id: recordId,
	version: recordVersion,
	...storedShape(ARTWORK_FIELDS),
	...timestamps,
})
export type Artwork = z.infer<typeof artworkRecord>

/** A stored contact: its fields as `CONTACT_FIELDS` declares them (app/schemas/contact.ts). Never public. */
export const contactRecord = z.object({
	id: recordId,
	version: recordVersion,
	...storedShape(CONTACT_FIELDS),
})
export type Contact = z.infer<typeof contactRecord>

/** The fields of an artwork that no public page or public /api answer carries. */
export const PRIVATE_ARTWORK_FIELDS = privateFields(ARTWORK_FIELDS)
export type PublicArtwork = Omit<Artwork, (typeof PRIVATE_ARTWORK_FIELDS)[number]>

/**
 * What an activity entry records. Writes to records are create, update,
 * delete and restore (users included: a user change is one of these on
 * entity 'user'); the rest are events without a record of their own.
 */
export const ACTIVITY_KINDS = [
	'create',
	'update',
	'delete',
	'restore',
	'sign-in',
	'sign-in-failed',
	'import',
	'export',
	'backup-download',
	'erase',
	'send',
	'hold-ended',
	'merge',
] as const
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]

/** The kinds of record an activity entry can point at. */
export const ACTIVITY_ENTITIES = [
	'exhibition',
	'artist',
	'artwork',
	'about_block',
	'page',
	'viewing_room',
	'fair',
	'user',
	'subscriber',
	'campaign',
	'enquiry',
	'backup',
	'contact',
] as const
export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number]

/**
 * One line of the activity record: what changed, when, by whom (`user_id`
 * null and username 'system' for what the server did by itself, or the name
 * typed at a failed sign-in) and from which client address. Append-only (but for
 * the failed sign-ins of one address in one hour, folded into one entry that counts them) and bounded
 * (app/data/activity.server.ts).
 */
export const activityRecord = z.object({
	id: recordId,
	at: isoDate,
	user_id: recordId.nullable(),
	username: z.string(),
	kind: z.enum(ACTIVITY_KINDS),
	entity: z.enum(ACTIVITY_ENTITIES).nullable(),
	entity_id: recordId.nullable(),
	summary: z.string().max(500),
	/** The client's address; null for the server's own work and for entries older than this field. */
	ip: z.string().max(100).nullable().default(null),
	/** How many events the entry stands for: more than 1 only for failed sign-ins folded per address and hour. */
	count: z.number().int().positive().default(1),
})
export type ActivityRecord = z.infer<typeof activityRecord>

export const ENQUIRY_STATUSES = ['new', 'replied', 'closed'] as const
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number]
/**
 * 'reserve' is a viewing room's "Request to reserve", 'appointment' a fair page's "Request an appointment";
 * every other enquiry is 'enquiry'.
 */
export const ENQUIRY_KINDS = ['enquiry', 'reserve', 'appointment'] as const
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number]

/**
 * A visitor's enquiry about a work or an exhibition (docs/public-site.md, 'Enquire').
 * `notified_at` is kept for the mail notice only: set once the gallery's
 * mailbox accepted it, null while sending is still to be (re)tried
 * (`notice_failed_at` and `notice_error` once it was refused for good).
 * They are not part of the /api record.
 */
export const enquiryRecord = z.object({
	id: recordId,
	artwork_id: recordId.nullable(),
	exhibition_id: recordId.nullable(),
	// '' once the sender's contact was erased: the message stays, without who sent it (docs/admin.md, 'Contacts').
	name: z.string(),
	email: z.string(),
	phone: z.string(),
	message: z.string().min(1),
	status: z.enum(ENQUIRY_STATUSES),
	notified_at: isoDate.nullable(),
	/** Set when the mail server refused the notice for good (a 5xx): it is not tried again, the inbox says so. */
	notice_failed_at: isoDate.nullable().default(null),
	notice_error: z.string().nullable().default(null),
	// Sent from a private viewing room (docs/public-site.md, 'Viewing rooms'); the defaults let older enquiries load.
	viewing_room_id: recordId.nullable().default(null),
	recipient_id: recordId.nullable().default(null),
	kind: z.enum(ENQUIRY_KINDS).default('enquiry'),
	/** The contact the sender's email belongs to (docs/admin.md, 'Contacts'); null before contacts, or once erased. */
	contact_id: recordId.nullable().optional(),
	// An appointment at an art fair: the fair, and the day asked for (within the fair's dates).
	fair_id: recordId.nullable().default(null),
	preferred_date: z
		.string()
		.regex(/^\d{4}-\d{2}-\d{2}$/)
		.nullable()
		.default(null),
	/** The language of the page it came from (contract section 21); absent before languages. */
	language: storedLanguage,
	...timestamps,
})
export type EnquiryRecord = z.infer<typeof enquiryRecord>
export type Enquiry = Omit<EnquiryRecord, 'notified_at' | 'notice_failed_at' | 'notice_error'>

/** A stored about block: its fields as `ABOUT_BLOCK_FIELDS` declares them (app/schemas/about-block.ts). */
export const aboutBlockRecord = z.object({
	id: recordId,
	version: recordVersion,
	...storedShape(ABOUT_BLOCK_FIELDS),
})
export type AboutBlock = z.infer<typeof aboutBlockRecord>

export const pageRecord = z.object({
	title: z.string(),
	description: z.string(),
	content: z.string(),
	is_visible: z.boolean(),
	updated_at: isoDate,
	/** The title and description in the site's other languages (contract section 21); none on older data. */
	translations: storedTranslations,
})
export const homePageRecord = pageRecord.extend({
	footer_description: z.string(),
	gallery_hours: z.string(),
	hero_images: z.array(z.string()),
	hero_image_ids: z.array(z.string()),
})
export type PageRecord = z.infer<typeof pageRecord>
export type HomePageRecord = z.infer<typeof homePageRecord>

/** The six content pages, by key. */
export const pagesRecord = z.object({
	home: homePageRecord,
	exhibitions: pageRecord,
	artists: pageRecord,
	gallery: pageRecord,
	about: pageRecord,
	contact: pageRecord,
})

/** The typeface pairings the site bundles (docs/public-site.md, 'Type'); the public styles map each key to its fonts. */
export const TYPEFACES = ['grotesk', 'serif', 'modern'] as const
export type Typeface = (typeof TYPEFACES)[number]
export const DEFAULT_TYPEFACE: Typeface = 'grotesk'
/** An accent colour: '#' and six hex digits, lower case as stored. */
export const HEX_COLOR = /^#[0-9a-f]{6}$/

/** At most this many "Fine as it is" marks are kept; past it, the oldest goes. */
export const CHECK_FINES_KEPT = 5000

/**
 * A warning marked "Fine as it is" (docs/admin.md, 'Checks before publishing'): which record, check and field, who
 * and when, and `content`, a hash of what the check read of the field, so a change to the field (or to an image's
 * alt text) brings the warning back.
 */
export const checkFineRecord = z.object({
	entity: z.string().max(40),
	id: z.string().max(40),
	code: z.string().max(60),
	field: z.string().max(60),
	content: z.string().max(64),
	username: z.string(),
	at: isoDate,
})
export type CheckFine = z.infer<typeof checkFineRecord>

/**
 * Gallery-wide settings: the name, and the identity set in page settings
 * (docs/admin.md, 'Identity'): a logo (an uploaded image, '' for none: the header
 * sets the name in the chosen type), an accent colour ('' for the design's
 * own) and a typeface pairing. The defaults let older data load unchanged.
 */
export const settingsRecord = z.object({
	gallery_name: z.string().min(1),
	logo: z.string().default(''),
	accent_color: z
		.string()
		.refine((v) => v === '' || HEX_COLOR.test(v), 'not a #rrggbb colour')
		.default(''),
	typeface: z.enum(TYPEFACES).default(DEFAULT_TYPEFACE),
	/** The logo printed at the head of PDF documents (docs/admin.md, 'Documents'): an uploaded image, '' for none. */
	document_logo: z.string().default(''),
	/** Warnings of the checks before publishing marked "Fine as it is" (docs/admin.md), newest last. */
	check_fines: z.array(checkFineRecord).max(CHECK_FINES_KEPT).default([]),
})
export type Settings = z.infer<typeof settingsRecord>
export type Identity = Pick<Settings, 'logo' | 'accent_color' | 'typeface'>
export const IDENTITY_DEFAULTS: Identity = { logo: '', accent_color: '', typeface: DEFAULT_TYPEFACE }

export const contactInfoRecord = z.object({
	email: z.string(),
	phone: z.string(),
	instagram: z.string(),
	address: z.string(),
})
export type ContactInfo = z.infer<typeof contactInfoRecord>

export const fileRecord = z.object({
	id: recordId,
	original_name: z.string(),
	filename: z.string().regex(/^[0-9]+\.(jpg|png|webp|gif|avif)$/, 'not a stored file name'),
	file_size: z.number().int().nonnegative(),
	mime_type: z.enum(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']),
	category: z.enum(FILE_CATEGORIES),
	url: z.string(),
	width: z.number().int().positive().nullable(),
	height: z.number().int().positive().nullable(),
	// Alt text and focal point (docs/admin.md); defaults so that files stored before these fields load unchanged.
	alt_text: z.string().default(''),
	focal_x: z.number().min(0).max(1).default(0.5),
	focal_y: z.number().min(0).max(1).default(0.5),
	/** A tiny WebP as a data URL, made with the variants; '' until then. */
	placeholder: z.string().default(''),
	created_at: isoDate,
})
export type FileRecord = z.infer<typeof fileRecord>
/** What a new file record starts with for the fields staff and the image pipeline fill in later. */
export const FILE_DETAIL_DEFAULTS = { alt_text: '', focal_x: 0.5, focal_y: 0.5, placeholder: '' } as const

export const SUBSCRIBER_STATUSES = ['pending', 'active', 'unsubscribed', 'bounced'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]

export const subscriberRecord = z.object({
	id: recordId,
	email: z.string().min(3),
	name: z.string(),
	/** pending until the reader confirms (double opt-in); bounced after repeated permanent delivery failures. */
	status: z.enum(SUBSCRIBER_STATUSES),
	subscribed_at: isoDate,
	source: z.string(),
	/** The secret in the reader's unsubscribe link; '' for records made before links existed, until one is given. */
	unsubscribe_token: z.string().default(''),
	/** Permanent delivery failures in a row; three make the reader bounced. */
	failed_count: z.number().int().nonnegative().default(0),
	// Double opt-in and consent (docs/admin.md, "Newsletter: readers"); absent on records made before them.
	/** SHA-256 (hex) of the secret in the pending reader's confirmation link; '' or absent once used or when none is due. */
	confirm_token_hash: z.string().optional(),
	/** When the last confirmation link was mailed (it is valid 7 days; another is mailed at most every 10 minutes). */
	confirm_sent_at: isoDate.nullable().optional(),
	/** The reader's consent: when they confirmed, the page they signed up on, the address they confirmed from. */
	confirmed_at: isoDate.nullable().optional(),
	consent_page: z.string().max(500).optional(),
	consent_ip: z.string().max(100).nullable().optional(),
	unsubscribed_at: isoDate.nullable().optional(),
	// A reader staff added by hand (source 'back office') or imported (source 'import'): docs/admin.md, 'Adding readers'.
	/** The consent the reader gave, as staff recorded it ("Signed the visitors' book at the 2025 show"). */
	consent_given: z.string().max(500).optional(),
	/** When the reader gave it, when known. */
	consent_given_at: isoDate.nullable().optional(),
	/** When staff added or imported the reader, and who. */
	added_at: isoDate.nullable().optional(),
	added_by: z.string().max(100).optional(),
	/** The contact of an active reader's email (docs/admin.md, 'Contacts'): set once they are active. */
	contact_id: recordId.nullable().optional(),
	/** The language of the page they signed up on: their mails are in it (contract section 21). */
	language: storedLanguage,
})
export type Subscriber = z.infer<typeof subscriberRecord>

/** What a user may do: everything (admin) or the gallery's content (editor); docs/admin.md, "Users and roles". */
export const USER_ROLES = ['admin', 'editor'] as const
export type UserRole = (typeof USER_ROLES)[number]

export const userRecord = z.object({
	id: recordId,
	username: z.string().min(1),
	email: z.string(),
	/** Users made before roles existed are admins. */
	role: z.enum(USER_ROLES).default('admin'),
	/** A disabled user cannot sign in, and their sessions and tokens end at once. */
	disabled: z.boolean().default(false),
	/** Set for a one-time password: the user chooses a new one before anything else. */
	must_change_password: z.boolean().default(false),
	password_hash: z.string().min(1),
	created_at: isoDate,
	updated_at: isoDate,
})
export type UserRecord = z.infer<typeof userRecord>
export type User = Omit<UserRecord, 'password_hash'>

/** A signed-in browser (web) or an API token (api). Only a hash of the secret is kept. */
export const sessionRecord = z.object({
	id: z.string().regex(/^[a-f0-9]{64}$/, 'not a session hash'),
	user_id: recordId,
	kind: z.enum(['web', 'api']),
	created_at: isoDate,
	expires_at: isoDate,
})
export type SessionRecord = z.infer<typeof sessionRecord>

export {
	ROOM_INVITATIONS_KEPT,
	VIEWING_ROOM_STATUSES,
	roomToken,
	viewingRoomItemRecord,
	viewingRoomRecipientRecord,
	type ViewingRoomItem,
	type ViewingRoomRecipient,
	type ViewingRoomStatus,
} from './viewing-room.ts'

/**
 * A private viewing room (docs/public-site.md, 'Viewing rooms'): its fields as `VIEWING_ROOM_FIELDS` declares them
 * (app/schemas/viewing-room.ts).
 */
export const viewingRoomRecord = z.object({
	id: recordId,
	version: recordVersion,
	...storedShape(VIEWING_ROOM_FIELDS),
})
export type ViewingRoomRecord = z.infer<typeof viewingRoomRecord>

/**
 * A folded counter of a room's views (docs/public-site.md, 'Viewing rooms'): one per link (a recipient's, or the
 * shared link's with `recipient_id` null) and page (the room's, `artwork_id` null, or one work's). A view adds one
 * to one of these small records instead of writing the whole room again, and a link never has more of them than
 * the room has works, plus one. The id says what it counts: `{room}:{recipient or 0}:{artwork or 0}`.
 */
export const roomViewRecord = z.object({
	id: z.string().regex(/^\d+:\d+:\d+$/, 'not a room view key'),
	room_id: recordId,
	recipient_id: recordId.nullable(),
	artwork_id: recordId.nullable(),
	views: z.number().int().positive(),
	first_viewed_at: isoDate,
	last_viewed_at: isoDate,
})
export type RoomViewRecord = z.infer<typeof roomViewRecord>

/** What a revision records: the change made to a record (docs/admin.md, 'History and conflicts'). */
export const REVISION_ACTIONS = ['create', 'update', 'delete', 'restore'] as const
export type RevisionAction = (typeof REVISION_ACTIONS)[number]
/** The kinds of record that keep revisions. */
export const REVISION_ENTITIES = [
	'exhibition',
	'artist',
	'artwork',
	'about_block',
	'viewing_room',
	'fair',
	'page',
	'user',
	'contact',
] as const
export type RevisionEntity = (typeof REVISION_ENTITIES)[number]

/**
 * One revision of a record: the record as it was after the change (for a
 * delete, as it was before), who made it and when. Passwords are never kept.
 * The newest REVISIONS_KEEP of each record are kept (app/data/revisions.server.ts).
 */
export const revisionRecord = z.object({
	id: recordId,
	entity: z.enum(REVISION_ENTITIES),
	entity_id: recordId,
	version: z.number().int().positive(),
	action: z.enum(REVISION_ACTIONS),
	at: isoDate,
	user_id: recordId.nullable(),
	username: z.string(),
	record: z.record(z.string(), z.unknown()),
})
export type RevisionRecord = z.infer<typeof revisionRecord>
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'] as const
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number]
/** The most works one newsletter shows. */
export const CAMPAIGN_MAX_ARTWORKS = 12

/**
 * A newsletter mail to every active subscriber (docs/admin.md, 'Newsletter campaigns').
 * `queued_upto` is the highest subscriber id whose delivery is written: null
 * before queueing starts; queueing goes on from it after a restart, and the
 * campaign becomes `sending` only once every delivery is written.
 */
export const campaignRecord = z.object({
	id: recordId,
	subject: z.string().min(1).max(200),
	preheader: z.string().max(300),
	intro: z.string().max(5000),
	/** The subject, preheader and intro in the site's other languages (contract section 21); none on older data. */
	translations: storedTranslations,
	exhibition_id: recordId.nullable(),
	artwork_ids: z.array(recordId).max(CAMPAIGN_MAX_ARTWORKS),
	viewing_room_id: recordId.nullable(),
	status: z.enum(CAMPAIGN_STATUSES),
	send_at: isoDate.nullable(),
	queued_upto: z.number().int().nonnegative().nullable().default(null),
	created_at: isoDate,
	updated_at: isoDate,
	sent_at: isoDate.nullable(),
	created_by: z.string(),
})
export type Campaign = z.infer<typeof campaignRecord>

export const DELIVERY_STATUSES = ['queued', 'sent', 'failed'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]
/** How much of a mail server's answer a delivery keeps. */
export const DELIVERY_ANSWER_MAX = 500

/**
 * One campaign mail to one subscriber. `sending_at` is set (and on disk)
 * just before the mail server is given the message: a delivery still queued
 * with it set was interrupted mid-send, and is never sent again.
 * `retry_at`: a temporary refusal waits until then.
 */
export const deliveryRecord = z.object({
	id: recordId,
	campaign_id: recordId,
	subscriber_id: recordId,
	email: z.string(),
	status: z.enum(DELIVERY_STATUSES),
	answer: z.string().max(DELIVERY_ANSWER_MAX),
	attempts: z.number().int().nonnegative(),
	sending_at: isoDate.nullable().default(null),
	retry_at: isoDate.nullable().default(null),
	updated_at: isoDate,
})
export type Delivery = z.infer<typeof deliveryRecord>
