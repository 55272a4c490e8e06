import { z } from 'zod'
import {
	type AboutBlock,
	type ActivityRecord,
	type Campaign,
	type Contact,
	contactRecord,
	campaignRecord,
	type Delivery,
	deliveryRecord,
	activityRecord,
	type RevisionRecord,
	revisionRecord,
	aboutBlockRecord,
	type Artist,
	artistRecord,
	type Artwork,
	artworkRecord,
	contactInfoRecord,
	settingsRecord,
	type EnquiryRecord,
	enquiryRecord,
	type Exhibition,
	exhibitionRecord,
	type FairRecord,
	type SaleRecord,
	saleRecord,
	fairRecord,
	type FileRecord,
	fileRecord,
	pagesRecord,
	type SessionRecord,
	sessionRecord,
	type Subscriber,
	subscriberRecord,
	type UserRecord,
	userRecord,
	type ViewingRoomRecord,
	viewingRoomRecord,
	type RoomViewRecord,
	roomViewRecord,
} from '#app/schemas/records.ts'
import { contactEmails } from '#app/schemas/contact.ts'
import { contactListText } from '#app/utils/admin-filters.ts'
import { stockNumberKey } from '#app/utils/stock-number.ts'
import { type GroupKeyFn } from './group-index.ts'

/**
 * What the store keeps: collections of records (one snapshot file each) and
 * the site document (settings, pages, contact info). Each is a "unit": the
 * smallest thing a snapshot writes. The record schemas are the very ones the
 * loader and every write check.
 */
export type Records = {
	exhibitions: Exhibition
	artists: Artist
	artworks: Artwork
	about_blocks: AboutBlock
	files: FileRecord
	subscribers: Subscriber
	users: UserRecord
	sessions: SessionRecord
	enquiries: EnquiryRecord
	viewing_rooms: ViewingRoomRecord
	room_views: RoomViewRecord
	activity: ActivityRecord
	revisions: RevisionRecord
	campaigns: Campaign
	deliveries: Delivery
	contacts: Contact
	fairs: FairRecord
	sales: SaleRecord
}
export type CollectionName = keyof Records
/** Collections whose records are named by a key of their own, not numbered: they have no next id. */
export const KEYED_COLLECTIONS: readonly CollectionName[] = ['sessions', 'room_views']
/**
 * Collections no public page reads, kept out of memory: each server holds their records in a scratch file
 * and only an index of it in memory (cold-table.server.ts, docs/decisions/016-history-out-of-memory.md).
 */
export const COLD_COLLECTIONS = [
	'revisions',
	'deliveries',
	'activity',
	'enquiries',
	'subscribers',
	'contacts',
] as const satisfies readonly CollectionName[]
export type ColdCollection = (typeof COLD_COLLECTIONS)[number]
export function isCold(name: CollectionName): name is ColdCollection {
	return (COLD_COLLECTIONS as readonly CollectionName[]).includes(name)
}
/**
 * A cold collection listed in an order other than its ids', kept as a number per record beside where it is: the
 * newsletter's readers newest first by `subscribed_at`, which a reader signing up again after leaving moves.
 */
export const coldOrderKeys = {
	subscribers: (r: Subscriber) => Date.parse(r.subscribed_at),
} satisfies { [N in ColdCollection]?: (r: Records[N]) => number }
/**
 * A cold collection whose list sorts and searches by a short text of each record, kept in memory beside where the
 * record is, so that its list, its search and a field's suggestions read no record but those they show: the
 * contacts' name and the fields their search reads (app/utils/admin-filters.ts `contactListText`).
 */
export const coldTexts = {
	contacts: contactListText,
} satisfies { [N in ColdCollection]?: (r: Records[N]) => string }
export type RecordOf<N extends CollectionName> = Records[N]
export type IdOf<N extends CollectionName> = Records[N]['id']

export const recordSchemas: { [N in CollectionName]: z.ZodType<Records[N]> } = {
	exhibitions: exhibitionRecord,
	artists: artistRecord,
	artworks: artworkRecord,
	about_blocks: aboutBlockRecord,
	files: fileRecord,
	subscribers: subscriberRecord,
	users: userRecord,
	sessions: sessionRecord,
	enquiries: enquiryRecord,
	viewing_rooms: viewingRoomRecord,
	room_views: roomViewRecord,
	activity: activityRecord,
	revisions: revisionRecord,
	campaigns: campaignRecord,
	deliveries: deliveryRecord,
	contacts: contactRecord,
	fairs: fairRecord,
	sales: saleRecord,
}
export const COLLECTIONS = Object.keys(recordSchemas) as CollectionName[]

/**
 * The unique key of a record that has none set ('#' and its id): no set key can be one, and no two records share it.
 * Tables keep no index entry for it (a lookup by it reads the record by its id), so 100,000 readers without a link
 * cost their indexes nothing.
 */
export const unsetKey = (id: number | string) => `#${id}`

/** Unique lookups kept as indexes: the key a record is found by. */
export const uniqueKeys = {
	exhibitions: { slug: (r: Exhibition) => r.slug },
	// A key that is not set ('') is none: such records get a key no set one can have ('#' and their id).
	artists: { slug: (r: Artist) => r.slug, stock_prefix: (r: Artist) => r.stock_prefix || unsetKey(r.id) },
	artworks: {
		slug: (r: Artwork) => r.slug,
		stock_number: (r: Artwork) => stockNumberKey(r.stock_number) || unsetKey(r.id),
	},
	viewing_rooms: { slug: (r: ViewingRoomRecord) => r.slug, token: (r: ViewingRoomRecord) => r.token },
	fairs: { slug: (r: FairRecord) => r.slug },
	// Readers without a link yet get a key no link can have ('#' and their id), so those keys never clash.
	subscribers: {
		email: (r: Subscriber) => r.email.toLowerCase(),
		unsubscribe: (r: Subscriber) => r.unsubscribe_token || unsetKey(r.id),
		confirm: (r: Subscriber) => r.confirm_token_hash || unsetKey(r.id),
	},
	users: { username: (r: UserRecord) => r.username.toLowerCase() },
	// A contact without an email gets a key no address can be ('#' and their id), so those never clash.
	contacts: { email: (r: Contact) => r.email.trim().toLowerCase() || unsetKey(r.id) },
	// An invoice number is never given twice (docs/admin.md, 'Sales'); PostgreSQL holds it too (migration 006).
	sales: { invoice_number: (r: SaleRecord) => r.invoice_number },
} satisfies { [N in CollectionName]?: Record<string, (r: Records[N]) => string> }
export type IndexedCollection = keyof typeof uniqueKeys
export type IndexName<N extends IndexedCollection> = keyof (typeof uniqueKeys)[N] & string

/**
 * The field each unique key is made of: a clash is refused as a conflict on it. In PostgreSQL each key is
 * also the unique index `records_{collection}_{key}` (postgres/migrations/001-records.sql), with the same
 * lower-casing and fallbacks (app/data/postgres/unique-indexes.test.ts holds the two lists together).
 */
export const uniqueKeyFields: { [N in IndexedCollection]: Record<IndexName<N>, string> } = {
	exhibitions: { slug: 'slug' },
	artists: { slug: 'slug', stock_prefix: 'stock_prefix' },
	artworks: { slug: 'slug', stock_number: 'stock_number' },
	viewing_rooms: { slug: 'slug', token: 'token' },
	fairs: { slug: 'slug' },
	subscribers: { email: 'email', unsubscribe: 'unsubscribe_token', confirm: 'confirm_token_hash' },
	users: { username: 'username' },
	contacts: { email: 'email' },
	sales: { invoice_number: 'invoice_number' },
}

/**
 * Keys many records share, kept as indexes of their own: the records with one
 * key, in the order they were first given it (a record whose key does not
 * change keeps its place). A campaign's deliveries waiting to be sent are
 * `campaign_status` "{campaign id}:queued", oldest first. A record may have
 * several keys of one index (a list): it is in each of their groups.
 */
export const groupKeys = {
	// Every address of a contact, its own and its other emails, as linking matches them: a sign-up, an enquiry, a
	// room's recipient, a buyer or a consignor finds its contact without a look through every contact. Not unique
	// at the store (only the own email is: `uniqueKeys`); contacts.server.ts refuses an address another contact has.
	contacts: {
		address: (r: Contact) => contactEmails(r),
		// The list's counters and its Kind and Tag filters, and the tags its filter offers.
		kind: (r: Contact) => r.kinds,
		tag: (r: Contact) => r.tags,
	},
	// The failed sign-ins, oldest first: folded per address and hour, and bounded apart from the rest of the log.
	activity: {
		kind: (r: ActivityRecord) => r.kind,
		// A record's entries (its history screen; a contact's erasure takes its name out of them).
		record: (r: ActivityRecord) => `${r.entity ?? ''}:${r.entity_id ?? ''}`,
	},
	// A record's revisions, oldest first: its history, and the ones to drop past REVISIONS_KEEP.
	revisions: { record: (r: RevisionRecord) => `${r.entity}:${r.entity_id}` },
	// A room's view counters, read whenever the room is.
	room_views: { room: (r: RoomViewRecord) => String(r.room_id) },
	// The records that name a contact (docs/admin.md, 'Contacts'): its page, merge and erasure read them.
	// The inbox's counters and Status filter, a room's enquiries, the mail notices still to send or refused.
	enquiries: {
		contact: (r: EnquiryRecord) => String(r.contact_id ?? ''),
		status: (r: EnquiryRecord) => r.status,
		room: (r: EnquiryRecord) => String(r.viewing_room_id ?? ''),
		notice: (r: EnquiryRecord) => enquiryNotice(r),
	},
	// A reader's contact ('' not linked yet: the linking at start reads those); the list's counters and Status filter,
	// the readers a campaign goes to, the sign-ups still pending.
	subscribers: { contact: (r: Subscriber) => String(r.contact_id ?? ''), status: (r: Subscriber) => r.status },
	// A buyer's purchases, a work's sales.
	sales: {
		contact: (r: SaleRecord) => String(r.contact_id ?? ''),
		artwork: (r: SaleRecord) => String(r.artwork_id),
	},
	deliveries: {
		campaign_status: (r: Delivery) => `${r.campaign_id}:${r.status}`,
		subscriber: (r: Delivery) => String(r.subscriber_id),
	},
} satisfies { [N in CollectionName]?: Record<string, GroupKeyFn<Records[N]>> }
/** Where an enquiry's mail notice is: still to send, refused for good (the inbox says why), or accepted. */
export function enquiryNotice(r: Pick<EnquiryRecord, 'notified_at' | 'notice_failed_at'>) {
	return r.notice_failed_at !== null ? 'refused' : r.notified_at !== null ? 'sent' : 'waiting'
}
export type GroupedCollection = keyof typeof groupKeys
export type GroupName<N extends GroupedCollection> = keyof (typeof groupKeys)[N] & string

export const siteSchema = z.object({
	settings: settingsRecord,
	pages: pagesRecord,
	contact_info: contactInfoRecord,
})
export type Site = z.infer<typeof siteSchema>
export type SiteKey = keyof Site
export const siteParts = siteSchema.shape

export type UnitName = CollectionName | 'site'
export const UNITS: UnitName[] = [...COLLECTIONS, 'site']

/** One change in the journal: a record stored or deleted, or a part of the site document replaced. */
export type Op =
	| { put: CollectionName; record: Records[CollectionName] }
	| { delete: CollectionName; id: number | string }
	| { site: SiteKey; value: Site[SiteKey] }

export function unitOf(op: Op): UnitName {
	return 'put' in op ? op.put : 'delete' in op ? op.delete : 'site'
}
