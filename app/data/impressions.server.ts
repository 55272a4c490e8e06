import { type Artwork } from '#app/schemas/records.ts'
import { now } from '#app/utils/clock.ts'
import {
	availableImpressions,
	editionAvailability,
	findImpression,
	type Impression,
	keptImpressionHold,
} from '#app/utils/impressions.ts'
import { type Draft, NotFoundError } from './db.server.ts'
import { ConflictError, InvalidRecordError } from './errors.ts'
import { saveVersioned, type WriteOptions } from './revisions.server.ts'

/**
 * Selling a work or one impression of its edition, for the writes that sell
 * (a sale recorded, a sale cancelled): each runs inside the caller's change
 * (`mutate`), so the sale and the work's new state are stored together.
 * A work with impressions is sold one impression at a time, named by its
 * label (`4/12`, `AP 1/2`); a work without is sold whole (label null).
 */

/** The field a refused sale names: the sale's `impression_label` (contract section 20). */
const FIELD = 'impression_label'

export const NOT_AN_EDITION = 'This work has no impressions to sell one at a time'
export const IMPRESSION_NEEDED = 'Name the impression, such as 4/12: this work is sold one impression at a time'
export const ALREADY_SOLD = 'Already sold'

/** The impressions of a work that can be bought now (none for a work without an edition). */
export function impressionsAvailable(work: Pick<Artwork, 'impressions'>): Impression[] {
	return availableImpressions(work.impressions)
}

/** Marks the work, or its impression `label`, sold; 409 (ConflictError) when it already is. */
export function markSold(draft: Draft, artworkId: number, label: string | null, options: WriteOptions = {}): Artwork {
	return setState(draft, artworkId, label, 'sold', options)
}

/** Makes the work, or its impression `label`, available again (a sale cancelled), its hold cleared. */
export function markAvailable(
	draft: Draft,
	artworkId: number,
	label: string | null,
	options: WriteOptions = {},
): Artwork {
	return setState(draft, artworkId, label, 'available', options)
}

function setState(
	draft: Draft,
	artworkId: number,
	label: string | null,
	availability: 'sold' | 'available',
	{ actor }: WriteOptions,
): Artwork {
	const current = draft.get('artworks', artworkId)
	if (!current) throw new NotFoundError('Artwork not found')
	const label_ = label?.trim() || null
	const time = now()
	if (!current.impressions.length) {
		if (label_ !== null) throw new InvalidRecordError(FIELD, NOT_AN_EDITION)
		if (availability === 'sold' && current.availability === 'sold') throw new ConflictError('artwork_id', ALREADY_SOLD)
		const record = { ...current, availability, hold_for: '', hold_until: null, hold_contact_id: null, updated_at: time }
		return saveVersioned(draft, 'artworks', record, { current, actor })
	}
	if (label_ === null) throw new InvalidRecordError(FIELD, IMPRESSION_NEEDED)
	const impression = findImpression(current.impressions, label_)
	if (!impression) throw new InvalidRecordError(FIELD, `${label_} is not an impression of this edition`)
	if (availability === 'sold' && impression.availability === 'sold') {
		throw new ConflictError(FIELD, `${impression.label}: ${ALREADY_SOLD.toLowerCase()}`)
	}
	const impressions = current.impressions.map((i) =>
		i === impression ? keptImpressionHold({ ...i, availability }) : i,
	)
	const record = {
		...current,
		impressions,
		availability: editionAvailability(impressions) ?? current.availability,
		updated_at: time,
	}
	return saveVersioned(draft, 'artworks', record, { current, actor })
}
