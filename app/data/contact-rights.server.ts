import { forgetArtworkContact } from './artwork-contacts.server.ts'
import { contactEmails } from '#app/schemas/contact.ts'
import { type Contact } from '#app/schemas/records.ts'
import { now } from '#app/utils/clock.ts'
import { recordActivity } from './activity.server.ts'
import { contactTimeline } from './contact-timeline.server.ts'
import { linksOf } from './contacts.server.ts'
import { type Draft, forgetPastChanges, mutate, NotFoundError, ready } from './db.server.ts'
import { deliveriesOfSubscriber, removeDeliveriesOfSubscriber } from './deliveries.server.ts'
import { checkVersion, type WriteOptions } from './revisions.server.ts'
import { subscriberView } from './newsletter.server.ts'
import { salesOfContact } from './sales.server.ts'

/**
 * A contact's rights (contract section 20; docs/admin.md, 'Contacts'): everything held about them, as one JSON
 * document, and their erasure.
 */

/** Everything held about a contact: the record, their enquiries, the rooms sent to them, their newsletter record. */
export async function exportContact(id: number) {
	const store = await ready()
	const contact = store.tables.contacts.get(id)
	if (!contact) throw new NotFoundError('Contact not found')
	const links = linksOf(store, id)
	return {
		exported_at: now(),
		contact,
		enquiries: links.enquiries.map(
			({ notified_at: _n, notice_failed_at: _f, notice_error: _e, ...enquiry }) => enquiry,
		),
		// Without the recipient's link: it is a key to the room, not information about them.
		viewing_rooms: links.rooms.map(({ room, recipient: { token: _token, ...recipient } }) => ({
			room_id: room.id,
			room_title: room.title,
			recipient,
		})),
		newsletter: await Promise.all(
			links.readers.map(async (reader) => ({
				subscriber: subscriberView(reader),
				deliveries: await deliveriesOfSubscriber(reader.id),
			})),
		),
		// What they bought, as invoiced (docs/admin.md, 'Sales').
		sales: salesOfContact(store, id),
		timeline: await contactTimeline(contact),
	}
}

/** The contacts whose revisions hold this contact's data: itself, and those merged into it (by their address). */
function erasedIds(draft: Draft, contact: Contact): Set<number> {
	const emails = new Set(contactEmails(contact))
	const ids = new Set([contact.id])
	// The contacts' histories only, found by the revisions' index: the rest of the history stays on the disk.
	for (const key of draft.groupValues('revisions', 'record')) {
		if (!key.startsWith('contact:')) continue
		const contactId = Number(key.slice('contact:'.length))
		if (ids.has(contactId)) continue
		for (const revision of draft.group('revisions', 'record', key)) {
			const record = revision.record as Partial<Contact>
			const held = contactEmails({ email: record.email ?? '', other_emails: record.other_emails ?? [] })
			if (held.some((e) => emails.has(e))) {
				ids.add(contactId)
				break
			}
		}
	}
	return ids
}

/** A room's kept revisions forget the recipients `ids`' names and addresses too. */
function forgetRecipientsInRevisions(draft: Draft, roomId: number, ids: ReadonlySet<number>) {
	for (const revision of draft.group('revisions', 'record', `viewing_room:${roomId}`)) {
		const recipients = (revision.record as { recipients?: { id: number }[] }).recipients
		if (!recipients?.some((r) => ids.has(r.id))) continue
		draft.put('revisions', {
			...revision,
			record: {
				...revision.record,
				recipients: recipients.map((r) => (ids.has(r.id) ? { ...r, name: '', email: '', invitations: [] } : r)),
			},
		})
	}
}

/**
 * A contact's erasure (DELETE /api/admin/contacts/{id}), in one change: the contact and their newsletter record
 * (with its deliveries) are deleted; their room links are revoked and the recipients' name and email blanked;
 * their enquiries keep the message without name, email and phone; the contact's revisions (and those of contacts
 * merged into it) go, and the activity log keeps only that things happened, without names, and that the contact
 * was erased. Then the stored history of changes forgets them too.
 */
export async function eraseContact(id: number, { actor, version }: WriteOptions = {}): Promise<void> {
	await mutate((draft) => {
		const contact = draft.get('contacts', id)
		if (!contact) throw new NotFoundError('Contact not found')
		checkVersion(draft, 'contacts', contact, version)
		forgetArtworkContact(draft, id)
		const links = linksOf(draft, id)
		for (const reader of links.readers) {
			draft.remove('subscribers', reader.id)
			removeDeliveriesOfSubscriber(draft, reader.id)
		}
		// Their purchases keep the buyer's name and address as invoiced, which the law requires; only the link goes.
		for (const sale of salesOfContact(draft, id)) draft.put('sales', { ...sale, contact_id: null })
		const time = now()
		const rooms = new Map<number, Set<number>>()
		for (const { room, recipient } of links.rooms)
			rooms.set(room.id, (rooms.get(room.id) ?? new Set()).add(recipient.id))
		for (const [roomId, recipientIds] of rooms) {
			const room = draft.get('viewing_rooms', roomId)!
			const recipients = room.recipients.map((r) =>
				recipientIds.has(r.id)
					? { ...r, name: '', email: '', invitations: [], contact_id: null, revoked_at: r.revoked_at ?? time }
					: r,
			)
			draft.put('viewing_rooms', { ...room, recipients, updated_at: time })
			forgetRecipientsInRevisions(draft, roomId, recipientIds)
		}
		for (const enquiry of links.enquiries) {
			draft.put('enquiries', { ...enquiry, name: '', email: '', phone: '', contact_id: null, updated_at: time })
		}
		const ids = erasedIds(draft, contact)
		for (const contactId of ids) {
			for (const revision of draft.group('revisions', 'record', `contact:${contactId}`))
				draft.remove('revisions', revision.id)
		}
		for (const contactId of ids) {
			for (const entry of draft.group('activity', 'record', `contact:${contactId}`))
				draft.put('activity', { ...entry, summary: `A contact (#${contactId}): ${entry.kind}` })
		}
		draft.remove('contacts', id)
		recordActivity(draft, {
			kind: 'erase',
			entity: 'contact',
			entity_id: id,
			summary: 'A contact was erased at their request',
			user: actor ?? null,
		})
	})
	// Their data is gone from the records; the stored history of changes forgets it too, now.
	await forgetPastChanges().catch((error: Error) =>
		console.error(`Forgetting the changes before an erasure failed (they go at the next folding): ${error.message}`),
	)
}
