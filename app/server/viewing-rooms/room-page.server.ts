import { editionLine } from '#app/utils/impressions.ts'
import { getZodConstraint } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { isDocumentLoad, pageUrlOf } from '#app/server/page-url.server.ts'
import { listArtists } from '#app/data/artists.server.ts'
import { getArtwork, listArtworks } from '#app/data/artworks.server.ts'
import { UnknownSubjectError } from '#app/data/enquiries.server.ts'
import { imageFactsLookup } from '#app/data/image-details.server.ts'
import { checkRoomPassword, recordRoomView, type TokenMatch } from '#app/data/viewing-rooms.server.ts'
import { type Artwork } from '#app/schemas/records.ts'
import { RoomEnquirySchema } from '#app/schemas/enquiry.ts'
import { RoomPasswordSchema, VIEWING_ROOM_FIELDS } from '#app/schemas/viewing-room.ts'
import { ARTWORK_FIELDS } from '#app/schemas/artwork.ts'
import { type Localised } from '#app/schemas/localise.ts'
import { pageContent, pageLanguage, pageStrings, writingIn } from '#app/server/page-language.server.ts'
import { inPageLanguage } from '#app/utils/i18n/form-messages.ts'
import { languagePrefixOf } from '#app/utils/i18n/page-language.ts'

type PageContent = ReturnType<typeof pageContent>
import { BodyTooLargeError, boundedRequest } from '#app/server/body-limits.server.ts'
import { enquiryRetryAfter, reserveEnquiry } from '#app/server/enquiries/rate-limit.server.ts'
import { submitEnquiry } from '#app/server/enquiries/submit.server.ts'
import { TooManyAttemptsError } from '#app/server/throttle.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { formatGalleryTime } from '#app/utils/time-zone.ts'
import { localeFor } from '#app/server/locale.server.ts'
import { formatDimensions } from '#app/utils/dimensions.ts'
import { parseForm } from '#app/utils/form.ts'
import { artworkImages, publicImages, toPublicImage } from '#app/utils/images.ts'
import { roomPriceLine } from '#app/utils/room-price.ts'
import { isReservable } from '#app/utils/sales.ts'
import {
	accessRoom,
	isRoomAnswer,
	passwordCookie,
	ROOM_HEADERS,
	roomNotFound,
	roomPasswordKey,
	roomPasswordThrottle,
} from './room-access.server.ts'

/**
 * The collector's side of a viewing room: the room page, a work's page
 * inside it, the password form and the per-work "Enquire" / "Request to
 * reserve" form. Everything is read at request time (availability is live,
 * a price changed in the back office shows on the next view) and nothing is
 * cached (see room-access.server.ts for the headers).
 */

export const ENQUIRY_CONSTRAINT = getZodConstraint(RoomEnquirySchema)

type Lookup = Awaited<ReturnType<typeof imageFactsLookup>>

function roomWork(
	match: TokenMatch,
	item: TokenMatch['room']['items'][number],
	artwork: Localised<Artwork>,
	artists: Awaited<ReturnType<typeof listArtists>>,
	lookup: Lookup,
	locale: string,
	t: PageContent['t'],
) {
	const title = artwork.title || t('artwork.untitled')
	// The artist's current name (a hidden artist is named too, as on the artwork page).
	const artistName =
		artists.find((a) => a.id === artwork.artist_id)?.name || artwork.artist_name || t('artwork.unknownArtist')
	const alt = t('alt.workBy', { title, artist: artistName })
	const images = publicImages(artworkImages(artwork), lookup, (i, n) =>
		n > 1 ? t('alt.imageOf', { alt, index: i + 1, count: n }) : alt,
	)
	const dimensions = formatDimensions(artwork, locale)
	return {
		id: artwork.id,
		slug: artwork.slug,
		title,
		artist_name: artistName,
		year: artwork.year || null,
		medium: artwork.medium,
		dimensions: dimensions || artwork.size,
		edition: editionLine(artwork),
		description: artwork.description,
		availability: t(`availability.${artwork.availability}`),
		sold: artwork.availability === 'sold',
		reservable: isReservable(artwork),
		price: roomPriceLine(artwork, item, match.room.show_prices, locale),
		note: item.note,
		images,
		fallback: artwork.fallback,
		defaultMessage: t('room.interestedIn', { title, artist: artistName }),
	}
}
export type RoomWork = ReturnType<typeof roomWork>

/** The works of a room in their order (a work deleted since is left out), with their live facts. */
async function roomWorks(match: TokenMatch, locale: string, { localise, t }: PageContent) {
	const [artworks, artists, lookup] = await Promise.all([listArtworks('all'), listArtists('all'), imageFactsLookup()])
	const byId = new Map(artworks.map((a) => [a.id, a]))
	const works: RoomWork[] = []
	for (const item of match.room.items) {
		const artwork = byId.get(item.artwork_id)
		if (artwork) works.push(roomWork(match, item, localise(ARTWORK_FIELDS, artwork), artists, lookup, locale, t))
	}
	return { works, lookup }
}

function roomSummary(match: TokenMatch, lookup: Lookup, locale: string, { localise }: PageContent) {
	const { recipient } = match
	const room = localise(VIEWING_ROOM_FIELDS, match.room)
	return {
		fallback: room.fallback,
		title: room.title,
		intro: room.intro,
		closing_text: room.closing_text,
		cover: toPublicImage(room.cover_image, lookup(room.cover_image), room.title),
		expires: room.expires_at ? formatGalleryTime(room.expires_at, locale) : '',
		recipient: recipient ? { name: recipient.name, email: recipient.email } : null,
	}
}

/**
 * The loader of the room page (no `slug`) and of a work's page in the room.
 * Returns every answer as data with its status (404, 410 and the waiting and
 * password pages render in the room's own page, with the room's headers).
 */
export async function loadRoom(request: Request, token: string | undefined, slug?: string) {
	let access
	try {
		access = await accessRoom(request, token)
	} catch (error) {
		if (isRoomAnswer(error)) return error
		throw error
	}
	const inRoomLanguage = roomLanguageAddress(request, access.match.room.language)
	if (inRoomLanguage) return redirect(inRoomLanguage, { headers: ROOM_HEADERS })
	// The room's address in the page's language, which its links and forms keep.
	const base = pageContent(request).path(`/viewing-room/${token}`)
	if (access.kind === 'not-yet-open') {
		return data(
			{
				state: 'not-yet-open' as const,
				title: access.match.room.title,
				opens: formatGalleryTime(access.match.room.opens_at!, localeFor(request)),
			},
			{ headers: ROOM_HEADERS },
		)
	}
	if (access.kind === 'password') {
		// The form posts to the page it is on, which shows itself once the password is right.
		const path = slug === undefined ? base : `${base}/${slug}`
		return data({ state: 'password' as const, title: access.match.room.title, base, path }, { headers: ROOM_HEADERS })
	}
	const { match, staff, status } = access
	const locale = localeFor(request)
	const content = pageContent(request)
	const { works, lookup } = await roomWorks(match, locale, content)
	const work = slug === undefined ? null : works.find((w) => w.slug === slug)
	if (work === undefined) return roomNotFound()
	if (isCollectorsPageLoad(request, staff))
		await recordRoomView(match.room.id, match.recipient?.id ?? null, work?.id ?? null)
	const room = roomSummary(match, lookup, locale, content)
	return data(
		{
			state: 'open' as const,
			base,
			room,
			works,
			work,
			constraint: ENQUIRY_CONSTRAINT,
			preview: staff ? previewNote(status) : null,
		},
		{ headers: ROOM_HEADERS },
	)
}

/**
 * A room is read in its own language (contract section 21; docs/public-site.md, 'Viewing rooms'): its link, which
 * has no language in it, opens the room's language's address (`/de/viewing-room/{token}`), where the page's fixed
 * texts, its records' texts and its dates are that language's. An address that names a language keeps it. Null when
 * the page is in the room's language already.
 */
function roomLanguageAddress(request: Request, roomLanguage: string | undefined): string | null {
	const url = pageUrlOf(request)
	if (languagePrefixOf(url.pathname)) return null
	const { lang, path } = writingIn(roomLanguage)
	if (lang === pageLanguage(request)) return null
	return `${path(url.pathname)}${url.search}`
}

/**
 * A view counts once per page the collector opens: the document's GET, never a HEAD, the `.data` fetch of a
 * page's loaders, staff (signed in, or sending an API token) or a script with a token. The room's own links and
 * password form load whole documents (app/components/site/viewing-room.tsx), so each page opened is one GET.
 */
function isCollectorsPageLoad(request: Request, staff: boolean) {
	return isDocumentLoad(request) && !staff && !request.headers.has('Authorization')
}

function previewNote(status: string) {
	const what: Record<string, string> = {
		open: 'open to its links',
		draft: 'a draft: its links answer 404',
		closed: 'closed: its links answer 410',
		'not-yet-open': 'not open yet',
	}
	return `Preview as staff (not counted). This room is ${what[status] ?? status}.`
}

function failure(status: number, message: string, extra: Record<string, unknown> = {}, headers: HeadersInit = {}) {
	return data(
		{ result: { status: 'error' as const, error: { '': [message] } }, ...extra },
		{ status, headers: { ...ROOM_HEADERS, ...headers } },
	)
}

/** The room's actions: `intent=password` (the password form) or an enquiry about one of its works. */
export async function roomAction(request: Request, clientAddress: string, token: string | undefined, slug?: string) {
	const match = await matchFor(request, token)
	if (!('room' in match)) return match
	// Its answers are in the page's language, the room's (its messages, beside the fields too, and its toasts).
	const { t } = pageStrings(request)
	let formData: FormData
	try {
		formData = await (await boundedRequest(request)).formData()
	} catch (error) {
		if (error instanceof BodyTooLargeError) return failure(413, t('form.tooLongToSend'))
		return failure(400, t('form.unreadable'))
	}
	const base = `/viewing-room/${token}`
	const back = slug ? `${base}/${slug}` : base
	if (formData.get('intent') === 'password') return checkPassword(request, clientAddress, match.access, formData, back)
	if (match.access.kind !== 'open') return roomNotFound()
	return enquire(request, clientAddress, match.access.match, formData, back)
}

async function matchFor(request: Request, token: string | undefined) {
	try {
		const access = await accessRoom(request, token)
		if (access.kind === 'not-yet-open') return roomNotFound()
		return { room: access.match.room, access }
	} catch (error) {
		if (isRoomAnswer(error)) return error
		throw error
	}
}

async function checkPassword(
	request: Request,
	clientAddress: string,
	access: Awaited<ReturnType<typeof accessRoom>>,
	formData: FormData,
	back: string,
) {
	const room = access.match.room
	if (room.password_hash === '') return redirect(back, { headers: ROOM_HEADERS })
	const { lang, t } = pageStrings(request)
	const submission = parseForm(formData, RoomPasswordSchema)
	if (submission.status !== 'success')
		return data({ result: inPageLanguage(submission, t, lang).reply() }, { status: 400, headers: ROOM_HEADERS })
	const key = roomPasswordKey(room.id, clientAddress)
	// Counted before the hash is compared: a burst of guesses cannot slip past the limit.
	try {
		await roomPasswordThrottle.reserve(key)
	} catch (error) {
		if (!(error instanceof TooManyAttemptsError)) throw error
		return failure(429, error.message, {}, { 'Retry-After': String(error.retryAfter) })
	}
	if (!(await checkRoomPassword(room, submission.value.password))) {
		return data(
			{
				result: submission.reply({
					fieldErrors: { password: [t('room.passwordWrong')] },
					hideFields: ['password'],
				}),
			},
			{ status: 400, headers: ROOM_HEADERS },
		)
	}
	await roomPasswordThrottle.clear(key)
	return redirect(back, { headers: { ...ROOM_HEADERS, 'Set-Cookie': passwordCookie(request, room) } })
}

async function enquire(request: Request, clientAddress: string, match: TokenMatch, formData: FormData, back: string) {
	const artworkId = Number(formData.get('artwork_id'))
	if (!match.room.items.some((item) => item.artwork_id === artworkId)) return roomNotFound()
	const { lang, t } = pageStrings(request)
	const tooMany = (wait: number) =>
		failure(429, t('form.tooManyEnquiries'), { artworkId }, { 'Retry-After': String(wait) })
	const wait = await enquiryRetryAfter(clientAddress)
	if (wait > 0) return tooMany(wait)
	formData.delete('exhibition_id')
	const submission = parseForm(formData, RoomEnquirySchema)
	if (submission.status !== 'success')
		return data(
			{ result: inPageLanguage(submission, t, lang).reply(), artworkId },
			{ status: 400, headers: ROOM_HEADERS },
		)
	const { kind, ...input } = submission.value
	// Availability is live: a work sold since the page was shown can be asked about, not reserved.
	if (kind === 'reserve') {
		const work = await getArtwork(artworkId, 'all')
		if (!work || !isReservable(work)) return failure(409, t('room.notReservable'), { artworkId })
	}
	try {
		if (input.website) await reserveEnquiry(clientAddress)
		else
			await submitEnquiry({ ...input, artwork_id: artworkId, exhibition_id: null }, clientAddress, {
				viewing_room_id: match.room.id,
				recipient_id: match.recipient?.id ?? null,
				kind,
			})
	} catch (error) {
		if (error instanceof TooManyAttemptsError) return tooMany(error.retryAfter)
		if (error instanceof UnknownSubjectError) return roomNotFound()
		console.error('Storing an enquiry from a viewing room failed', error)
		return failure(500, t('form.enquiryFailed'), { artworkId })
	}
	const [title, description] =
		kind === 'reserve' ? [t('room.reserveSent'), t('room.reserveSentText')] : [t('enquiry.sent'), t('enquiry.sentText')]
	return redirectWithToast(request, back, { type: 'success', title, description }, { headers: ROOM_HEADERS })
}
