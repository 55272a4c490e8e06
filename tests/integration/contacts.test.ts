import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../support/api.ts'
import { adminCookie, startServer, type TestServer } from '../support/server.ts'
import { journalFiles } from '../support/store.ts'

/**
 * Contacts that follow the work by themselves (contract section 20; docs/admin.md, 'Contacts'): the records from
 * before contacts linked once at start, new enquiries, room recipients and active readers linked as they come, and
 * nothing of a contact on a public surface. The API's own cases are in api-admin.test.ts.
 */

const OLD = '2026-01-10T10:00:00.000Z'
const ROOM_TOKEN = 'an-old-room-link-token-0001'

describe('contacts', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	let cookie: string
	let address = 0
	const from = () => ({ 'X-Forwarded-For': `198.51.100.${++address}` })
	const db = () => server.readDb()
	const contactOf = (id: number | null | undefined) => db().contacts.find((c: any) => c.id === id)
	const contactByEmail = (email: string) => db().contacts.find((c: any) => c.email === email)

	beforeAll(async () => {
		// Before contacts: two enquiries (one from a demo contact's address in another case), a room sent to a demo
		// contact, an active reader and a pending one.
		const scene = (data: Record<string, any>) => {
			const work = data.artworks.find((a: any) => a.is_visible)
			const enquiry = (id: number, name: string, email: string) => ({
				id,
				artwork_id: work.id,
				exhibition_id: null,
				name,
				email,
				phone: '',
				message: 'Is this still available?',
				status: 'new',
				notified_at: OLD,
				created_at: OLD,
				updated_at: OLD,
			})
			const e = data.next_ids.enquiries
			data.enquiries.push(
				enquiry(e, 'Helena V.', 'HELENA.vasquez@example.com'),
				enquiry(e + 1, 'Noor Haddad', 'noor@haddad.example'),
			)
			data.next_ids.enquiries = e + 2
			const r = data.next_ids.viewing_rooms
			data.viewing_rooms.push({
				id: r,
				version: 1,
				slug: 'winter-preview',
				title: 'Winter preview',
				intro: '',
				closing_text: '',
				status: 'open',
				opens_at: null,
				expires_at: null,
				show_prices: true,
				cover_image: '',
				items: [{ artwork_id: work.id, note: '', price: null, currency: null, price_display: null }],
				password_hash: '',
				token: ROOM_TOKEN,
				views: 0,
				recipients: [
					{
						id: 1,
						name: 'Anika',
						email: 'anika@desaifamily.example',
						token: 'an-old-recipient-link-0001',
						created_at: OLD,
						revoked_at: null,
						first_viewed_at: '2026-01-11T09:00:00.000Z',
						last_viewed_at: '2026-01-12T18:30:00.000Z',
						views: 2,
						works_viewed: [work.id],
					},
				],
				next_recipient_id: 2,
				created_at: OLD,
				updated_at: OLD,
			})
			data.next_ids.viewing_rooms = r + 1
			const s = data.next_ids.subscribers
			const reader = (id: number, email: string, name: string, status: string) => ({
				id,
				email,
				name,
				status,
				// A pending sign-up older than 7 days would be gone at start.
				subscribed_at: new Date().toISOString(),
				source: 'website',
				unsubscribe_token: `unsubscribe-secret-of-reader-${id}`,
				failed_count: 0,
			})
			data.subscribers.push(
				reader(s, 'longtime@reader.example', 'Longtime Reader', 'active'),
				reader(s + 1, 'unsure@reader.example', 'Unsure', 'pending'),
			)
			data.next_ids.subscribers = s + 2
		}
		server = await startServer({ seed: 'demo', scene, env: { TRUST_PROXY: '1' } })
		client = api(server)
		token = await client.login()
		cookie = (await adminCookie(server))!
	})
	afterAll(() => server?.stop())

	it('links the records from before contacts at start: to the contact of their address, else a new one', () => {
		const data = db()
		const [helena, noor] = data.enquiries.slice(-2)
		expect(contactOf(helena.contact_id)).toMatchObject({ name: 'Helena Vasquez', kinds: ['collector'] })
		expect(contactOf(noor.contact_id)).toMatchObject({
			name: 'Noor Haddad',
			email: 'noor@haddad.example',
			kinds: ['other'],
			version: 1,
		})
		const room = data.viewing_rooms.find((r: any) => r.token === ROOM_TOKEN)
		expect(contactOf(room.recipients[0].contact_id)).toMatchObject({ name: 'Anika Desai' })
		// Linking is not an edit of the room.
		expect(room.version).toBe(1)
		const longtime = data.subscribers.find((s: any) => s.email === 'longtime@reader.example')
		expect(contactOf(longtime.contact_id)).toMatchObject({ name: 'Longtime Reader', kinds: ['other'] })
		// A reader who never confirmed is nobody's contact.
		expect(data.subscribers.find((s: any) => s.email === 'unsure@reader.example').contact_id ?? null).toBeNull()
		expect(contactByEmail('unsure@reader.example')).toBeUndefined()
		expect(server.logs()).toContain('Linked 4 enquiries, room recipients and readers to their contacts.')
		// The contacts made at start are one entry of the activity log, the server's own work.
		const made = data.activity.filter((a: any) => a.entity === 'contact' && a.kind === 'create')
		expect(made).toEqual([
			expect.objectContaining({
				username: 'system',
				entity_id: null,
				summary: 'Linked 4 enquiries, room recipients and readers to contacts, making 2 contacts',
			}),
		])
	})

	it('links a new enquiry to the contact of its address or one of its other emails, and never joins two addresses', async () => {
		const helena = contactByEmail('helena.vasquez@example.com')
		const moved = await client.put(`/api/admin/contacts/${helena.id}`, {
			token,
			json: { other_emails: ['h.vasquez@studio.example'] },
		})
		expect(moved.status, moved.text).toBe(200)
		const before = db().contacts.length
		const work = db().artworks.find((a: any) => a.is_visible)
		const send = (email: string, name: string) =>
			client.post('/api/enquiries', {
				json: { artwork_id: work.id, name, email, message: 'Could I see it next week?' },
				headers: from(),
			})
		const first = await send('H.Vasquez@Studio.example', 'Helena')
		expect(first.status, first.text).toBe(201)
		// The public answer never names the contact.
		expect(first.body.enquiry).not.toHaveProperty('contact_id')
		expect(JSON.stringify(first.body)).not.toContain('Helena Vasquez')
		expect(db().enquiries.find((e: any) => e.id === first.body.enquiry.id).contact_id).toBe(helena.id)
		expect(db().contacts).toHaveLength(before)

		// An address like hers but not hers is someone else, until a person decides otherwise.
		const second = await send('helena.vasquez@example.org', 'Helena Vasquez')
		const other = db().enquiries.find((e: any) => e.id === second.body.enquiry.id).contact_id
		expect(other).not.toBe(helena.id)
		expect(contactOf(other)).toMatchObject({ name: 'Helena Vasquez', email: 'helena.vasquez@example.org' })
		expect(db().contacts).toHaveLength(before + 1)
		const again = await send('HELENA.VASQUEZ@example.org', 'H')
		expect(db().enquiries.find((e: any) => e.id === again.body.enquiry.id).contact_id).toBe(other)
		expect(db().contacts).toHaveLength(before + 1)
	})

	it('links a room recipient, and a reader active at once, as they are added', async () => {
		const room = db().viewing_rooms.find((r: any) => r.token === ROOM_TOKEN)
		const added = await client.post(`/api/admin/viewing-rooms/${room.id}/recipients`, {
			token,
			json: { name: 'Jonas', email: 'J.Keller@Hafenhalle.example' },
		})
		expect(added.status, added.text).toBe(201)
		const recipient = db()
			.viewing_rooms.find((r: any) => r.id === room.id)
			.recipients.find((r: any) => r.id === added.body.id)
		expect(contactOf(recipient.contact_id)).toMatchObject({ name: 'Jonas Keller' })

		// Without a mail server a sign-up is active at once, and so linked at once.
		const signUp = await client.post('/api/newsletter/subscribe', {
			json: { email: 'fresh@reader.example', name: 'Fresh Reader' },
			headers: from(),
		})
		expect(signUp.status, signUp.text).toBe(201)
		expect(signUp.body.subscriber).not.toHaveProperty('contact_id')
		const reader = db().subscribers.find((s: any) => s.email === 'fresh@reader.example')
		expect(contactOf(reader.contact_id)).toMatchObject({ name: 'Fresh Reader', kinds: ['other'] })
	})

	it('merges a contact into another: every link moves, the email joins the other emails, the log says so', async () => {
		const kept = contactByEmail('helena.vasquez@example.com')
		const merged = contactByEmail('helena.vasquez@example.org')
		const theirs = db()
			.enquiries.filter((e: any) => e.contact_id === merged.id)
			.map((e: any) => e.id)
		expect(theirs.length).toBe(2)
		await client.put(`/api/admin/contacts/${merged.id}`, {
			token,
			json: { phone: '+34 600 000 000', kinds: ['collector', 'press'], tags: ['spain'], notes: 'Second address' },
		})

		const self = await client.refused(() =>
			client.post(`/api/admin/contacts/${kept.id}/merge`, { token, json: { from_id: kept.id } }),
		)
		expect(self.body.fields.from_id).toBe('A contact cannot be merged into itself')
		const unknown = await client.refused(() =>
			client.post(`/api/admin/contacts/${kept.id}/merge`, { token, json: { from_id: 999_999 } }),
		)
		expect(unknown.status).toBe(400)
		expect(
			(await client.post(`/api/admin/contacts/999999/merge`, { token, json: { from_id: merged.id } })).status,
		).toBe(404)
		const stale = await client.refused(() =>
			client.post(`/api/admin/contacts/${kept.id}/merge`, { token, json: { from_id: merged.id, version: 1 } }),
		)
		expect(stale.status).toBe(409)

		const res = await client.post(`/api/admin/contacts/${kept.id}/merge`, { token, json: { from_id: merged.id } })
		expect(res.status, res.text).toBe(200)
		expect(res.body).toMatchObject({
			id: kept.id,
			name: 'Helena Vasquez',
			email: 'helena.vasquez@example.com',
			other_emails: ['h.vasquez@studio.example', 'helena.vasquez@example.org'],
			phone: kept.phone,
			kinds: ['collector', 'press'],
			tags: ['painting', 'vip', 'spain'],
			notes: `${kept.notes}\n\nSecond address`,
			version: kept.version + 1,
		})
		const data = db()
		expect(data.contacts.some((c: any) => c.id === merged.id)).toBe(false)
		for (const id of theirs) expect(data.enquiries.find((e: any) => e.id === id).contact_id).toBe(kept.id)
		const entry = data.activity.filter((a: any) => a.kind === 'merge').at(-1)
		expect(entry).toMatchObject({ entity: 'contact', entity_id: kept.id, username: 'admin' })
		expect(entry.summary).toBe(`Merged contact "Helena Vasquez" (#${merged.id}) into "Helena Vasquez"`)
		// The merged one's history is kept: its last revision is its deletion. Restoring it would make two contacts of
		// one address, and is refused.
		const revisions = await client.get(`/api/admin/contacts/${merged.id}/revisions`, { token })
		expect(revisions.body[0].action).toBe('delete')
		const restore = await client.refused(() =>
			client.post(`/api/admin/contacts/${merged.id}/revisions/${revisions.body.at(-1).id}/restore`, { token }),
		)
		expect(restore.status).toBe(409)
		expect(restore.body.fields.email).toContain('Helena Vasquez')

		// Mail from the merged address now joins the kept contact.
		const work = data.artworks.find((a: any) => a.is_visible)
		const later = await client.post('/api/enquiries', {
			json: { artwork_id: work.id, name: 'Helena', email: 'Helena.Vasquez@example.org', message: 'One more question' },
			headers: from(),
		})
		expect(db().enquiries.find((e: any) => e.id === later.body.enquiry.id).contact_id).toBe(kept.id)
	})

	it("tells a contact's history in one timeline, newest first, with the artists they are interested in", async () => {
		const data = db()
		const work = data.artworks.find((a: any) => a.is_visible)
		const helena = contactByEmail('helena.vasquez@example.com')
		const res = await client.get(`/api/admin/contacts/${helena.id}/timeline`, { token })
		expect(res.status, res.text).toBe(200)
		const enquiries = res.body.events.filter((e: any) => e.kind === 'enquiry')
		expect(enquiries).toHaveLength(5)
		expect(enquiries[0]).toMatchObject({ artwork_id: work.id, artwork_title: work.title, message: 'One more question' })
		expect(enquiries.at(-1).at).toBe(OLD)
		const times = res.body.events.map((e: any) => e.at)
		expect(times).toEqual([...times].sort().reverse())
		// Five enquiries about the work, and the demo's sale to her of another of the artist's works.
		expect(res.body.events.filter((e: any) => e.kind === 'purchase')).toHaveLength(1)
		expect(res.body.interests).toEqual([{ artist_id: work.artist_id, artist_name: work.artist_name, count: 6 }])

		const anika = contactByEmail('anika@desaifamily.example')
		const rooms = (await client.get(`/api/admin/contacts/${anika.id}/timeline`, { token })).body
		// The demo's sale to her last week, then the room she viewed.
		expect(rooms.events.map((e: any) => e.kind)).toEqual(['purchase', 'room_viewed', 'room_sent'])
		expect(rooms.events[1]).toMatchObject({
			room_title: 'Winter preview',
			views: 2,
			works_viewed: [{ artwork_id: work.id, title: work.title }],
		})
		expect(rooms.interests).toEqual([
			{ artist_id: work.artist_id, artist_name: work.artist_name, count: 1 },
			{ artist_id: expect.any(Number), artist_name: 'Lukas Brenner', count: 1 },
		])

		const reader = contactByEmail('longtime@reader.example')
		const read = (await client.get(`/api/admin/contacts/${reader.id}/timeline`, { token })).body
		expect(read).toEqual({ events: [expect.objectContaining({ kind: 'newsletter', status: 'active' })], interests: [] })

		// The contact's page shows the same history.
		const page = await fetch(`${server.url}/admin/contacts/${anika.id}`, { headers: { Cookie: cookie } })
		const html = (await page.text()).replace(/<!-- -->/g, '')
		expect(html).toContain('Sent the viewing room')
		expect(html).toContain('Viewed Winter preview (2 views)')
		expect(html).toContain(`Works opened: ${work.title}`)
		expect((await client.get('/api/admin/contacts/999999/timeline', { token })).status).toBe(404)
	})

	it('exports everything held about a contact, and erases them: records deleted or blanked, the log keeping only that it happened', async () => {
		const anika = contactByEmail('anika@desaifamily.example')
		const work = db().artworks.find((a: any) => a.is_visible)
		const sent = await client.post('/api/enquiries', {
			json: {
				artwork_id: work.id,
				name: 'Anika',
				email: 'anika@desaifamily.example',
				phone: '+44 20 0000 0000',
				message: 'Please call me about the vessel.',
			},
			headers: from(),
		})
		expect(sent.status).toBe(201)
		await client.post('/api/newsletter/subscribe', {
			json: { email: 'Anika@DesaiFamily.example', name: 'Anika Desai' },
			headers: from(),
		})
		// A contact of hers merged into this one: its history (found among the contacts' revisions alone) goes too.
		const other = await client.post('/api/admin/contacts', {
			token,
			json: { name: 'A. Desai', email: 'a.desai@elsewhere.example', notes: 'Met at the fair' },
		})
		expect(other.status, other.text).toBe(201)
		const joined = await client.post(`/api/admin/contacts/${anika.id}/merge`, {
			token,
			json: { from_id: other.body.id },
		})
		expect(joined.status, joined.text).toBe(200)
		await client.put(`/api/admin/contacts/${anika.id}`, { token, json: { notes: 'Prefers mornings' } })
		const reader = db().subscribers.find((r: any) => r.email === 'Anika@DesaiFamily.example')
		expect(reader.contact_id).toBe(anika.id)

		const exported = await client.get(`/api/admin/contacts/${anika.id}/export`, { token })
		expect(exported.status, exported.text).toBe(200)
		expect(exported.body.contact).toMatchObject({ id: anika.id, notes: 'Prefers mornings' })
		expect(exported.body.enquiries.map((e: any) => e.message)).toEqual(['Please call me about the vessel.'])
		expect(exported.body.viewing_rooms).toEqual([
			expect.objectContaining({ room_title: 'Winter preview', recipient: expect.objectContaining({ name: 'Anika' }) }),
		])
		expect(exported.body.viewing_rooms[0].recipient).not.toHaveProperty('token')
		expect(exported.body.newsletter[0].subscriber).toMatchObject({ id: reader.id, status: 'active' })
		expect(exported.body.newsletter[0].subscriber).not.toHaveProperty('unsubscribe_token')
		expect(exported.body.timeline.events.length).toBeGreaterThan(2)
		const download = await fetch(`${server.url}/admin/contacts/${anika.id}/export`, { headers: { Cookie: cookie } })
		expect(download.headers.get('content-disposition')).toBe(`attachment; filename="contact-${anika.id}-data.json"`)

		const erased = await client.del(`/api/admin/contacts/${anika.id}`, { token })
		expect(erased.body).toEqual({ success: true })
		const data = db()
		expect(data.contacts.some((c: any) => c.id === anika.id)).toBe(false)
		expect(data.subscribers.some((r: any) => r.id === reader.id)).toBe(false)
		const enquiry = data.enquiries.find((e: any) => e.id === sent.body.enquiry.id)
		expect(enquiry).toMatchObject({ name: '', email: '', phone: '', message: 'Please call me about the vessel.' })
		const room = data.viewing_rooms.find((r: any) => r.token === ROOM_TOKEN)
		expect(room.recipients[0]).toMatchObject({ name: '', email: '', revoked_at: expect.any(String) })
		const link = await fetch(`${server.url}/viewing-room/an-old-recipient-link-0001`)
		expect(link.status).not.toBe(200)
		// Nothing kept names them: no revision, no activity entry, no record, no room revision, no journal line.
		expect(data.revisions.some((r: any) => r.entity === 'contact' && r.entity_id === anika.id)).toBe(false)
		// The demo's sale to her keeps the buyer's name and address, which the law requires, without the link.
		const sale = data.sales.find((one: any) => one.buyer_name === 'Anika Desai')
		expect(sale).toMatchObject({ contact_id: null })
		const everything = JSON.stringify({ ...data, sales: data.sales.filter((one: any) => one !== sale) })
		for (const text of [
			'anika@desaifamily.example',
			'Anika@DesaiFamily.example',
			'Anika Desai',
			'Prefers mornings',
			'+44 20 0000 0000',
			'a.desai@elsewhere.example',
			'Met at the fair',
		]) {
			expect(everything, text).not.toContain(text)
		}
		const journal = journalFiles(server.dataDir)
			.map((file) => fs.readFileSync(file, 'utf8'))
			.join('')
		expect(journal).not.toContain('anika@desaifamily.example')
		const log = data.activity.filter((a: any) => a.entity === 'contact' && a.entity_id === anika.id)
		expect(log.at(-1)).toMatchObject({ kind: 'erase', summary: 'A contact was erased at their request' })
		expect((await client.get(`/api/admin/contacts/${anika.id}`, { token })).status).toBe(404)
		expect((await client.del(`/api/admin/contacts/${anika.id}`, { token })).status).toBe(404)
	})

	it("moves a consignor's and a hold's links when contacts merge, and erases no consignor of a work the gallery still holds", async () => {
		const contact = async (name: string, email: string) =>
			(await client.post('/api/admin/contacts', { token, json: { name, email } })).body.id as number
		const [owner, ownerToo, holder] = [
			await contact('Odile Fenn', 'odile.fenn@example.com'),
			await contact('Odile Fenn', 'o.fenn@example.net'),
			await contact('Piet Lund', 'piet.lund@example.com'),
		]
		const artistId = db().artists[0].id
		const consignment = { received_at: '2026-02-01', due_back_at: null, terms: 'Net 30', consignor_share_pct: 50 }
		const consigned = await client.post('/api/admin/artworks', {
			token,
			json: {
				title: 'Consigned by Odile',
				artist_id: artistId,
				consignment: { ...consignment, consignor_contact_id: ownerToo },
				availability: 'reserved',
				hold_for: 'Odile',
				hold_contact_id: ownerToo,
			},
		})
		expect(consigned.status, consigned.text).toBe(201)
		const edition = await client.post('/api/admin/artworks', {
			token,
			json: { title: 'Edition held for Piet', artist_id: artistId, edition_size: 2 },
		})
		const impressions = edition.body.impressions.map((i: any, index: number) =>
			index === 0 ? { ...i, availability: 'reserved', hold_for: 'Piet', hold_contact_id: holder } : i,
		)
		await client.put(`/api/admin/artworks/${edition.body.id}`, { token, json: { impressions } })

		await client.post(`/api/admin/contacts/${owner}/merge`, { token, json: { from_id: ownerToo } })
		const work = () => db().artworks.find((a: any) => a.id === consigned.body.id)
		expect(work().consignment.consignor_contact_id).toBe(owner)
		expect(work().hold_contact_id).toBe(owner)

		// The work is still the gallery's to hold for them: no erasure, nothing changed.
		const refused = await client.refused(() => client.del(`/api/admin/contacts/${owner}`, { token }))
		expect(refused.status).toBe(409)
		expect(refused.body.error).toBe(
			'This contact consigns a work the gallery still holds: return or sell it before erasing them',
		)
		// Sold, the consignor may be erased; the work keeps no link to them.
		await client.put(`/api/admin/artworks/${consigned.body.id}`, { token, json: { availability: 'sold' } })
		expect((await client.del(`/api/admin/contacts/${owner}`, { token })).status).toBe(200)
		expect(work()).toMatchObject({ consignment: null, hold_contact_id: null })
		// A hold on an impression names its contact no more once they are erased; the name given stays.
		expect((await client.del(`/api/admin/contacts/${holder}`, { token })).status).toBe(200)
		const held = db().artworks.find((a: any) => a.id === edition.body.id).impressions[0]
		expect(held).toMatchObject({ availability: 'reserved', hold_for: 'Piet', hold_contact_id: null })
	})

	it('finds a contact by each address it has now, as an edit, a merge and an erasure change them', async () => {
		const work = db().artworks.find((a: any) => a.is_visible)
		const enquire = async (email: string, name = 'Iris') => {
			const res = await client.post('/api/enquiries', {
				json: { artwork_id: work.id, name, email, message: 'Is it still available?' },
				headers: from(),
			})
			expect(res.status, res.text).toBe(201)
			return db().enquiries.find((e: any) => e.id === res.body.enquiry.id).contact_id as number
		}
		const made = await client.post('/api/admin/contacts', {
			token,
			json: { name: 'Iris Index', email: 'iris@index.example', other_emails: ['iris.old@index.example'] },
		})
		expect(made.status, made.text).toBe(201)
		const iris = made.body.id
		expect(await enquire('IRIS.OLD@index.example')).toBe(iris)

		// An other email taken off is hers no more; the one put in its place is, and no other contact may take it.
		await client.put(`/api/admin/contacts/${iris}`, { token, json: { other_emails: ['iris.new@index.example'] } })
		expect(await enquire('iris.new@index.example')).toBe(iris)
		const old = await enquire('iris.old@index.example', 'Old Iris')
		expect(old).not.toBe(iris)
		const taken = await client.refused(() =>
			client.post('/api/admin/contacts', { token, json: { name: 'Copy', email: 'Iris.New@index.example' } }),
		)
		expect(taken.body.fields.email).toContain('Iris Index')

		// Merged into her, the old address is hers again: a sign-up from it is linked to her.
		const merged = await client.post(`/api/admin/contacts/${iris}/merge`, { token, json: { from_id: old } })
		expect(merged.status, merged.text).toBe(200)
		const signUp = await client.post('/api/newsletter/subscribe', {
			json: { email: 'Iris.Old@index.example', name: 'Iris' },
			headers: from(),
		})
		expect(signUp.status, signUp.text).toBe(201)
		expect(db().subscribers.find((r: any) => r.email === 'Iris.Old@index.example').contact_id).toBe(iris)

		// Erased, none of her addresses finds her: each is someone new.
		expect((await client.del(`/api/admin/contacts/${iris}`, { token })).status).toBe(200)
		const again = await enquire('iris@index.example', 'Iris Again')
		expect(contactOf(again)).toMatchObject({ name: 'Iris Again', email: 'iris@index.example' })
		const newer = await enquire('iris.new@index.example', 'Iris New')
		expect([iris, again]).not.toContain(newer)
		expect(contactOf(newer)).toMatchObject({ name: 'Iris New' })
	})

	it('suggests at most ten contacts with an email, by name, as a contact field is typed into; never to a visitor', async () => {
		for (let i = 12; i >= 1; i--) {
			const json = { name: `Suggested Person ${String(i).padStart(2, '0')}`, email: `suggested${i}@example.com` }
			expect((await client.post('/api/admin/contacts', { token, json })).status).toBe(201)
		}
		expect(
			(await client.post('/api/admin/contacts', { token, json: { name: 'Suggested Without Email' } })).status,
		).toBe(201)
		const suggest = async (q: string, as: Record<string, string> = { Cookie: cookie }) => {
			const res = await fetch(`${server.url}/admin/contacts/suggest?q=${encodeURIComponent(q)}`, {
				headers: as,
				redirect: 'manual',
			})
			return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? await res.json() : null }
		}
		const found = await suggest('SUGGESTED')
		expect(found.status).toBe(200)
		expect(found.body.contacts).toHaveLength(10)
		expect(found.body.contacts[0]).toEqual({
			id: expect.any(Number),
			name: 'Suggested Person 01',
			email: 'suggested1@example.com',
			organisation: '',
		})
		expect(found.body.contacts.map((c: { name: string }) => c.name)).toEqual(
			Array.from({ length: 10 }, (_, i) => `Suggested Person ${String(i + 1).padStart(2, '0')}`),
		)
		// By email as well as by name; one letter, or a question longer than an address, finds nothing.
		expect((await suggest('suggested12@')).body.contacts.map((c: { name: string }) => c.name)).toEqual([
			'Suggested Person 12',
		])
		expect((await suggest('s')).body.contacts).toEqual([])
		expect((await suggest('s'.repeat(2000))).body.contacts).toEqual([])
		const visitor = await suggest('suggested', {})
		expect(visitor.status).not.toBe(200)
		expect(visitor.body).toBeNull()
	})

	it('keeps contacts off every public page and public answer', async () => {
		const names = db().contacts.map((c: any) => c.name as string)
		const notes = db()
			.contacts.map((c: any) => c.notes as string)
			.filter(Boolean)
		for (const path of ['/', '/collection', '/artists', '/exhibitions', '/contact', '/sitemap.xml', '/api/artworks']) {
			const res = await fetch(`${server.url}${path}`)
			const body = await res.text()
			for (const text of [...notes, 'Jonas Keller', 'Hafenhalle Hamburg']) {
				expect(body, `${path} holds ${text}`).not.toContain(text)
			}
		}
		expect(names.length).toBeGreaterThan(4)
		for (const path of ['/api/contacts', '/api/admin/contacts', `/api/admin/contacts/1`]) {
			const res = await fetch(`${server.url}${path}`)
			expect(res.status, path).toBeGreaterThanOrEqual(401)
			expect(await res.text()).not.toContain('Helena')
		}
	})
})
