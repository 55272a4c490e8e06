import { z } from 'zod'

/**
 * The shape of db.json. Every record is checked on load; a file that fails is
 * never overwritten. Fields are snake_case, as the /api contract returns them.
 */
export const SCHEMA_VERSION = 1

export const PAGE_KEYS = ['home', 'exhibitions', 'artists', 'gallery', 'about', 'contact'] as const
export type PageKey = (typeof PAGE_KEYS)[number]
/** Pages that can never be hidden from the menu. */
export const ALWAYS_VISIBLE_PAGES: readonly PageKey[] = ['home', 'exhibitions', 'contact']

export const FILE_CATEGORIES = ['exhibition', 'hero', 'artwork', 'artist_profile'] as const
export type FileCategory = (typeof FILE_CATEGORIES)[number]

const id = z.number().int().positive()
const isoDate = z.iso.datetime({ offset: true })
const timestamps = { created_at: isoDate, updated_at: isoDate }
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'not a valid slug')

export const exhibitionRecord = z.object({
	id,
	slug,
	title: z.string().min(1),
	description: z.string(),
	status: z.enum(['upcoming', 'past']),
	curator: z.string(),
	start_date: isoDate.nullable(),
	end_date: isoDate.nullable(),
	location: z.string(),
	featured_image: z.string(),
	gallery_images: z.array(z.string()),
	call_for_artists: z.boolean(),
	cta_link: z.string(),
	assigned_artists: z.array(z.string()),
	assigned_artworks: z.array(z.string()),
	is_visible: z.boolean(),
	...timestamps,
})
export type Exhibition = z.infer<typeof exhibitionRecord>

export const artistRecord = z.object({
	id,
	slug,
	name: z.string().min(1).max(100),
	specialty: z.string(),
	bio: z.string(),
	profile_image: z.string(),
	social_media: z.record(z.string(), z.string()),
	assigned_artworks: z.array(z.string()),
	is_visible: z.boolean(),
	...timestamps,
})
export type Artist = z.infer<typeof artistRecord>

export const artworkRecord = z.object({
	id,
	slug,
	title: z.string().min(1),
	artist_id: id.nullable(),
	artist_name: z.string(),
	year: z.number().int(),
	medium: z.string(),
	size: z.string(),
	description: z.string(),
	images: z.array(z.string()),
	featured_image: z.string(),
	category: z.string(),
	is_visible: z.boolean(),
	...timestamps,
})
export type Artwork = z.infer<typeof artworkRecord>

export const aboutBlockRecord = z.object({
	id,
	title: z.string().min(1),
	content: z.string().min(1),
	sort_order: z.number().int(),
	is_visible: z.boolean(),
	...timestamps,
})
export type AboutBlock = z.infer<typeof aboutBlockRecord>

export const pageRecord = z.object({
	title: z.string(),
	description: z.string(),
	content: z.string(),
	is_visible: z.boolean(),
	updated_at: isoDate,
})
export const homePageRecord = pageRecord.extend({
	footer_description: z.string(),
	gallery_hours: z.string(),
	hero_images: z.array(z.string()),
	hero_image_ids: z.array(z.string()),
})
export type PageRecord = z.infer<typeof pageRecord>
export type HomePageRecord = z.infer<typeof homePageRecord>

export const contactInfoRecord = z.object({
	email: z.string(),
	phone: z.string(),
	instagram: z.string(),
	address: z.string(),
})
export type ContactInfo = z.infer<typeof contactInfoRecord>

export const fileRecord = z.object({
	id,
	original_name: z.string(),
	filename: z.string().regex(/^[0-9]+\.(jpg|png|webp|gif|avif)$/, 'not a stored file name'),
	file_size: z.number().int().nonnegative(),
	mime_type: z.enum(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']),
	category: z.enum(FILE_CATEGORIES),
	url: z.string(),
	width: z.number().int().positive().nullable(),
	height: z.number().int().positive().nullable(),
	created_at: isoDate,
})
export type FileRecord = z.infer<typeof fileRecord>

export const subscriberRecord = z.object({
	id,
	email: z.string().min(3),
	name: z.string(),
	status: z.enum(['active', 'unsubscribed']),
	subscribed_at: isoDate,
	source: z.string(),
})
export type Subscriber = z.infer<typeof subscriberRecord>

export const userRecord = z.object({
	id,
	username: z.string().min(1),
	email: z.string(),
	role: z.enum(['admin']),
	password_hash: z.string().min(1),
	created_at: isoDate,
	updated_at: isoDate,
})
export type UserRecord = z.infer<typeof userRecord>
export type User = Omit<UserRecord, 'password_hash'>

/** A signed-in browser (web) or an API token (api). Only a hash of the secret is kept. */
export const sessionRecord = z.object({
	id: z.string().regex(/^[a-f0-9]{64}$/, 'not a session hash'),
	user_id: id,
	kind: z.enum(['web', 'api']),
	created_at: isoDate,
	expires_at: isoDate,
})
export type SessionRecord = z.infer<typeof sessionRecord>

const collections = {
	exhibitions: exhibitionRecord,
	artists: artistRecord,
	artworks: artworkRecord,
	about_blocks: aboutBlockRecord,
	files: fileRecord,
	subscribers: subscriberRecord,
	users: userRecord,
} as const
export type CollectionName = keyof typeof collections
export const COLLECTION_NAMES = Object.keys(collections) as CollectionName[]

export const databaseSchema = z.object({
	schema_version: z.literal(SCHEMA_VERSION),
	/** Next id per collection, so a deleted record's id is never handed out again. */
	next_ids: z.object(
		Object.fromEntries(COLLECTION_NAMES.map((n) => [n, id])) as Record<CollectionName, typeof id>,
	),
	settings: z.object({ gallery_name: z.string().min(1) }),
	exhibitions: z.array(exhibitionRecord),
	artists: z.array(artistRecord),
	artworks: z.array(artworkRecord),
	about_blocks: z.array(aboutBlockRecord),
	pages: z.object({
		home: homePageRecord,
		exhibitions: pageRecord,
		artists: pageRecord,
		gallery: pageRecord,
		about: pageRecord,
		contact: pageRecord,
	}),
	contact_info: contactInfoRecord,
	files: z.array(fileRecord),
	subscribers: z.array(subscriberRecord),
	users: z.array(userRecord),
	sessions: z.array(sessionRecord),
})
export type Database = z.infer<typeof databaseSchema>

/** Checks a parsed db.json; on failure, names the first bad record in one sentence. */
export function validateDatabase(
	raw: unknown,
): { ok: true; data: Database } | { ok: false; problem: string } {
	const result = databaseSchema.safeParse(raw)
	if (result.success) {
		const duplicate = findDuplicateIds(result.data)
		if (duplicate) return { ok: false, problem: duplicate }
		return { ok: true, data: result.data }
	}
	const issue = result.error.issues[0]!
	const [top, index, ...rest] = issue.path
	let where = issue.path.length ? issue.path.join('.') : 'the file'
	if (typeof top === 'string' && typeof index === 'number' && raw && typeof raw === 'object') {
		const list = (raw as Record<string, unknown>)[top]
		const record = Array.isArray(list) ? (list[index] as Record<string, unknown> | undefined) : undefined
		const recordId = record && typeof record === 'object' && 'id' in record ? ` (id ${JSON.stringify(record.id)})` : ''
		where = `${top}[${index}]${recordId}${rest.length ? ` field "${rest.join('.')}"` : ''}`
	}
	return { ok: false, problem: `${where}: ${issue.message}` }
}

function findDuplicateIds(db: Database): string | null {
	for (const name of COLLECTION_NAMES) {
		const seen = new Set<number>()
		for (const [index, record] of db[name].entries()) {
			if (seen.has(record.id)) return `${name}[${index}] (id ${record.id}): duplicate id`
			seen.add(record.id)
			if (record.id >= db.next_ids[name]) {
				return `${name}[${index}] (id ${record.id}): id is not below next_ids.${name} (${db.next_ids[name]})`
			}
		}
	}
	return null
}
