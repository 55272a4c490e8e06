import { moveArtworkContacts } from './artwork-contacts.server.ts'
import { type ContactInput, contactEmails, emailKey } from '#app/schemas/contact.ts'
import {
	type Contact,
	type EnquiryRecord,
	type Subscriber,
	type ViewingRoomRecipient,
	type ViewingRoomRecord,
} from '#app/schemas/records.ts'
import { contactSearch, listTextName } from '#app/utils/admin-filters.ts'
import { LazyList } from '#app/utils/lazy-list.ts'
import { now } from '#app/utils/clock.ts'
import { type Draft, InvalidRecordError, mutate, NotFoundError, type Reader, ready, type Store } from './db.server.ts'
import { type InputFrom, inputFor } from './lookup.ts'
import { recordActivity } from './activity.server.ts'
import { checkVersion, removeVersioned, saveVersioned, type WriteOptions } from './revisions.server.ts'

/**
 * Contacts (contract section 20, docs/admin.md 'Contacts'): one record per
 * person or institution the gallery deals with. An address (`email`, or one of
 * `other_emails`) belongs to one contact at most, any case: a second contact
 * with it is refused beside the field.
 */

const names = new Intl.Collator()

/** Every contact's id by name (then id), from the list texts in memory; remembered until the contacts change. */
function idsByName(store: Store): readonly number[] {
	return store.remember(['contacts'], 'by-name', () => {
		const entries = Array.from(store.tables.contacts.texts(), ([id, text]) => ({ id, name: listTextName(text) }))
		entries.sort((a, b) => names.compare(a.name, b.name) || a.id - b.id)
		return entries.map((entry) => entry.id)
	})
}

/**
 * The contacts by name that the list's search and filters find (all of them for none): their ids from the indexes
 * and list texts in memory, each record read when its page is (the contacts are kept out of memory:
 * docs/decisions/016-history-out-of-memory.md). The ids are remembered until the contacts change.
 */
export async function findContacts(
	filters: { q?: string; kind?: string; tag?: string } = {},
): Promise<LazyList<Contact>> {
	const store = await ready()
	const table = store.tables.contacts
	const { q = '', kind = '', tag = '' } = filters
	const matches = contactSearch(q)
	const ids =
		!matches && !kind && !tag
			? idsByName(store)
			: store.remember(['contacts'], `find:${kind}\u0000${tag}\u0000${q.trim().toLowerCase()}`, () => {
					const ofKind = kind ? table.groupIds('kind', kind) : null
					const ofTag = tag ? table.groupIds('tag', tag) : null
					const texts = table.texts()
					return idsByName(store).filter(
						(id) =>
							(!ofKind || ofKind.has(id)) && (!ofTag || ofTag.has(id)) && (!matches || matches(texts.get(id) ?? '')),
					)
				})
	return new LazyList(ids, (id) => table.get(id))
}

/** How many contacts there are, and of the kinds the list counts, from the kind index. */
export async function countContacts(): Promise<{ total: number; collectors: number; institutions: number }> {
	const table = (await ready()).tables.contacts
	return {
		total: table.size,
		collectors: table.groupIds('kind', 'collector').size,
		institutions: table.groupIds('kind', 'institution').size,
	}
}

/** Every tag some contact has, sorted: the Tag filter's choices. */
export async function contactTags(): Promise<string[]> {
	const table = (await ready()).tables.contacts
	return [...table.groupValues('tag')].filter((tag) => tag !== '').sort((a, b) => a.localeCompare(b))
}

/**
 * The first `limit` contacts by name that the contacts list's search finds for `q` and that have an email (what a
 * contact field names them by): the suggestions of app/components/admin/contact-picker.tsx. It reads the list texts
 * in memory and stops at the `limit`th, so a common letter costs no more than a rare one in a gallery of a hundred
 * thousand contacts; only the contacts it answers are read.
 */
export async function suggestContacts(q: string, limit: number): Promise<Contact[]> {
	const found: Contact[] = []
	const matches = contactSearch(q)
	if (!matches) return found
	const store = await ready()
	const table = store.tables.contacts
	const texts = table.texts()
	for (const id of idsByName(store)) {
		if (!matches(texts.get(id) ?? '')) continue
		const contact = table.get(id)
		if (contact?.email) found.push(contact)
		if (found.length >= limit) break
	}
	return found
}

/** The own email of each of the contacts `ids` that exists (the export of works names a consignor by it). */
export async function contactEmailsOf(ids: Iterable<number>): Promise<Map<number, string>> {
	const table = (await ready()).tables.contacts
	const emails = new Map<number, string>()
	for (const id of ids) {
		const contact = emails.has(id) ? undefined : table.get(id)
		if (contact) emails.set(id, contact.email)
	}
	return emails
}

export async function getContact(id: number): Promise<Contact | null> {
	return (await ready()).tables.contacts.get(id) ?? null
}

/**
 * The contact an address belongs to (its own or one of its other emails), any case; none for ''. Found by the
 * contacts' `address` index (store/units.ts `groupKeys`), kept by every change of a contact on either store.
 */
export function contactByEmail(reader: Reader, email: string): Contact | undefined {
	const key = emailKey(email)
	if (!key) return undefined
	const ids = reader.groupIds('contacts', 'address', key)
	if (ids.length < 2) return ids[0] === undefined ? undefined : reader.get('contacts', ids[0])
	// Two contacts with one address (kept from before addresses were checked): the one whose own email it is, else
	// the oldest, as a look through them in id order found.
	const owners = ids.map((id) => reader.get('contacts', id)!).sort((a, b) => a.id - b.id)
	return owners.find((c) => emailKey(c.email) === key) ?? owners[0]
}

/** The contact with `email`, or none (the API and the linking read it). */
export async function findContactByEmail(email: string): Promise<Contact | null> {
	return contactByEmail(await ready(), email) ?? null
}

/** Refuses a contact whose addresses another contact has (400 beside `email` or `other_emails`). */
function assertOwnEmails(draft: Draft, contact: Pick<Contact, 'email' | 'other_emails'>, id?: number) {
	const own = emailKey(contact.email)
	for (const email of contactEmails(contact)) {
		const owner = contactByEmail(draft, email)
		if (owner && owner.id !== id) {
			const field = email === own ? 'email' : 'other_emails'
			throw new InvalidRecordError(field, `${email} is already the email of the contact "${owner.name}"`)
		}
	}
}

function toRecord(input: ContactInput) {
	const own = emailKey(input.email)
	// An other email that is the contact's own is no other email.
	const other_emails = input.other_emails.filter((e, i, all) => {
		const key = emailKey(e)
		return key !== own && all.findIndex((x) => emailKey(x) === key) === i
	})
	return { ...input, other_emails }
}

/** Adds a contact inside a change, with its first revision and activity entry. */
export function putNewContact(
	draft: Draft,
	input: ContactInput,
	{ actor, noActivity }: WriteOptions & { noActivity?: boolean } = {},
): Contact {
	const record = toRecord(input)
	assertOwnEmails(draft, record)
	const time = now()
	return saveVersioned(
		draft,
		'contacts',
		{ ...record, id: draft.takeId('contacts'), version: 1, created_at: time, updated_at: time },
		{ current: null, actor, noActivity },
	)
}

export async function createContact(input: ContactInput, options: WriteOptions = {}): Promise<Contact> {
	return mutate((draft) => putNewContact(draft, input, options))
}

/** `input` may be made from the stored contact, inside the write. */
export async function updateContact(
	id: number,
	input: InputFrom<Contact, ContactInput>,
	{ actor, version, merge }: WriteOptions = {},
): Promise<Contact> {
	return mutate((draft) => {
		const current = draft.get('contacts', id)
		if (!current) throw new NotFoundError('Contact not found')
		const record = toRecord(inputFor(input, current))
		assertOwnEmails(draft, record, id)
		return saveVersioned(
			draft,
			'contacts',
			{ ...current, ...record, updated_at: now() },
			{ current, actor, version, merge },
		)
	})
}

/** Every record that names a contact, each moved whole to another by `moveContactLinks`. */
function moveContactLinks(draft: Draft, from: number, to: number) {
	const { enquiries, readers } = linksOf(draft, from)
	for (const enquiry of enquiries) draft.put('enquiries', { ...enquiry, contact_id: to })
	for (const reader of readers) draft.put('subscribers', { ...reader, contact_id: to })
	// The buyer is the same person: the sale's own record, not a new version of it.
	for (const sale of draft.group('sales', 'contact', String(from))) draft.put('sales', { ...sale, contact_id: to })
	moveArtworkContacts(draft, from, to)
	for (const room of draft.all('viewing_rooms')) {
		if (!room.recipients.some((r) => r.contact_id === from)) continue
		// Who a room was sent to is the same people: the room's own record, not a new version of it.
		const recipients = room.recipients.map((r) => (r.contact_id === from ? { ...r, contact_id: to } : r))
		draft.put('viewing_rooms', { ...room, recipients })
	}
}

/** A list with `more` after it, each value once. */
function united<T>(list: readonly T[], more: readonly T[]): T[] {
	return [...new Set([...list, ...more])]
}

/**
 * Merges the contact `fromId` into `id` (contract section 20; docs/admin.md, 'Contacts'), in one change: every
 * record linked to it moves to the kept contact; its email and other emails join the kept one's other emails;
 * kinds and tags are united; a field the kept contact leaves empty takes the merged one's; notes are put one
 * after the other. The merged contact is deleted (its revisions stay), and the activity log says who merged whom.
 */
export async function mergeContacts(
	id: number,
	fromId: number,
	{ actor, version }: WriteOptions = {},
): Promise<Contact> {
	if (id === fromId) throw new InvalidRecordError('from_id', 'A contact cannot be merged into itself')
	return mutate((draft) => {
		const kept = draft.get('contacts', id)
		if (!kept) throw new NotFoundError('Contact not found')
		const from = draft.get('contacts', fromId)
		if (!from) throw new InvalidRecordError('from_id', 'The contact to merge does not exist')
		checkVersion(draft, 'contacts', kept, version)
		moveContactLinks(draft, fromId, id)
		removeVersioned(draft, 'contacts', fromId, actor, null, { noActivity: true })
		const own = emailKey(kept.email)
		const other_emails = united(kept.other_emails, [from.email, ...from.other_emails]).filter(
			(e, i, all) => e.trim() !== '' && emailKey(e) !== own && all.findIndex((x) => emailKey(x) === emailKey(e)) === i,
		)
		const record = saveVersioned(
			draft,
			'contacts',
			{
				...kept,
				email: kept.email || from.email,
				other_emails: kept.email ? other_emails : other_emails.filter((e) => emailKey(e) !== emailKey(from.email)),
				phone: kept.phone || from.phone,
				organisation: kept.organisation || from.organisation,
				address: kept.address || from.address,
				language: kept.language || from.language,
				kinds: united(kept.kinds, from.kinds),
				tags: united(kept.tags, from.tags),
				notes: [kept.notes, from.notes].filter((n) => n.trim()).join('\n\n'),
				updated_at: now(),
			},
			{ current: kept, actor, noActivity: true },
		)
		recordActivity(draft, {
			kind: 'merge',
			entity: 'contact',
			entity_id: id,
			summary: `Merged contact "${from.name}" (#${from.id}) into "${kept.name}"`,
			user: actor ?? null,
		})
		return record
	})
}

/** What names a contact: their enquiries, the rooms they were sent (with the recipient), their newsletter record. */
export type ContactLinks = {
	enquiries: EnquiryRecord[]
	rooms: { room: ViewingRoomRecord; recipient: ViewingRoomRecipient }[]
	readers: Subscriber[]
}

export function linksOf(reader: Reader, id: number): ContactLinks {
	return {
		enquiries: reader.group('enquiries', 'contact', String(id)),
		rooms: reader
			.all('viewing_rooms')
			.flatMap((room) => room.recipients.filter((r) => r.contact_id === id).map((recipient) => ({ room, recipient }))),
		readers: reader.group('subscribers', 'contact', String(id)),
	}
}

/** The records that name the contact `id`. */
export async function contactLinks(id: number): Promise<ContactLinks> {
	return linksOf(await ready(), id)
}
