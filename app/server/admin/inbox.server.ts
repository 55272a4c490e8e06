import { listEnquiries, noticeFailures, subjectsOf } from '#app/data/enquiries.server.ts'
import { roomsOfEnquiries } from '#app/data/viewing-rooms.server.ts'

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
	return e.subject?.title ?? (e.artwork_id || e.exhibition_id ? 'Deleted item' : 'General enquiry')
}
