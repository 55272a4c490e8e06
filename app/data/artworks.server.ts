import { ContactSchema } from '#app/schemas/contact.ts'
import { type ArtworkInput, LOCATION_HISTORY_KEEP } from '#app/schemas/artwork.ts'
import { type Artwork } from '#app/schemas/records.ts'
import { categoryKey, distinctCategories } from '#app/utils/categories.ts'
import { keptHold } from '#app/utils/holds.ts'
import { editionAvailability, editionImpressions, findImpression } from '#app/utils/impressions.ts'
import { uniqueSlug } from '#app/utils/slug.ts'
import { nextStockNumber, STOCK_NUMBER_TAKEN, stockNumberKey } from '#app/utils/stock-number.ts'
import { type Draft, mutate, NotFoundError, ready } from './db.server.ts'
import { contactByEmail, putNewContact } from './contacts.server.ts'
import { checkVersion, removeVersioned, saveVersioned, type WriteOptions } from './revisions.server.ts'
import { ConflictError, InvalidRecordError } from './errors.ts'
import { holdsChanged } from './holds.server.ts'
import { now } from '#app/utils/clock.ts'
import { listing } from './listing.ts'
import { findByIdOrSlug, type InputFrom, inputFor, type Visibility, visibleOnly } from './lookup.ts'

export function compareArtworks(a: Artwork, b: Artwork) {
	return b.year - a.year || a.title.localeCompare(b.title)
}

const artworks = listing('artworks', compareArtworks)

/** Year descending, then title; remembered until the next change of the artworks. */
export const listArtworks = artworks.list

/** A view of the artworks (filtered, grouped, counted), remembered until their next change. */
export const viewArtworks = artworks.view

/** The visible artworks by id (as a string), remembered until their next change. */
export function visibleArtworksById(): Promise<ReadonlyMap<string, Artwork>> {
	return viewArtworks('visible', 'by-id', (list) => new Map(list.map((work) => [String(work.id), work])))
}

/** The visible artworks whose artist name is `name`, in list order. */
export async function listArtworksByArtistName(name: string): Promise<readonly Artwork[]> {
	const byName = await viewArtworks('visible', 'by-artist-name', (list) => {
		const groups = new Map<string, Artwork[]>()
		for (const work of list) {
			const group = groups.get(work.artist_name)
			if (group) group.push(work)
			else groups.set(work.artist_name, [work])
		}
		return groups
	})
	return byName.get(name) ?? []
}

export async function getArtwork(key: string | number, visibility: Visibility = 'visible'): Promise<Artwork | null> {
	const store = await ready()
	return visibleOnly(findByIdOrSlug(store.tables.artworks, key), visibility)
}

/** An artist id that names no artist: the form's and the API's "Artist is required". */
export class UnknownArtistError extends InvalidRecordError {
	override name = 'UnknownArtistError'
	constructor() {
		super('artist_id', 'Artist is required')
	}
}

function toRecordFields(draft: Draft, input: ArtworkInput, id?: number, actor?: WriteOptions['actor']) {
	const artist = draft.get('artists', input.artist_id)
	if (!artist) throw new UnknownArtistError()
	const current = id === undefined ? undefined : draft.get('artworks', id)
	// A featured image must be one of the artwork's images; otherwise the first one is featured.
	const featured =
		input.featured_image && input.images.includes(input.featured_image) ? input.featured_image : (input.images[0] ?? '')
	const {
		slug: _slug,
		stock_number: sent,
		hold_contact_id: holdContact,
		edition_size: _size,
		ap_count: _proofs,
		impressions: _impressions,
		consignment,
		...fields
	} = input
	const edition = editionFor(draft, input, current)
	const work = {
		...fields,
		...edition,
		// The hold's contact stays while the hold is for the same person, when the write leaves it out.
		hold_contact_id:
			holdContact !== undefined
				? knownContact(draft, holdContact, 'hold_contact_id')
				: current && current.hold_for === fields.hold_for
					? current.hold_contact_id
					: null,
	}
	// Only a reserved work keeps a hold; any other availability clears it (docs/admin.md, "Holds").
	const held = keptHold(work)
	return {
		...held,
		hold_contact_id: held.availability === 'reserved' ? held.hold_contact_id : null,
		consignment: consignmentFor(draft, consignment, current, actor),
		stock_number: stockNumberFor(draft, sent, id === undefined ? artist.stock_prefix : '', id),
		category: spellingInUse(draft, input.category, id),
		artist_id: artist.id,
		artist_name: artist.name,
		featured_image: featured,
	}
}

/** A contact id that names a contact, or null; else the write is refused beside `field`. */
function knownContact(draft: Draft, contactId: number | null, field: string): number | null {
	if (contactId === null || draft.get('contacts', contactId)) return contactId
	throw new InvalidRecordError(field, 'No contact has this id')
}

/**
 * The edition's fields (contract section 19): the size and proofs sent (absent keeps the work's), its
 * impressions made or resized from them, and with impressions the work's availability read from them; a
 * work sold by the impression carries its holds on the impressions, not on itself.
 */
function editionFor(draft: Draft, input: ArtworkInput, current: Artwork | undefined) {
	const size = input.edition_size === undefined ? (current?.edition_size ?? null) : input.edition_size
	const proofs = input.ap_count === undefined ? (current?.ap_count ?? null) : input.ap_count
	const stored = current?.impressions ?? []
	const sent = input.impressions?.map((impression) => {
		if (impression.hold_contact_id !== undefined) return { ...impression, hold_contact_id: impression.hold_contact_id }
		const own = findImpression(stored, impression.label)
		return { ...impression, hold_contact_id: own && own.hold_for === impression.hold_for ? own.hold_contact_id : null }
	})
	const result = editionImpressions(size, proofs, stored, sent)
	if (!result.ok) throw new InvalidRecordError(result.field, result.message)
	const impressions = result.impressions.map((impression, index) => ({
		...impression,
		hold_contact_id: knownContact(draft, impression.hold_contact_id, `impressions.${index}.hold_contact_id`),
	}))
	const availability = editionAvailability(impressions)
	if (availability === null) return { edition_size: size, ap_count: proofs, impressions }
	return { edition_size: size, ap_count: proofs, impressions, availability, hold_for: '', hold_until: null }
}

/**
 * The consignment sent (absent keeps the work's), its consignor a contact: named by id, or by email (the contact
 * of that address, else one made with it, of kind consignor, in the same change).
 */
function consignmentFor(
	draft: Draft,
	sent: ArtworkInput['consignment'],
	current: Artwork | undefined,
	actor: WriteOptions['actor'],
): Artwork['consignment'] {
	if (sent === undefined) return current?.consignment ?? null
	if (sent === null) return null
	const { consignor_email: email, consignor_name: name, consignor_contact_id: id, ...consignment } = sent
	if (id !== undefined) {
		return { ...consignment, consignor_contact_id: knownContact(draft, id, 'consignment.consignor_contact_id')! }
	}
	let contact = contactByEmail(draft, email)
	if (!contact) {
		const input = ContactSchema.safeParse({ name: name || email, email, kinds: ['consignor'] })
		if (!input.success) throw new InvalidRecordError('consignment.consignor_name', input.error.issues[0]!.message)
		contact = putNewContact(draft, input.data, { actor })
	}
	return { ...consignment, consignor_contact_id: contact.id }
}

/**
 * The work's stock number (contract section 19): the one sent, unique without regard to case; at create, when
 * none is sent, the next under the artist's prefix (inside the write, so two works made at once differ).
 * An update that sends none keeps the work's own.
 */
function stockNumberFor(draft: Draft, sent: string | undefined, prefix: string, id?: number): string {
	if (sent === undefined) {
		if (id !== undefined) return draft.get('artworks', id)?.stock_number ?? ''
		return prefix ? nextStockNumber(prefix, stockNumbersUnder(draft, prefix)) : ''
	}
	const key = stockNumberKey(sent)
	if (key && draft.taken('artworks', 'stock_number', key, id)) {
		throw new InvalidRecordError('stock_number', STOCK_NUMBER_TAKEN)
	}
	return sent
}

function stockNumbersUnder(draft: Draft, prefix: string): string[] {
	const start = `${prefix.toLowerCase()}-`
	return draft
		.all('artworks')
		.map((work) => work.stock_number)
		.filter((stockNumber) => stockNumber.toLowerCase().startsWith(start))
}

/** A category that differs from one in use only by case takes the spelling in use (app/utils/categories.ts). */
function spellingInUse(draft: Draft, category: string, id?: number): string {
	const key = categoryKey(category)
	if (!key) return ''
	for (const artwork of draft.all('artworks')) {
		if (artwork.id === id) continue
		if (artwork.category === category) return category
		if (artwork.category && categoryKey(artwork.category) === key) return artwork.category
	}
	return category
}

/** The categories in use across all artworks, one spelling each, sorted (for the artwork form's choices). */
export async function listCategories(): Promise<readonly string[]> {
	return viewArtworks('all', 'categories', (artworks) =>
		Object.freeze(distinctCategories(artworks.map((a) => a.category))),
	)
}

function slugFor(draft: Draft, input: ArtworkInput, id?: number) {
	return uniqueSlug(input.slug || input.title, (s) => draft.taken('artworks', 'slug', s, id), 'artwork')
}

type LocationChange = Artwork['location_history'][number]

/** The location history with a move to `location` (the place a work is now, '' for none) at `at` by `actor`. */
function withLocation(
	history: readonly LocationChange[],
	location: string,
	at: string,
	actor: WriteOptions['actor'],
): LocationChange[] {
	if (!location && !history.length) return []
	return [...history, { location, at, username: actor?.username ?? 'system' }].slice(-LOCATION_HISTORY_KEEP)
}

/** A write that leaves a hold with an end wakes the schedule that ends holds. */
function watchHold(work: Artwork): Artwork {
	if (work.hold_until !== null) holdsChanged()
	return work
}

/** Adds an artwork inside a change (createArtwork, the import's one write), with its first revision. */
export function putNewArtwork(
	draft: Draft,
	input: ArtworkInput,
	{ actor, noActivity }: { actor?: WriteOptions['actor']; noActivity?: boolean } = {},
): Artwork {
	const time = now()
	const fields = toRecordFields(draft, input, undefined, actor)
	const record = {
		...fields,
		location_history: withLocation([], fields.location, time, actor),
		id: draft.takeId('artworks'),
		version: 1,
		slug: slugFor(draft, input),
		created_at: time,
		updated_at: time,
	}
	return saveVersioned(draft, 'artworks', record, { current: null, actor, noActivity })
}

/** Replaces an artwork's fields inside a change (updateArtwork, the import's one write). */
export function putArtworkChange(
	draft: Draft,
	id: number,
	input: InputFrom<Artwork, ArtworkInput>,
	{ actor, version, merge, noActivity }: WriteOptions & { noActivity?: boolean } = {},
): Artwork {
	const current = draft.get('artworks', id)
	if (!current) throw new NotFoundError('Artwork not found')
	const value = inputFor(input, current)
	const fields = toRecordFields(draft, value, id, actor)
	const time = now()
	const record = {
		...current,
		...fields,
		location_history:
			fields.location === current.location
				? current.location_history
				: withLocation(current.location_history, fields.location, time, actor),
		slug: slugFor(draft, value, id),
		updated_at: time,
	}
	return saveVersioned(draft, 'artworks', record, { current, actor, noActivity, version, merge })
}

export async function createArtwork(input: ArtworkInput, { actor }: WriteOptions = {}): Promise<Artwork> {
	return watchHold(await mutate((draft) => putNewArtwork(draft, input, { actor })))
}

/** Replaces an artwork's fields; `input` may be made from the stored artwork, inside the write. */
export async function updateArtwork(
	id: number,
	input: InputFrom<Artwork, ArtworkInput>,
	options: WriteOptions = {},
): Promise<Artwork> {
	return watchHold(await mutate((draft) => putArtworkChange(draft, id, input, options)))
}

export async function setArtworkVisibility(
	id: number,
	isVisible: boolean,
	{ actor, version }: WriteOptions = {},
): Promise<Artwork> {
	return mutate((draft) => {
		const current = draft.get('artworks', id)
		if (!current) throw new NotFoundError('Artwork not found')
		checkVersion(draft, 'artworks', current, version)
		return saveVersioned(
			draft,
			'artworks',
			{ ...current, is_visible: isVisible, updated_at: now() },
			{ current, actor },
		)
	})
}

/** Removes the artwork from every exhibition and artist that lists it. */
export const WORK_SOLD_NOT_DELETABLE = 'This work has a sale: cancel the sale before deleting the work'

export async function deleteArtwork(id: number, { actor, version }: WriteOptions = {}): Promise<void> {
	await mutate((draft) => {
		const key = String(id)
		// Its invoice names the work: a work with a sale not cancelled stays until the sale is cancelled.
		if (draft.group('sales', 'artwork', key).some((sale) => sale.status !== 'cancelled'))
			throw new ConflictError('id', WORK_SOLD_NOT_DELETABLE)
		if (!removeVersioned(draft, 'artworks', id, actor, version)) throw new NotFoundError('Artwork not found')
		for (const e of draft.all('exhibitions')) {
			if (e.assigned_artworks.includes(key)) {
				const assigned_artworks = e.assigned_artworks.filter((a) => a !== key)
				saveVersioned(draft, 'exhibitions', { ...e, assigned_artworks }, { actor })
			}
		}
		for (const a of draft.all('artists')) {
			if (a.assigned_artworks.includes(key)) {
				const assigned_artworks = a.assigned_artworks.filter((w) => w !== key)
				saveVersioned(draft, 'artists', { ...a, assigned_artworks }, { actor })
			}
		}
		// Viewing rooms show the work no more, in the same write (docs/admin.md, 'Viewing rooms').
		for (const room of draft.all('viewing_rooms')) {
			if (room.items.some((item) => item.artwork_id === id)) {
				const items = room.items.filter((item) => item.artwork_id !== id)
				saveVersioned(draft, 'viewing_rooms', { ...room, items }, { actor })
			}
		}
	})
}
