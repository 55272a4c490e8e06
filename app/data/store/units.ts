import { z } from 'zod'
import {
	type AboutBlock,
	type ActivityRecord,
	type Campaign,
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
	fairs: FairRecord
}
export type CollectionName = keyof Records
/** Collections whose records are named by a key of their own, not numbered: they have no next id. */
export const KEYED_COLLECTIONS: readonly CollectionName[] = ['sessions', 'room_views']
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
	fairs: fairRecord,
}
export const COLLECTIONS = Object.keys(recordSchemas) as CollectionName[]

/** Unique lookups kept as indexes: the key a record is found by. */
export const uniqueKeys = {
	exhibitions: { slug: (r: Exhibition) => r.slug },
	artists: { slug: (r: Artist) => r.slug },
	artworks: { slug: (r: Artwork) => r.slug },
	viewing_rooms: { slug: (r: ViewingRoomRecord) => r.slug, token: (r: ViewingRoomRecord) => r.token },
	fairs: { slug: (r: FairRecord) => r.slug },
	// Readers without a link yet get a key no link can have ('#' and their id), so those keys never clash.
	subscribers: {
		email: (r: Subscriber) => r.email.toLowerCase(),
		unsubscribe: (r: Subscriber) => r.unsubscribe_token || `#${r.id}`,
		confirm: (r: Subscriber) => r.confirm_token_hash || `#${r.id}`,
	},
	users: { username: (r: UserRecord) => r.username.toLowerCase() },
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
	artists: { slug: 'slug' },
	artworks: { slug: 'slug' },
	viewing_rooms: { slug: 'slug', token: 'token' },
	fairs: { slug: 'slug' },
	subscribers: { email: 'email', unsubscribe: 'unsubscribe_token', confirm: 'confirm_token_hash' },
	users: { username: 'username' },
}

/**
 * Keys many records share, kept as indexes of their own: the records with one
 * key, in the order they were first given it (a record whose key does not
 * change keeps its place). A campaign's deliveries waiting to be sent are
 * `campaign_status` "{campaign id}:queued", oldest first.
 */
export const groupKeys = {
	// The failed sign-ins, oldest first: folded per address and hour, and bounded apart from the rest of the log.
	activity: { kind: (r: ActivityRecord) => r.kind },
	// A record's revisions, oldest first: its history, and the ones to drop past REVISIONS_KEEP.
	revisions: { record: (r: RevisionRecord) => `${r.entity}:${r.entity_id}` },
	// A room's view counters, read whenever the room is.
	room_views: { room: (r: RoomViewRecord) => String(r.room_id) },
	deliveries: {
		campaign_status: (r: Delivery) => `${r.campaign_id}:${r.status}`,
		subscriber: (r: Delivery) => String(r.subscriber_id),
	},
} satisfies { [N in CollectionName]?: Record<string, (r: Records[N]) => string> }
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
