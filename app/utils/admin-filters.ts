import { fairStatus } from './exhibition-status.ts'
import { type ConsignedLike, isDueBack, isHeldOnConsignment } from './consignments.ts'
import { isOnHold } from './holds.ts'
import { dayIn, galleryTimeZone } from './time-zone.ts'

/**
 * Search and filters of the admin lists. The state lives in the URL (GET
 * forms), so these read URLSearchParams and return the matching items.
 */
type Visible = { is_visible: boolean }

/** How many items a back-office list shows per page. */
export const ADMIN_PAGE_SIZE = 50

/** The query parameters each list filters by (they key the remembered results). */
export const EXHIBITION_FILTERS = ['q', 'status', 'visibility'] as const
export const ARTIST_FILTERS = ['q', 'specialty', 'visibility'] as const
export const ARTWORK_FILTERS = ['q', 'artist', 'year', 'visibility', 'availability', 'location', 'consignment'] as const

/** The list's filters of `params` as a query ('?location=rack', '' for none): a link that carries what the list shows. */
export function filterQuery(params: URLSearchParams, names: readonly string[]): string {
	const kept = new URLSearchParams()
	for (const name of names) {
		const value = params.get(name)?.trim()
		if (value) kept.set(name, value)
	}
	const query = kept.toString()
	return query ? `?${query}` : ''
}
export type VisibilityFilter = 'all' | 'visible' | 'hidden'

export function readVisibility(params: URLSearchParams): VisibilityFilter {
	const v = params.get('visibility')
	return v === 'visible' || v === 'hidden' ? v : 'all'
}

function matchesVisibility(item: Visible, filter: VisibilityFilter) {
	return filter === 'all' || (filter === 'visible' ? item.is_visible : !item.is_visible)
}

export function matchesText(query: string, ...texts: (string | undefined)[]) {
	const q = query.trim().toLowerCase()
	return !q || texts.some((t) => (t ?? '').toLowerCase().includes(q))
}

export function visibilityCounts(items: readonly Visible[]) {
	const visible = items.filter((i) => i.is_visible).length
	return { total: items.length, visible, hidden: items.length - visible }
}

type ExhibitionLike = Visible & {
	title: string
	description: string
	location: string
	curator: string
	status: string
	/** What the show reads as today (`current`, `upcoming`, `past`), as every exhibition read carries it. */
	display_status?: string
}

/**
 * The admin list's two groups, from what a show reads as today: one on view
 * (`current`) goes with the upcoming ones, it is not past yet. Without a
 * display status, the stored status (only `past` is past).
 */
export function listedStatus(e: { status: string; display_status?: string }): 'upcoming' | 'past' {
	return (e.display_status ?? e.status) === 'past' ? 'past' : 'upcoming'
}

export function filterExhibitions<T extends ExhibitionLike>(items: readonly T[], params: URLSearchParams) {
	const q = params.get('q') ?? ''
	const status = params.get('status') === 'upcoming' || params.get('status') === 'past' ? params.get('status') : 'all'
	const visibility = readVisibility(params)
	const filtered = items.filter(
		(e) =>
			matchesText(q, e.title, e.description, e.location, e.curator) &&
			(status === 'all' || listedStatus(e) === status) &&
			matchesVisibility(e, visibility),
	)
	return {
		filtered,
		filters: { q, status: status!, visibility },
		active: Boolean(q.trim()) || status !== 'all' || visibility !== 'all',
	}
}

type ArtistLike = Visible & { name: string; specialty: string; bio: string }

export const FAIR_FILTERS = ['q', 'status', 'visibility'] as const

type FairLike = Visible & { title: string; city: string; venue: string; start_date: string; end_date: string }

/** What a fair reads as in the lists: one on now counts with Upcoming. */
export function listedFairStatus(f: { start_date: string; end_date: string }, today: string): 'upcoming' | 'past' {
	return fairStatus(f, today) === 'past' ? 'past' : 'upcoming'
}

/** Fairs by text (title, city, venue), by what their dates say today (upcoming counts what is on now) and visibility. */
export function filterFairs<T extends FairLike>(items: readonly T[], params: URLSearchParams, today: string) {
	const q = params.get('q') ?? ''
	const raw = params.get('status')
	const status = raw === 'upcoming' || raw === 'past' ? raw : 'all'
	const visibility = readVisibility(params)
	const filtered = items.filter(
		(f) =>
			matchesText(q, f.title, f.city, f.venue) &&
			(status === 'all' || listedFairStatus(f, today) === status) &&
			matchesVisibility(f, visibility),
	)
	return {
		filtered,
		filters: { q, status, visibility },
		active: Boolean(q.trim()) || status !== 'all' || visibility !== 'all',
	}
}

export function filterArtists<T extends ArtistLike>(items: readonly T[], params: URLSearchParams) {
	const q = params.get('q') ?? ''
	const specialty = params.get('specialty') ?? ''
	const visibility = readVisibility(params)
	const filtered = items.filter(
		(a) =>
			matchesText(q, a.name, a.specialty, a.bio) &&
			(!specialty || a.specialty === specialty) &&
			matchesVisibility(a, visibility),
	)
	return {
		filtered,
		filters: { q, specialty, visibility },
		active: Boolean(q.trim() || specialty) || visibility !== 'all',
	}
}

type ArtworkLike = Visible & {
	title: string
	artist_name: string
	description: string
	medium: string
	year: number
	artist_id: number | null
	availability: string
	hold_for?: string
	hold_until?: string | null
	stock_number?: string
	location?: string
	consignment?: ConsignedLike['consignment']
}

/** The consignment filter: works held on consignment (`on`), or those due back within 30 days or overdue (`due`). */
export const CONSIGNMENT_FILTERS = ['on', 'due'] as const

function matchesConsignment(a: ArtworkLike, consignment: string, today: string) {
	if (consignment !== 'on' && consignment !== 'due') return true
	const work = { availability: a.availability, consignment: a.consignment ?? null }
	return consignment === 'on' ? isHeldOnConsignment(work) : isDueBack(work, today)
}

/** The availability filter's extra choice: reserved works on hold (docs/admin.md, "Holds"). */
export const ON_HOLD = 'on_hold'

function matchesAvailability(a: ArtworkLike, availability: string) {
	if (!availability) return true
	if (availability === ON_HOLD)
		return isOnHold({ availability: a.availability, hold_for: a.hold_for ?? '', hold_until: a.hold_until ?? null })
	return a.availability === availability
}

/** `today` (the gallery's day, `2026-05-01`) decides what is due back. */
export function filterArtworks<T extends ArtworkLike>(
	items: readonly T[],
	params: URLSearchParams,
	today: string = dayIn(galleryTimeZone()),
) {
	const q = params.get('q') ?? ''
	const rawConsignment = params.get('consignment') ?? ''
	const consignment = (CONSIGNMENT_FILTERS as readonly string[]).includes(rawConsignment) ? rawConsignment : ''
	const artist = params.get('artist') ?? ''
	const year = params.get('year') ?? ''
	const availability = params.get('availability') ?? ''
	// Where a work is now, by any part of it ("rack" finds "Main store, rack B").
	const location = params.get('location') ?? ''
	const visibility = readVisibility(params)
	const filtered = items.filter(
		(a) =>
			matchesText(q, a.title, a.artist_name, a.description, a.medium, a.hold_for, a.stock_number) &&
			(!location.trim() || matchesText(location, a.location)) &&
			(!artist || String(a.artist_id) === artist) &&
			(!year || String(a.year) === year) &&
			matchesAvailability(a, availability) &&
			matchesConsignment(a, consignment, today) &&
			matchesVisibility(a, visibility),
	)
	return {
		filtered,
		filters: { q, artist, year, availability, location, consignment, visibility },
		active:
			Boolean(q.trim() || artist || year || availability || location.trim() || consignment) || visibility !== 'all',
	}
}

type EnquiryLike = { name: string; email: string; phone: string; message: string; status: string }

const INBOX_STATUSES = ['new', 'replied', 'closed'] as const

/** The inbox's search and Status filter, read from the URL (status new, replied or closed, or '' for all). */
export function readEnquiryFilters(params: URLSearchParams): {
	filters: { q: string; status: (typeof INBOX_STATUSES)[number] | '' }
	active: boolean
} {
	const q = params.get('q') ?? ''
	const raw = params.get('status') ?? ''
	const status = INBOX_STATUSES.find((s) => s === raw) ?? ''
	return { filters: { q, status }, active: Boolean(q.trim() || status) }
}

/** Whether the inbox's free text finds an enquiry: in the sender, the message or the title of what it is about. */
export function matchesEnquiry(q: string, e: EnquiryLike, title: string) {
	return matchesText(q, e.name, e.email, e.phone, e.message, title)
}

/** The inbox: free text over the sender, the message and the work's title; status new, replied or closed. */
export function filterEnquiries<T extends EnquiryLike>(
	items: readonly T[],
	params: URLSearchParams,
	titleOf: (item: T) => string,
) {
	const { filters, active } = readEnquiryFilters(params)
	const filtered = items.filter(
		(e) => matchesEnquiry(filters.q, e, titleOf(e)) && (!filters.status || e.status === filters.status),
	)
	return { filtered, filters, active }
}

/** Distinct values, sorted; years descending. */
export function distinct<T>(values: readonly T[], compare?: (a: T, b: T) => number) {
	return [...new Set(values)].filter((v) => v !== '' && v !== null && v !== undefined).sort(compare)
}

export const CONTACT_FILTERS = ['q', 'kind', 'tag'] as const

type ContactLike = {
	name: string
	email: string
	other_emails: readonly string[]
	organisation: string
	phone: string
	kinds: readonly string[]
	tags: readonly string[]
}

/** Between the fields of a contact's list text: a character no stored text has (the store refuses it). */
const FIELD_BREAK = '\u0000'

/**
 * A contact as its list sorts and searches it, kept in memory for each contact while the records are not
 * (docs/decisions/016-history-out-of-memory.md): its name first, then every field the search reads, as they are.
 */
export function contactListText(c: ContactLike): string {
	return [c.name, c.email, c.organisation, c.phone, ...c.other_emails, ...c.tags].join(FIELD_BREAK)
}

/** The name a contact's list text starts with: the list is in its order. */
export function listTextName(text: string): string {
	const end = text.indexOf(FIELD_BREAK)
	return end === -1 ? text : text.slice(0, end)
}

/**
 * The contacts list's search, and the contact fields' suggestions: a test of a contact's list text for `q` in any
 * of its name, emails, organisation, phone and tags, any case; none for a blank `q`. The needle is made once, for
 * a test run over every contact.
 */
export function contactSearch(q: string): ((text: string) => boolean) | null {
	const needle = q.trim().toLowerCase()
	return needle ? (text) => text.toLowerCase().includes(needle) : null
}

/** The contacts list's filters from the URL: `q` as `contactSearch` reads it; `kind` and `tag` exactly. */
export function readContactFilters(params: URLSearchParams) {
	const filters = { q: params.get('q') ?? '', kind: params.get('kind') ?? '', tag: params.get('tag') ?? '' }
	return { filters, active: Boolean(filters.q.trim() || filters.kind || filters.tag) }
}

export const SALE_FILTERS = ['q', 'status'] as const

type SaleLike = { invoice_number: string; buyer_name: string; notes: string; status: string }

/** The sales list: `q` over invoice number, buyer and notes; `status` exactly. */
export function filterSales<T extends SaleLike>(items: readonly T[], params: URLSearchParams) {
	const q = params.get('q') ?? ''
	const status = params.get('status') ?? ''
	const filtered = items.filter(
		(s) => matchesText(q, s.invoice_number, s.buyer_name, s.notes) && (!status || s.status === status),
	)
	return { filtered, filters: { q, status }, active: Boolean(q.trim() || status) }
}
