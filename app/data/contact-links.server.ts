import { CONTACT_EMAIL_MAX, emailKey } from '#app/schemas/contact.ts'
import { type Subscriber } from '#app/schemas/records.ts'
import { recordActivity } from './activity.server.ts'
import { type Draft, mutate, ready } from './db.server.ts'
import { contactByEmail, linksOf, putNewContact } from './contacts.server.ts'

/**
 * Contacts follow the work by themselves (contract section 20, docs/admin.md
 * 'Contacts'): an enquiry, a viewing room's recipient and a newsletter reader
 * once active name the contact their email belongs to (its own or one of its
 * other emails, any case), made in the same change when there is none, with
 * the name given and the kind `other`. An address is never matched to another
 * address: two people are joined only by a person (a merge).
 */

export type Linked = { email: string; name: string; language?: string }

/**
 * The contact of `email` (made when missing), inside a change; null for an address a contact cannot hold. Found by
 * the contacts' address index, the contacts this change made included.
 */
export function linkContact(
	draft: Draft,
	{ email, name, language = '' }: Linked,
	{ noActivity }: { noActivity?: boolean } = {},
): number | null {
	const address = email.trim()
	if (!emailKey(address) || address.length > CONTACT_EMAIL_MAX) return null
	const found = contactByEmail(draft, address)?.id
	if (found !== undefined) return found
	const contact = putNewContact(
		draft,
		{
			name: (name.trim() || address).slice(0, 200),
			email: address,
			other_emails: [],
			phone: '',
			organisation: '',
			address: '',
			kinds: ['other'],
			tags: [],
			notes: '',
			language: /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(language) ? language : '',
		},
		{ noActivity },
	)
	return contact.id
}

/** Whether a record waits for its contact: it has an address and names none yet. */
const unlinked = (r: { email: string; contact_id?: number | null }) => !r.contact_id && r.email.trim() !== ''
const unlinkedActive = (r: Subscriber | undefined): r is Subscriber => r?.status === 'active' && unlinked(r)

/** How many records one change of the linking at start links at most. */
export const LINK_CHUNK = 500

/**
 * Links the records made before contacts existed (or while linking was not yet
 * done): enquiries, room recipients and active readers without a contact, in
 * changes of at most LINK_CHUNK records (a first start after an upgrade may
 * make a contact for each of 100,000 readers: one change for them all would
 * hold every other write back, and what a change reads through its own
 * pending records grows with it). Run at every start; after the first there
 * is nothing left to do and nothing is written. Answers how many records it
 * linked; the last change writes one activity entry for them all.
 */
export async function linkExistingRecords(): Promise<number> {
	const store = await ready()
	const waiting =
		// Enquiries without a contact are a group of their own: those erased (no address) stay in it, the rest are read.
		store.tables.enquiries.group('contact', '').some(unlinked) ||
		store.tables.viewing_rooms.all().some((room) => room.recipients.some(unlinked)) ||
		// Readers without a contact are a group too; the active ones among them are linked.
		[...store.tables.subscribers.groupIds('contact', '')].some((id) => unlinkedActive(store.tables.subscribers.get(id)))
	if (!waiting) return 0
	let linked = 0
	let made = 0
	for (;;) {
		const chunk = await mutate((draft) => linkSome(draft, LINK_CHUNK))
		linked += chunk.linked
		made += chunk.made
		if (chunk.linked < LINK_CHUNK) break
	}
	if (made) {
		// One activity entry for them all: a first start on a large list must not push the log's history out.
		await mutate((draft) =>
			recordActivity(draft, {
				kind: 'create',
				entity: 'contact',
				entity_id: null,
				summary: `Linked ${linked} enquiries, room recipients and readers to contacts, making ${made} contact${made === 1 ? '' : 's'}`,
				user: null,
			}),
		)
	}
	return linked
}

/** One change of the linking: at most `budget` records linked (fewer: none is left). */
function linkSome(draft: Draft, budget: number) {
	const quiet = { noActivity: true }
	const before = draft.count('contacts')
	let linked = 0
	for (const id of draft.groupIds('enquiries', 'contact', '')) {
		if (linked >= budget) break
		const enquiry = draft.get('enquiries', id)!
		if (!unlinked(enquiry)) continue
		const contact_id = linkContact(draft, enquiry, quiet)
		if (contact_id === null) continue
		draft.put('enquiries', { ...enquiry, contact_id })
		linked++
	}
	for (const room of draft.all('viewing_rooms')) {
		if (linked >= budget) break
		if (!room.recipients.some(unlinked)) continue
		const recipients = room.recipients.map((r) => {
			if (!unlinked(r)) return r
			const contact_id = linkContact(draft, r, quiet)
			if (contact_id !== null) linked++
			return { ...r, contact_id }
		})
		// The room's own record, not a new version of it: who it was sent to is unchanged.
		draft.put('viewing_rooms', { ...room, recipients })
	}
	for (const id of draft.groupIds('subscribers', 'contact', '')) {
		if (linked >= budget) break
		const reader = draft.get('subscribers', id)
		if (!unlinkedActive(reader)) continue
		const contact_id = linkContact(draft, reader, quiet)
		if (contact_id === null) continue
		draft.put('subscribers', { ...reader, contact_id })
		linked++
	}
	return { linked, made: draft.count('contacts') - before }
}

/**
 * A reader's erasure (the newsletter's "Erase") takes along the contact made for them by itself, inside the same
 * change, when that contact holds nothing else: no staff member has edited it (version 1) and no enquiry, room
 * link or other reader names it. Its revisions go and its activity entries lose the name. A contact that holds
 * more is the person's record with the gallery, erased from the contact's page if they ask.
 */
export function forgetContactMadeForReader(draft: Draft, contactId: number, readerId: number) {
	const contact = draft.get('contacts', contactId)
	if (!contact || contact.version !== 1) return
	const links = linksOf(draft, contactId)
	if (links.enquiries.length > 0 || links.rooms.length > 0 || links.readers.some((r) => r.id !== readerId)) return
	for (const revision of [...draft.group('revisions', 'record', `contact:${contactId}`)])
		draft.remove('revisions', revision.id)
	for (const entry of draft.group('activity', 'record', `contact:${contactId}`))
		draft.put('activity', { ...entry, summary: `A contact (#${contactId}): ${entry.kind}` })
	draft.remove('contacts', contactId)
}
