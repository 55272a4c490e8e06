import { z } from 'zod'
import {
	aboutBlockRecord,
	activityRecord,
	artistRecord,
	artworkRecord,
	campaignRecord,
	contactRecord,
	saleRecord,
	contactInfoRecord,
	deliveryRecord,
	settingsRecord,
	enquiryRecord,
	exhibitionRecord,
	fairRecord,
	fileRecord,
	pagesRecord,
	recordId,
	revisionRecord,
	sessionRecord,
	subscriberRecord,
	userRecord,
	viewingRoomRecord,
	roomViewRecord,
} from '#app/schemas/records.ts'

/**
 * The whole database as one object: the single `db.json` of schema version 1
 * that a first start migrates into the store (docs/decisions/004-storage-layout.md),
 * and the shape the seed builds. Every record is checked; a file that fails
 * is never overwritten.
 */
export const SCHEMA_VERSION = 1

const collections = {
	exhibitions: exhibitionRecord,
	artists: artistRecord,
	artworks: artworkRecord,
	about_blocks: aboutBlockRecord,
	files: fileRecord,
	subscribers: subscriberRecord,
	users: userRecord,
	enquiries: enquiryRecord,
	viewing_rooms: viewingRoomRecord,
	activity: activityRecord,
	revisions: revisionRecord,
	campaigns: campaignRecord,
	deliveries: deliveryRecord,
	contacts: contactRecord,
	fairs: fairRecord,
	sales: saleRecord,
} as const
export type CollectionName = keyof typeof collections
export const COLLECTION_NAMES = Object.keys(collections) as CollectionName[]

export const databaseSchema = z.object({
	schema_version: z.literal(SCHEMA_VERSION),
	/** Next id per collection, so a deleted record's id is never handed out again. */
	next_ids: z.object({
		...(Object.fromEntries(COLLECTION_NAMES.map((n) => [n, recordId])) as Record<CollectionName, typeof recordId>),
		// Added after the first release: a database from before it starts counting at 1.
		enquiries: recordId.default(1),
		viewing_rooms: recordId.default(1),
		activity: recordId.default(1),
		revisions: recordId.default(1),
		campaigns: recordId.default(1),
		deliveries: recordId.default(1),
		contacts: recordId.default(1),
		fairs: recordId.default(1),
		sales: recordId.default(1),
	}),
	settings: settingsRecord,
	exhibitions: z.array(exhibitionRecord),
	artists: z.array(artistRecord),
	artworks: z.array(artworkRecord),
	about_blocks: z.array(aboutBlockRecord),
	pages: pagesRecord,
	contact_info: contactInfoRecord,
	files: z.array(fileRecord),
	subscribers: z.array(subscriberRecord),
	users: z.array(userRecord),
	sessions: z.array(sessionRecord),
	room_views: z.array(roomViewRecord).default([]),
	enquiries: z.array(enquiryRecord).default([]),
	viewing_rooms: z.array(viewingRoomRecord).default([]),
	activity: z.array(activityRecord).default([]),
	revisions: z.array(revisionRecord).default([]),
	campaigns: z.array(campaignRecord).default([]),
	deliveries: z.array(deliveryRecord).default([]),
	contacts: z.array(contactRecord).default([]),
	fairs: z.array(fairRecord).default([]),
	sales: z.array(saleRecord).default([]),
})
export type Database = z.infer<typeof databaseSchema>

/** Checks a parsed db.json; on failure, names the first bad record in one sentence. */
export function validateDatabase(raw: unknown): { ok: true; data: Database } | { ok: false; problem: string } {
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
