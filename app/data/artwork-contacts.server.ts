import { type Artwork } from '#app/schemas/records.ts'
import { type Draft, type Reader } from './db.server.ts'
import { ConflictError } from './errors.ts'

/**
 * Where artworks name a contact (contract section 20): a consignment's consignor and the contact a hold is for,
 * on the work or on one of its impressions. Merging contacts moves these links; erasing one clears its holds'
 * links and is refused while they consign a work the gallery still holds.
 */

export const CONSIGNOR_NOT_ERASABLE =
	'This contact consigns a work the gallery still holds: return or sell it before erasing them'

function namesContact(work: Artwork, id: number) {
	return (
		work.consignment?.consignor_contact_id === id ||
		work.hold_contact_id === id ||
		work.impressions.some((i) => i.hold_contact_id === id)
	)
}

/** The works the contact consigned that the gallery still holds (consigned, and not sold). */
export function consignedWorksHeld(reader: Reader, id: number): Artwork[] {
	return reader
		.all('artworks')
		.filter((work) => work.consignment?.consignor_contact_id === id && work.availability !== 'sold')
}

/** Every link of the artworks to `from` moves to `to`; the works' own records, not new versions of them. */
export function moveArtworkContacts(draft: Draft, from: number, to: number | null) {
	const moved = (contactId: number | null) => (contactId === from ? to : contactId)
	// (Only sold works can still name an erased consignor: forgetArtworkContact refuses the others first.)
	for (const work of draft.all('artworks')) {
		if (!namesContact(work, from)) continue
		const consignment = work.consignment
		draft.put('artworks', {
			...work,
			hold_contact_id: moved(work.hold_contact_id),
			impressions: work.impressions.map((i) => ({ ...i, hold_contact_id: moved(i.hold_contact_id) })),
			// Erased (`to` null): a sold work they consigned keeps no consignment (the sale keeps what was owed).
			consignment:
				consignment?.consignor_contact_id === from
					? to === null
						? null
						: { ...consignment, consignor_contact_id: to }
					: consignment,
		})
	}
}

/**
 * Before a contact is erased: refused (409) while they consign a work the gallery holds. Their holds keep the
 * name given (`hold_for`, the gallery's own note) but name them no more; a sold work they consigned loses its
 * consignment, which named them.
 */
export function forgetArtworkContact(draft: Draft, id: number) {
	if (consignedWorksHeld(draft, id).length) throw new ConflictError('id', CONSIGNOR_NOT_ERASABLE)
	moveArtworkContacts(draft, id, null)
}
