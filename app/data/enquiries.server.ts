import { type EnquiryInput } from '#app/schemas/enquiry.ts'
import { type Enquiry, type EnquiryKind, type EnquiryRecord, type EnquiryStatus } from '#app/schemas/records.ts'
import { type Draft, mutate, NotFoundError, type Reader, ready } from './db.server.ts'
import { linkContact } from './contact-links.server.ts'
import { isPublicNow, type Publishable } from '#app/utils/publishing.ts'
import { now } from '#app/utils/clock.ts'
import { LazyList } from '#app/utils/lazy-list.ts'

/**
 * Visitors' enquiries. Stored before anything else happens (the mail notice
 * comes after and may fail); `notified_at` tracks that notice and stays out
 * of what the API and the inbox hand out.
 */
export class UnknownSubjectError extends Error {
	override name = 'UnknownSubjectError'
	readonly field: 'artwork_id' | 'exhibition_id' | 'fair_id'
	constructor(field: 'artwork_id' | 'exhibition_id' | 'fair_id', message: string) {
		super(message)
		this.field = field
	}
}

export function publicView({
	notified_at: _notified,
	notice_failed_at: _failed,
	notice_error: _error,
	...enquiry
}: EnquiryRecord): Enquiry {
	return enquiry
}

/** Where an enquiry sent from a viewing room comes from, and whether it asks to reserve the work. */
export type RoomOrigin = { viewing_room_id: number; recipient_id: number | null; kind: EnquiryKind }
/** An appointment asked for on a fair's page: the fair and the day (within its dates). */
export type FairAppointment = { fair_id: number; preferred_date: string }
export type EnquiryOrigin = RoomOrigin | FairAppointment

/** The days a fair runs, 'YYYY-MM-DD' to 'YYYY-MM-DD' (its dates are stored as midnight UTC of each day). */
export function fairDays(fair: { start_date: string; end_date: string }) {
	return { first: fair.start_date.slice(0, 10), last: fair.end_date.slice(0, 10) }
}

/** Whether `day` is one of the fair's days. */
export function isFairDay(fair: { start_date: string; end_date: string }, day: string) {
	const { first, last } = fairDays(fair)
	return first <= day && day <= last
}

const isPublic = (record: Publishable | undefined) => record !== undefined && isPublicNow(record)

/**
 * Enquiries may only be about works and exhibitions a visitor can see; from a
 * viewing room, about a work of that room (hidden from the public or not).
 */
function checkSubject(draft: Draft, input: Pick<EnquiryInput, 'artwork_id' | 'exhibition_id'>, from?: EnquiryOrigin) {
	if (from && 'fair_id' in from) {
		const fair = draft.get('fairs', from.fair_id)
		if (!isPublic(fair)) throw new UnknownSubjectError('fair_id', 'Fair not found')
		if (!isFairDay(fair!, from.preferred_date)) throw new UnknownSubjectError('fair_id', 'Not a day of the fair')
		return
	}
	if (from) {
		const room = draft.get('viewing_rooms', from.viewing_room_id)
		if (input.artwork_id === null || !room?.items.some((item) => item.artwork_id === input.artwork_id))
			throw new UnknownSubjectError('artwork_id', 'Artwork not found')
		return
	}
	if (input.artwork_id !== null && !isPublic(draft.get('artworks', input.artwork_id))) {
		throw new UnknownSubjectError('artwork_id', 'Artwork not found')
	}
	if (input.exhibition_id !== null && !isPublic(draft.get('exhibitions', input.exhibition_id))) {
		throw new UnknownSubjectError('exhibition_id', 'Exhibition not found')
	}
}

export async function createEnquiry(input: EnquiryInput, from?: EnquiryOrigin): Promise<Enquiry> {
	const record = await mutate((draft) => {
		checkSubject(draft, input, from)
		const time = now()
		return draft.put('enquiries', {
			id: draft.takeId('enquiries'),
			artwork_id: input.artwork_id,
			exhibition_id: input.exhibition_id,
			name: input.name,
			email: input.email,
			phone: input.phone,
			message: input.message,
			status: 'new',
			notified_at: null,
			notice_failed_at: null,
			notice_error: null,
			viewing_room_id: from && 'viewing_room_id' in from ? from.viewing_room_id : null,
			recipient_id: from && 'recipient_id' in from ? from.recipient_id : null,
			kind: from ? ('fair_id' in from ? 'appointment' : from.kind) : 'enquiry',
			fair_id: from && 'fair_id' in from ? from.fair_id : null,
			preferred_date: from && 'fair_id' in from ? from.preferred_date : null,
			contact_id: linkContact(draft, input),
			language: input.language,
			created_at: time,
			updated_at: time,
		})
	})
	return publicView(record)
}

/**
 * Newest first (the highest id first: an enquiry is numbered when it is sent), optionally of one status. The
 * enquiries are not in memory (docs/decisions/016-history-out-of-memory.md): the list reads those of the page it
 * is asked for.
 */
export async function listEnquiries(filter: { status?: EnquiryStatus } = {}): Promise<LazyList<Enquiry>> {
	return (await listEnquiryRecords(filter)).map(publicView)
}

/** As `listEnquiries`, the records whole (with their mail notice's state), for the inbox. */
export async function listEnquiryRecords({ status }: { status?: EnquiryStatus } = {}) {
	const table = (await ready()).tables.enquiries
	const ids = status ? [...table.groupIds('status', status)].sort((a, b) => b - a) : [...table.ids()].reverse()
	return new LazyList(ids, (id) => table.get(id))
}

/** The enquiries and requests to reserve sent from a room, oldest first. */
export async function listRoomEnquiries(roomId: number): Promise<readonly Enquiry[]> {
	const table = (await ready()).tables.enquiries
	return table
		.group('room', String(roomId))
		.sort((a, b) => a.id - b.id)
		.map(publicView)
}

export async function getEnquiry(id: number): Promise<Enquiry | null> {
	const found = (await ready()).get('enquiries', id)
	return found ? publicView(found) : null
}

export async function countNewEnquiries(): Promise<number> {
	return (await countEnquiries()).new
}

/** How many enquiries there are, in all and of each status, from the indexes alone. */
export async function countEnquiries(): Promise<{ total: number } & Record<EnquiryStatus, number>> {
	const table = (await ready()).tables.enquiries
	const count = (status: EnquiryStatus) => table.groupIds('status', status).size
	return { total: table.size, new: count('new'), replied: count('replied'), closed: count('closed') }
}

export async function setEnquiryStatus(id: number, status: EnquiryStatus): Promise<Enquiry> {
	const record = await mutate((draft) => {
		const enquiry = draft.update('enquiries', id, (e) => ({ ...e, status, updated_at: now() }))
		if (!enquiry) throw new NotFoundError('Enquiry not found')
		return enquiry
	})
	return publicView(record)
}

export async function deleteEnquiry(id: number): Promise<void> {
	await mutate((draft) => {
		if (!draft.remove('enquiries', id)) throw new NotFoundError('Enquiry not found')
	})
}

/** Ids of enquiries whose mail notice is still to be sent (neither accepted nor refused for good), oldest first. */
export async function listUnnotifiedEnquiryIds(): Promise<number[]> {
	return [...(await ready()).tables.enquiries.groupIds('notice', 'waiting')].sort((a, b) => a - b)
}

/** Records that the notice will not be sent, and why (the mail server's answer). */
export async function markEnquiryNoticeFailed(id: number, error: string): Promise<void> {
	await mutate((draft) => {
		draft.update('enquiries', id, (e) => ({ ...e, notice_failed_at: now(), notice_error: error }))
	})
}

/** Why an enquiry's notice was not sent, when it was refused for good; null otherwise. */
export function noticeFailure(e: EnquiryRecord): string | null {
	return e.notice_failed_at !== null ? (e.notice_error ?? 'refused by the mail server') : null
}

/** Records that the gallery's mail server accepted the notice. A deleted enquiry is simply skipped. */
export async function markEnquiryNotified(id: number): Promise<void> {
	await mutate((draft) => {
		draft.update('enquiries', id, (e) => ({ ...e, notified_at: now() }))
	})
}

/** What an enquiry is about: the work (or else the exhibition) with its title, page path and image. */
export type EnquirySubject = {
	kind: 'artwork' | 'exhibition' | 'fair'
	title: string
	path: string
	/** Its page in the back office (what a notice links to when the public page would answer 404). */
	admin_path: string
	image: string
	is_visible: boolean
}

export async function subjectsOf(
	enquiries: readonly Pick<Enquiry, 'id' | 'artwork_id' | 'exhibition_id' | 'fair_id'>[],
): Promise<Map<number, EnquirySubject | null>> {
	const store = await ready()
	return new Map(enquiries.map((enquiry) => [enquiry.id, subjectOf(store, enquiry)]))
}

/** The record an enquiry is about: its work, else its exhibition, else its fair; null when none (or deleted). */
export function subjectRecordOf(store: Reader, enquiry: Pick<Enquiry, 'artwork_id' | 'exhibition_id' | 'fair_id'>) {
	const artwork = enquiry.artwork_id === null ? undefined : store.get('artworks', enquiry.artwork_id)
	if (artwork) return { kind: 'artwork' as const, record: artwork }
	const exhibition = enquiry.exhibition_id === null ? undefined : store.get('exhibitions', enquiry.exhibition_id)
	if (exhibition) return { kind: 'exhibition' as const, record: exhibition }
	const fair = enquiry.fair_id === null ? undefined : store.get('fairs', enquiry.fair_id)
	return fair ? { kind: 'fair' as const, record: fair } : null
}

/** What one enquiry is about, read from the store at hand (the inbox reads a page of them at a time). */
export function subjectOf(
	store: Reader,
	enquiry: Pick<Enquiry, 'artwork_id' | 'exhibition_id' | 'fair_id'>,
): EnquirySubject | null {
	const found = subjectRecordOf(store, enquiry)
	if (!found) return null
	if (found.kind === 'artwork') {
		const artwork = found.record
		return {
			kind: 'artwork',
			title: artwork.title,
			path: `/artwork/${artwork.slug}`,
			admin_path: `/admin/artworks/${artwork.id}/edit`,
			image: artwork.featured_image || artwork.images[0] || '',
			is_visible: artwork.is_visible,
		}
	}
	if (found.kind === 'exhibition') {
		const exhibition = found.record
		return {
			kind: 'exhibition',
			title: exhibition.title,
			path: `/exhibition/${exhibition.slug}`,
			admin_path: `/admin/exhibitions/${exhibition.id}/edit`,
			image: exhibition.featured_image || exhibition.gallery_images[0] || '',
			is_visible: exhibition.is_visible,
		}
	}
	const fair = found.record
	return {
		kind: 'fair',
		title: fair.title,
		path: `/fair/${fair.slug}`,
		admin_path: `/admin/fairs/${fair.id}/edit`,
		image: fair.cover_image,
		is_visible: fair.is_visible,
	}
}
