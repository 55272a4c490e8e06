import { type ContactInput, emailKey } from '#app/schemas/contact.ts'
import { type Contact } from '#app/schemas/records.ts'
import { now } from '#app/utils/clock.ts'
import { type Draft, InvalidRecordError, mutate, NotFoundError, type Reader, ready } from './db.server.ts'
import { type InputFrom, inputFor } from './lookup.ts'
import { removeVersioned, saveVersioned, type WriteOptions } from './revisions.server.ts'

/**
 * Contacts (contract section 20, docs/admin.md 'Contacts'): one record per
 * person or institution the gallery deals with. An address (`email`, or one of
 * `other_emails`) belongs to one contact at most, any case: a second contact
 * with it is refused beside the field.
 */

export function compareContacts(a: Contact, b: Contact) {
	return a.name.localeCompare(b.name) || a.id - b.id
}

/** Every contact by name; remembered until the contacts change. */
export async function listContacts(): Promise<readonly Contact[]> {
	const store = await ready()
	return store.remember(['contacts'], 'by-name', () =>
		Object.freeze([...store.tables.contacts.all()].sort(compareContacts)),
	)
}

/** What `compute` makes of the list by name, remembered until the contacts change. */
export async function viewContacts<T>(key: string, compute: (all: readonly Contact[]) => T): Promise<T> {
	const store = await ready()
	return store.remember(['contacts'], `view:${key}`, () =>
		compute(Object.freeze([...store.tables.contacts.all()].sort(compareContacts))),
	)
}

export async function getContact(id: number): Promise<Contact | null> {
	return (await ready()).tables.contacts.get(id) ?? null
}

/** Every address of a contact, as they are matched: its own first, then those a merge brought. */
export function contactEmails(contact: Pick<Contact, 'email' | 'other_emails'>): string[] {
	return [...new Set([contact.email, ...contact.other_emails].map(emailKey).filter(Boolean))]
}

/** The contact an address belongs to (its own or one of its other emails), any case; none for ''. */
export function contactByEmail(reader: Reader, email: string): Contact | undefined {
	const key = emailKey(email)
	if (!key) return undefined
	return (
		reader.find('contacts', 'email', key) ??
		reader.all('contacts').find((c) => c.other_emails.some((e) => emailKey(e) === key))
	)
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
export function putNewContact(draft: Draft, input: ContactInput, { actor }: WriteOptions = {}): Contact {
	const record = toRecord(input)
	assertOwnEmails(draft, record)
	const time = now()
	return saveVersioned(
		draft,
		'contacts',
		{ ...record, id: draft.takeId('contacts'), version: 1, created_at: time, updated_at: time },
		{ current: null, actor },
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

export async function deleteContact(id: number, { actor, version }: WriteOptions = {}): Promise<void> {
	await mutate((draft) => {
		if (!removeVersioned(draft, 'contacts', id, actor, version)) throw new NotFoundError('Contact not found')
	})
}
