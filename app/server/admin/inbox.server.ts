import { listEnquiries, noticeFailures, subjectsOf } from '#app/data/enquiries.server.ts'
import { roomsOfEnquiries } from '#app/data/viewing-rooms.server.ts'
import { ENQUIRY_STATUS_LABELS } from '#app/schemas/enquiry.ts'
import { filterEnquiries } from '#app/utils/admin-filters.ts'
import { type AdminList } from './admin-list.server.ts'

/**
 * Every enquiry, newest first, with what it is about (title, page, image) and, when the mail server refused its
 * notice for good, its answer, for the inbox and its export.
 */
export async function inboxEnquiries() {
	const enquiries = await listEnquiries()
	const subjects = await subjectsOf(enquiries)
	const failures = await noticeFailures()
	const rooms = await roomsOfEnquiries(enquiries)
	return enquiries.map((e) => ({
		...e,
		subject: subjects.get(e.id) ?? null,
		notice_error: failures.get(e.id) ?? null,
		room: rooms.get(e.id) ?? null,
	}))
}
export type InboxEnquiry = Awaited<ReturnType<typeof inboxEnquiries>>[number]

/** The title an enquiry is about, for search and the CSV: the work, the exhibition, or a general enquiry. */
export function aboutTitle(e: InboxEnquiry) {
	return e.subject?.title ?? (e.artwork_id || e.exhibition_id || e.fair_id ? 'Deleted item' : 'General enquiry')
}

/** How many enquiries a page of the inbox shows. */
export const INBOX_PAGE_SIZE = 25

/**
 * The inbox as an admin list (docs/admin.md): 25 a page, counters for every
 * status, search and a Status filter. Its enquiries are read once per request.
 */
export function inboxList(): AdminList<InboxEnquiry & { about: string }> {
	let read: Promise<(InboxEnquiry & { about: string })[]> | undefined
	const all = () => (read ??= inboxEnquiries().then((list) => list.map((e) => ({ ...e, about: aboutTitle(e) }))))
	const counted = (status: keyof typeof ENQUIRY_STATUS_LABELS, list: readonly InboxEnquiry[]) =>
		list.filter((e) => e.status === status).length
	return {
		name: 'Enquiry',
		path: '/admin/enquiries',
		texts: {
			title: 'Enquiries',
			subtitle: 'Questions visitors sent about works and exhibitions, newest first',
			search: 'Search enquiries...',
			getStarted: 'Enquiries sent from artwork and exhibition pages will appear here.',
			plural: 'enquiries',
		},
		pageSize: INBOX_PAGE_SIZE,
		find: async (params) => filterEnquiries(await all(), params, (e) => e.about),
		count: async () => {
			const list = await all()
			return {
				total: list.length,
				stats: [
					{ label: 'Total', value: list.length },
					...Object.entries(ENQUIRY_STATUS_LABELS).map(([status, label]) => ({
						label,
						value: counted(status as keyof typeof ENQUIRY_STATUS_LABELS, list),
					})),
				],
			}
		},
		selects: async () => [
			{
				name: 'status',
				label: 'Status',
				options: [
					{ value: '', label: 'All Status' },
					...Object.entries(ENQUIRY_STATUS_LABELS).map(([value, label]) => ({ value, label })),
				],
			},
		],
		toDelete: async (id) => {
			const found = (await all()).find((e) => e.id === id)
			if (!found) return null
			const label = `${found.name} about ${found.about}`
			return {
				label,
				question: `Are you sure you want to delete the enquiry from ${label}? This action cannot be undone.`,
			}
		},
	}
}
