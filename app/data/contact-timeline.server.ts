import { type Contact } from '#app/schemas/records.ts'
import { ready } from './db.server.ts'
import { linksOf } from './contacts.server.ts'
import { salesOfContact } from './sales.server.ts'
import { withViews } from './viewing-rooms.server.ts'
import { type Timeline, type TimelineEvent } from '#app/utils/contact-timeline.ts'

/**
 * A contact's history in one timeline, newest first, and their interests (contract section 20; docs/admin.md,
 * 'Contacts'): their enquiries with the works, the viewing rooms sent to them and what they viewed there, their
 * newsletter record and the campaigns delivered to them, their purchases and the works they consigned. Interests
 * are the artists of the works they asked about, viewed in a room or bought, with how many times.
 */
export async function contactTimeline(contact: Pick<Contact, 'id'>): Promise<Timeline> {
	const store = await ready()
	const links = linksOf(store, contact.id)
	const work = (id: number | null) => (id === null ? undefined : store.tables.artworks.get(id))
	const events: TimelineEvent[] = []
	const interest = new Map<number, number>()
	const interested = (artworkId: number | null) => {
		const artist = work(artworkId)?.artist_id
		if (artist) interest.set(artist, (interest.get(artist) ?? 0) + 1)
	}

	for (const e of links.enquiries) {
		events.push({
			kind: 'enquiry',
			at: e.created_at,
			enquiry_id: e.id,
			status: e.status,
			message: e.message,
			artwork_id: e.artwork_id,
			artwork_title: work(e.artwork_id)?.title ?? null,
			exhibition_id: e.exhibition_id,
			exhibition_title:
				e.exhibition_id === null ? null : (store.tables.exhibitions.get(e.exhibition_id)?.title ?? null),
			viewing_room_id: e.viewing_room_id,
		})
		interested(e.artwork_id)
	}
	for (const { room: stored, recipient: own } of links.rooms) {
		const room = withViews(stored, store.group('room_views', 'room', String(stored.id)))
		const recipient = room.recipients.find((r) => r.id === own.id) ?? own
		events.push({
			kind: 'room_sent',
			at: recipient.created_at,
			room_id: room.id,
			room_title: room.title,
			revoked_at: recipient.revoked_at,
		})
		if (recipient.views > 0 && recipient.last_viewed_at) {
			events.push({
				kind: 'room_viewed',
				at: recipient.last_viewed_at,
				room_id: room.id,
				room_title: room.title,
				views: recipient.views,
				first_viewed_at: recipient.first_viewed_at,
				works_viewed: recipient.works_viewed.map((id) => ({ artwork_id: id, title: work(id)?.title ?? 'Artwork' })),
			})
			for (const id of recipient.works_viewed) interested(id)
		}
	}
	for (const reader of links.readers) {
		events.push({
			kind: 'newsletter',
			at: reader.confirmed_at ?? reader.subscribed_at,
			subscriber_id: reader.id,
			status: reader.status,
		})
		if (reader.unsubscribed_at) {
			events.push({ kind: 'newsletter_unsubscribed', at: reader.unsubscribed_at, subscriber_id: reader.id })
		}
		for (const delivery of store.group('deliveries', 'subscriber', String(reader.id))) {
			if (delivery.status !== 'sent') continue
			const campaign = store.tables.campaigns.get(delivery.campaign_id)
			events.push({
				kind: 'campaign',
				at: delivery.updated_at,
				campaign_id: delivery.campaign_id,
				subject: campaign?.subject ?? 'Newsletter',
			})
		}
	}

	// Sales (only admins open them: the page links them by role) and the works they consigned.
	for (const sale of salesOfContact(store, contact.id)) {
		events.push({
			kind: 'purchase',
			at: sale.created_at,
			sale_id: sale.id,
			invoice_number: sale.invoice_number,
			sold_at: sale.sold_at,
			status: sale.status,
			artwork_id: sale.artwork_id,
			artwork_title: work(sale.artwork_id)?.title ?? null,
			impression_label: sale.impression_label,
			total: sale.total,
			currency: sale.currency,
		})
		interested(sale.artwork_id)
	}
	for (const consigned of store.tables.artworks.all()) {
		if (consigned.consignment?.consignor_contact_id !== contact.id) continue
		events.push({
			kind: 'consignment',
			at: `${consigned.consignment.received_at}T00:00:00.000Z`,
			artwork_id: consigned.id,
			artwork_title: consigned.title,
			received_at: consigned.consignment.received_at,
		})
	}

	events.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
	const interests = [...interest]
		.map(([artist_id, count]) => ({
			artist_id,
			artist_name: store.tables.artists.get(artist_id)?.name ?? `Artist ${artist_id}`,
			count,
		}))
		.sort((a, b) => b.count - a.count || a.artist_name.localeCompare(b.artist_name))
	return { events, interests }
}
