import { findActivity } from '#app/data/activity.server.ts'
import { ready } from '#app/data/db.server.ts'
import { type ActivityFilter, ActivityFilterSchema, activityFilterInput } from '#app/schemas/activity.ts'
import { type ActivityRecord } from '#app/schemas/records.ts'
import { csvStream } from '#app/utils/csv.ts'

/** The content collections whose deleted records keep a history screen at /admin/{path}/{id}/history. */
const CONTENT = {
	exhibition: { path: 'exhibitions', table: 'exhibitions' },
	artist: { path: 'artists', table: 'artists' },
	artwork: { path: 'artworks', table: 'artworks' },
	viewing_room: { path: 'viewing-rooms', table: 'viewing_rooms' },
	contact: { path: 'contacts', table: 'contacts' },
	fair: { path: 'fairs', table: 'fairs' },
} as const

/**
 * Where an entry's record is seen in the back office: its edit screen, or
 * (for a content record that no longer exists) its history screen; the list
 * it lives in for the others; null when there is nothing to show.
 */
export async function recordLink(entry: ActivityRecord): Promise<string | null> {
	if (!entry.entity) return null
	const id = entry.entity_id
	if (entry.entity in CONTENT) {
		if (id === null) return null
		const { path, table } = CONTENT[entry.entity as keyof typeof CONTENT]
		const exists = Boolean((await ready()).tables[table].get(id))
		return exists ? `/admin/${path}/${id}/edit` : `/admin/${path}/${id}/history`
	}
	switch (entry.entity) {
		case 'user':
			return id !== null && (await ready()).tables.users.get(id) ? `/admin/users?edit=${id}` : '/admin/users'
		case 'about_block':
			return '/admin/pages?tab=about'
		case 'page':
			return '/admin/pages'
		case 'enquiry':
			return '/admin/enquiries'
		case 'subscriber':
			return '/admin/newsletter'
		case 'campaign':
			return id !== null ? `/admin/newsletter/campaigns/${id}` : '/admin/newsletter/campaigns'
		case 'backup':
			return '/admin/backup'
		default:
			return null
	}
}

/** The filter of a query string: `{ filter }`, or `{ errors }` by field for a value that does not parse. */
export function readActivityFilter(
	params: URLSearchParams,
): { filter: ActivityFilter; errors: null } | { filter: null; errors: Record<string, string> } {
	const parsed = ActivityFilterSchema.safeParse(activityFilterInput(params))
	if (parsed.success) return { filter: parsed.data, errors: null }
	const errors: Record<string, string> = {}
	for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'filter')] ??= issue.message
	return { filter: null, errors }
}

export const ACTIVITY_CSV_HEADER = [
	'Time (UTC)',
	'User',
	'Kind',
	'What',
	'Record',
	'Record ID',
	'Client Address',
] as const

/** The filtered log as a CSV download, with the exports' formula-safe values (app/utils/csv.ts). */
export async function activityCsv(filter: ActivityFilter) {
	const entries = await findActivity(filter)
	const stream = csvStream(ACTIVITY_CSV_HEADER, entries, (e) => [
		e.at,
		e.username,
		e.kind,
		e.summary,
		e.entity ?? '',
		e.entity_id ?? '',
		e.ip ?? '',
	])
	return { stream, count: entries.length }
}

/** activity-{YYYY-MM-DD}.csv, in UTC. */
export function activityCsvName(today = new Date()) {
	return `activity-${today.toISOString().slice(0, 10)}.csv`
}
