import { type EnquiryInput } from '#app/schemas/enquiry.ts'
import { type Enquiry, type EnquiryKind, type EnquiryRecord, type EnquiryStatus } from '#app/schemas/records.ts'
import { type Draft, mutate, NotFoundError, ready } from './db.server.ts'
import { linkContact } from './contact-links.server.ts'
import { isPublicNow, type Publishable } from '#app/utils/publishing.ts'
import { now } from '#app/utils/clock.ts'

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

function publicView({
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

/** Newest first. */
export async function listEnquiries(): Promise<readonly Enquiry[]> {
	const store = await ready()
	return store.remember(['enquiries'], 'newest-first', () =>
		store
			.all('enquiries')
			.map(publicView)
			.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id),
	)
}

/** The enquiries and requests to reserve sent from a room, oldest first. */
export async function listRoomEnquiries(roomId: number): Promise<readonly Enquiry[]> {
	return (await listEnquiries()).filter((e) => e.viewing_room_id === roomId).sort((a, b) => a.id - b.id)
}

export async function getEnquiry(id: number): Promise<Enquiry | null> {
	const found = (await ready()).get('enquiries', id)
	return found ? publicView(found) : null
}

export async function countNewEnquiries(): Promise<number> {
	const store = await ready()
	return store.remember(
		['enquiries'],
		'new-count',
		() => store.all('enquiries').filter((e) => e.status === 'new').length,
	)
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
	return (await ready())
		.all('enquiries')
		.filter((e) => e.notified_at === null && e.notice_failed_at === null)
		.map((e) => e.id)
}

/** Records that the notice will not be sent, and why (the mail server's answer). */
export async function markEnquiryNoticeFailed(id: number, error: string): Promise<void> {
	await mutate((draft) => {
		draft.update('enquiries', id, (e) => ({ ...e, notice_failed_at: now(), notice_error: error }))
	})
}

/** Why the notice of each enquiry was not sent, for those refused for good (the inbox shows it). */
export async function noticeFailures(): Promise<Map<number, string>> {
	const store = await ready()
	const failures = store.remember(['enquiries'], 'notice-failures', () => {
		const found = new Map<number, string>()
		for (const e of store.all('enquiries'))
			if (e.notice_failed_at !== null) found.set(e.id, e.notice_error ?? 'refused by the mail server')
		return found
	})
	return new Map(failures)
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
	const subjects = new Map<number, EnquirySubject | null>()
	for (const enquiry of enquiries) {
		const artwork = enquiry.artwork_id === null ? undefined : store.get('artworks', enquiry.artwork_id)
		const exhibition = enquiry.exhibition_id === null ? undefined : store.get('exhibitions', enquiry.exhibition_id)
		const fair = enquiry.fair_id === null ? undefined : store.get('fairs', enquiry.fair_id)
		subjects.set(
			enquiry.id,
			artwork
				? {
						kind: 'artwork',
						title: artwork.title,
						path: `/artwork/${artwork.slug}`,
						admin_path: `/admin/artworks/${artwork.id}/edit`,
						image: artwork.featured_image || artwork.images[0] || '',
						is_visible: artwork.is_visible,
					}
				: exhibition
					? {
							kind: 'exhibition',
							title: exhibition.title,
							path: `/exhibition/${exhibition.slug}`,
							admin_path: `/admin/exhibitions/${exhibition.id}/edit`,
							image: exhibition.featured_image || exhibition.gallery_images[0] || '',
							is_visible: exhibition.is_visible,
						}
					: fair
						? {
								kind: 'fair',
								title: fair.title,
								path: `/fair/${fair.slug}`,
								admin_path: `/admin/fairs/${fair.id}/edit`,
								image: fair.cover_image,
								is_visible: fair.is_visible,
							}
						: null,
		)
	}
	return subjects
}
