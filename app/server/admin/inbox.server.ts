import { ready, type Reader } from '#app/data/db.server.ts'
import {
	countEnquiries,
	getEnquiry,
	listEnquiryRecords,
	noticeFailure,
	publicView,
	subjectOf,
	subjectRecordOf,
} from '#app/data/enquiries.server.ts'
import { roomOfEnquiry } from '#app/data/viewing-rooms.server.ts'
import { ARTWORK_FIELDS } from '#app/schemas/artwork.ts'
import { ENQUIRY_STATUS_LABELS } from '#app/schemas/enquiry.ts'
import { EXHIBITION_FIELDS } from '#app/schemas/exhibition.ts'
import { FAIR_FIELDS } from '#app/schemas/fair.ts'
import { writingIn } from '#app/server/page-language.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { type EnquiryStatus } from '#app/schemas/records.ts'
import { matchesEnquiry, readEnquiryFilters } from '#app/utils/admin-filters.ts'
import { type LazyList } from '#app/utils/lazy-list.ts'
import { type AdminList } from './admin-list.server.ts'

/**
 * The enquiries newest first (of one status, if given), each with what it is about (title, page, image), the
 * room it came from and, when the mail server refused its notice for good, its answer, for the inbox and its
 * export. Each is read when its page is (the enquiries are not in memory).
 */
export async function inboxEnquiries({ status }: { status?: EnquiryStatus } = {}) {
	const store = await ready()
	return (await listEnquiryRecords({ status })).map((record) => ({
		...publicView(record),
		subject: subjectOf(store, record),
		notice_error: noticeFailure(record),
		room: roomOfEnquiry(store, record),
	}))
}
export type InboxEnquiry = Awaited<ReturnType<typeof inboxEnquiries>> extends LazyList<infer T> ? T : never

/** The title an enquiry is about, for search and the CSV: the work, the exhibition, or a general enquiry. */
export function aboutTitle(e: Pick<InboxEnquiry, 'subject' | 'artwork_id' | 'exhibition_id' | 'fair_id'>) {
	return e.subject?.title ?? (e.artwork_id || e.exhibition_id || e.fair_id ? 'Deleted item' : 'General enquiry')
}

/** The translatable fields of what an enquiry can be about, by its kind. */
const SUBJECT_FIELDS = { artwork: ARTWORK_FIELDS, exhibition: EXHIBITION_FIELDS, fair: FAIR_FIELDS } as const

/**
 * The inbox's 'Reply by email' (contract section 21: enquiry replies in the enquirer's language): a mailto whose
 * subject is 'Re: {what it is about}' in the enquiry's language (the default when it has none the site publishes),
 * the work's or exhibition's title in it where translated. With more than one language it starts with a greeting in
 * that language too; with one, the reply is as it always was, a subject alone.
 */
export function replyAddress(store: Reader, e: InboxEnquiry) {
	const writing = writingIn(e.language)
	const found = subjectRecordOf(store, e)
	const about = found
		? writing.localise(SUBJECT_FIELDS[found.kind], found.record).title
		: writing.t(e.artwork_id || e.exhibition_id || e.fair_id ? 'enquiryReply.deleted' : 'enquiryReply.general')
	const subject = `subject=${encodeURIComponent(writing.t('enquiryReply.subject', { about }))}`
	if (getEnv().SITE_LANGUAGES.length < 2) return `mailto:${e.email}?${subject}`
	const greeting = encodeURIComponent(writing.t('enquiryReply.greeting', { name: e.name }))
	return `mailto:${e.email}?${subject}&body=${greeting}`
}

/** How many enquiries a page of the inbox shows. */
export const INBOX_PAGE_SIZE = 25

/**
 * The inbox as an admin list (docs/admin.md): 25 a page, counters for every
 * status (from the indexes), search and a Status filter. A page reads its own 25 enquiries; a search reads each
 * enquiry once.
 */
export function inboxList(): AdminList<InboxEnquiry & { about: string; reply: string }> {
	const list = async (status?: EnquiryStatus) =>
		(await inboxEnquiries({ status })).map((e) => ({ ...e, about: aboutTitle(e) }))
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
		// A status is an index; a search reads every enquiry of it once, keeping the ids of those that match.
		find: async (params) => {
			const { filters, active } = readEnquiryFilters(params)
			const enquiries = await list(filters.status || undefined)
			const found = filters.q.trim() ? enquiries.filter((e) => matchesEnquiry(filters.q, e, e.about)) : enquiries
			// The reply's address is made for the enquiries of the page shown, as they are read, not for each one a
			// search reads.
			const store = await ready()
			const filtered = found.map((e) => ({ ...e, reply: replyAddress(store, e) }))
			return { filtered, filters, active }
		},
		count: async () => {
			const counts = await countEnquiries()
			return {
				total: counts.total,
				stats: [
					{ label: 'Total', value: counts.total },
					...Object.entries(ENQUIRY_STATUS_LABELS).map(([status, label]) => ({
						label,
						value: counts[status as EnquiryStatus],
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
			const enquiry = await getEnquiry(id)
			if (!enquiry) return null
			const found = { ...enquiry, about: aboutTitle({ ...enquiry, subject: subjectOf(await ready(), enquiry) }) }
			const label = `${found.name} about ${found.about}`
			return {
				label,
				question: `Are you sure you want to delete the enquiry from ${label}? This action cannot be undone.`,
			}
		},
	}
}
