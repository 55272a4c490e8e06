import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCookie } from '../support/admin.ts'
import { api } from '../support/api.ts'
import { startServer, type TestServer } from '../support/server.ts'
import { partsOf, SMTP_PASS, SMTP_USER, startSmtp } from '../support/smtp.ts'
import { journalFiles } from '../support/store.ts'
import { multipart, png } from '../support/uploads.ts'

/**
 * Private viewing rooms (docs/public-site.md, 'Viewing rooms'; docs/api.md):
 * the API, every status of a link, the headers, the password and its limit,
 * tracking, enquiries from a room, and that nothing of a room reaches the
 * public site. The server trusts X-Forwarded-For, so tests speak from
 * addresses of their own.
 */
/** Where the mails' links and images point (the test fetches them from the server itself). */
const PUBLIC_URL = 'http://127.0.0.1'

describe('viewing rooms', () => {
	let server: TestServer
	let smtp: Awaited<ReturnType<typeof startSmtp>>
	let client: ReturnType<typeof api>
	let token: string
	let cookie: string
	let address = 0
	const from = () => ({ 'X-Forwarded-For': `203.0.113.${++address}` })
	const future = (days: number) => new Date(server.now() + days * 86_400_000).toISOString()
	const page = (path: string, headers: Record<string, string> = {}) =>
		fetch(`${server.url}${path}`, { headers: { ...from(), ...headers }, redirect: 'manual' })
	const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, '')
	const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = from()) =>
		fetch(`${server.url}${path}`, { method: 'POST', body: new URLSearchParams(fields), headers, redirect: 'manual' })
	const pathOf = (url: string) => new URL(url).pathname
	const roomsInDb = () => server.readDb().viewing_rooms as Record<string, any>[]

	let hiddenId: number
	let hiddenSlug: string
	let visible: { id: number; slug: string; title: string }

	async function createRoom(body: Record<string, unknown> = {}) {
		const res = await client.post('/api/admin/viewing-rooms', {
			token,
			json: {
				title: 'Private view: new paintings',
				intro: 'A first look, for a few friends of the gallery.',
				closing_text: 'With our thanks.',
				status: 'open',
				expires_at: future(7),
				items: [
					{ artwork_id: hiddenId, note: 'Fresh from the studio.', price: 4200 },
					{ artwork_id: visible.id, note: '' },
				],
				...body,
			},
		})
		expect(res.status, res.text).toBe(201)
		return res.body
	}

	beforeAll(async () => {
		smtp = await startSmtp()
		server = await startServer({
			seed: 'demo',
			env: {
				TRUST_PROXY: '1',
				SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${smtp.port}`,
				NOTIFY_EMAIL: 'staff@gallery.example.org',
				PUBLIC_URL,
			},
		})
		client = api(server)
		token = await client.login()
		cookie = await adminCookie(server)
		const works = (await client.get('/api/admin/artworks', { token })).body as Record<string, any>[]
		const [hidden, shown] = works.filter((w) => w.is_visible && w.availability === 'available') as [
			Record<string, any>,
			Record<string, any>,
		]
		hiddenId = hidden.id
		hiddenSlug = hidden.slug
		visible = { id: shown.id, slug: shown.slug, title: shown.title }
		const hide = await client.put(`/api/admin/artworks/${hiddenId}`, { token, json: { is_visible: false } })
		expect(hide.status, hide.text).toBe(200)
	})
	afterAll(async () => {
		await server?.stop()
		await smtp?.stop()
	})

	it('creates a room through the API: 201, links, has_password, never the password', async () => {
		const room = await createRoom({ password: 'opensesame' })
		expect(room).toMatchObject({
			id: expect.any(Number),
			title: 'Private view: new paintings',
			status: 'open',
			show_prices: true,
			has_password: true,
			views: 0,
			recipients: [],
		})
		expect(room.token).toMatch(/^[A-Za-z0-9_-]{22,}$/)
		expect(room.url).toMatch(new RegExp(`/viewing-room/${room.token}$`))
		expect(room).not.toHaveProperty('password')
		expect(room).not.toHaveProperty('password_hash')
		expect(JSON.stringify(roomsInDb())).not.toContain('opensesame')
		const list = await client.get('/api/admin/viewing-rooms', { token })
		expect(list.status).toBe(200)
		expect(list.body.map((r: { id: number }) => r.id)).toContain(room.id)
		const one = await client.get(`/api/admin/viewing-rooms/${room.id}`, { token })
		expect(one.body).toEqual(room)
	})

	it('answers 400 with fields, 401 without a token and 404 for an unknown room', async () => {
		const bad = await client.refused(() =>
			client.post('/api/admin/viewing-rooms', { token, json: { title: '', status: 'open' } }),
		)
		expect(bad.status).toBe(400)
		expect(bad.body.fields).toMatchObject({ title: 'Title is required', expires_at: expect.any(String) })
		const past = await client.refused(() =>
			client.post('/api/admin/viewing-rooms', {
				token,
				json: { title: 'Late', status: 'open', expires_at: new Date(Date.now() - 1000).toISOString() },
			}),
		)
		expect(past.body.fields.expires_at).toBe('An open room needs an expiry date in the future')
		const unknownWork = await client.refused(() =>
			client.post('/api/admin/viewing-rooms', { token, json: { title: 'X', items: [{ artwork_id: 99999 }] } }),
		)
		expect(unknownWork.status).toBe(400)
		expect((await client.get('/api/admin/viewing-rooms')).status).toBe(401)
		expect((await client.post('/api/admin/viewing-rooms', { json: { title: 'X' } })).status).toBe(401)
		expect((await client.get('/api/admin/viewing-rooms/99999', { token })).status).toBe(404)
		expect((await client.put('/api/admin/viewing-rooms/99999', { token, json: { title: 'X' } })).status).toBe(404)
		expect((await client.del('/api/admin/viewing-rooms/99999', { token })).status).toBe(404)
		const room = await createRoom()
		const noName = await client.refused(() =>
			client.post(`/api/admin/viewing-rooms/${room.id}/recipients`, { token, json: { email: 'x' } }),
		)
		expect(noName.body.fields).toMatchObject({ name: 'Name is required', email: 'Please enter a valid email address' })
		expect((await client.post(`/api/admin/viewing-rooms/${room.id}/recipients/99/revoke`, { token })).status).toBe(404)
		expect((await client.del(`/api/admin/viewing-rooms/${room.id}/recipients/99`, { token })).status).toBe(404)
	})

	it('shows an open room with its headers, its works in order, the room price and the note', async () => {
		const room = await createRoom()
		const res = await page(pathOf(room.url))
		expect(res.status).toBe(200)
		expect(res.headers.get('cache-control')).toBe('private, no-store')
		expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow')
		expect(res.headers.get('referrer-policy')).toBe('no-referrer')
		const html = await text(res)
		expect(html).toContain('<meta name="robots" content="noindex"/>')
		expect(html).not.toContain('rel="canonical"')
		expect(html).not.toContain('application/ld+json')
		expect(html).toContain('Private view: new paintings')
		expect(html).toContain('A first look, for a few friends of the gallery.')
		expect(html).toContain('With our thanks.')
		expect(html).toContain('€4,200')
		expect(html).toContain('Fresh from the studio.')
		expect(html.indexOf(`/${hiddenSlug}"`)).toBeLessThan(html.indexOf(`/${visible.slug}"`))
		expect(html).toContain('Request to reserve')
		// Twice in a row: never from a cache, each view counted.
		await page(pathOf(room.url))
		expect((await client.get(`/api/admin/viewing-rooms/${room.id}`, { token })).body.views).toBe(2)
	})

	it('keeps a hidden work of an open room off every public page and the public API', async () => {
		const room = await createRoom()
		expect((await page(`${pathOf(room.url)}/${hiddenSlug}`)).status).toBe(200)
		expect((await page(`/artwork/${hiddenSlug}`)).status).toBe(404)
		expect((await client.get(`/api/artworks/${hiddenId}`)).status).toBe(404)
		expect((await client.get(`/api/artworks/${hiddenSlug}`)).status).toBe(404)
		const publicList = (await client.get('/api/artworks')).body as { id: number }[]
		expect(publicList.map((w) => w.id)).not.toContain(hiddenId)
		expect((await page(`/iiif/artwork/${hiddenSlug}/manifest.json`)).status).toBe(404)
	})

	it('keeps rooms and their prices out of the sitemap, search, lists and other pages', async () => {
		const room = await createRoom({ items: [{ artwork_id: visible.id, note: '', price: 777777 }] })
		const sitemap = await text(await page('/sitemap.xml'))
		expect(sitemap).not.toContain('viewing-room')
		expect(sitemap).not.toContain(room.token)
		const search = await text(await page(`/collection?q=${encodeURIComponent(room.title)}`))
		expect(search).not.toContain(room.token)
		expect(search).not.toContain('777,777')
		const work = await text(await page(`/artwork/${visible.slug}`))
		expect(work).not.toContain('777,777')
		expect(work).not.toContain('777777')
		const apiWork = await client.get(`/api/artworks/${visible.id}`)
		expect(apiWork.text).not.toContain('777777')
		for (const path of ['/api/artworks', '/api/exhibitions', '/api/artists', '/api/page-content']) {
			const res = await client.get(path)
			expect(res.text).not.toContain(room.token)
			expect(res.text).not.toContain('777777')
		}
		expect((await client.get('/api/viewing-rooms')).status).toBe(404)
	})

	it('shows a price changed in the back office on the next view', async () => {
		const room = await createRoom()
		expect(await text(await page(pathOf(room.url)))).toContain('€4,200')
		const items = room.items.map((item: Record<string, unknown>) =>
			item.artwork_id === hiddenId ? { ...item, price: 5100 } : item,
		)
		const put = await client.put(`/api/admin/viewing-rooms/${room.id}`, { token, json: { items } })
		expect(put.status, put.text).toBe(200)
		const html = await text(await page(pathOf(room.url)))
		expect(html).toContain('€5,100')
		expect(html).not.toContain('€4,200')
	})

	it('answers 404 for unknown links and draft rooms, alike', async () => {
		const unknown = await page('/viewing-room/AAAAAAAAAAAAAAAAAAAAAAAA')
		expect(unknown.status).toBe(404)
		expect(unknown.headers.get('cache-control')).toBe('private, no-store')
		expect(unknown.headers.get('x-robots-tag')).toBe('noindex, nofollow')
		const unknownText = await text(unknown)
		expect((await page('/viewing-room/short')).status).toBe(404)
		const draft = await createRoom({ status: 'draft' })
		const res = await page(pathOf(draft.url))
		expect(res.status).toBe(404)
		const draftText = await text(res)
		expect(draftText.replace(/nonce="[^"]+"/g, '')).toBe(unknownText.replace(/nonce="[^"]+"/g, ''))
		// Staff preview a draft, uncounted.
		const preview = await page(pathOf(draft.url), { Cookie: cookie })
		expect(preview.status).toBe(200)
		expect(await text(preview)).toContain('Preview as staff')
		expect(roomsInDb().find((r) => r.id === draft.id)!.views).toBe(0)
	})

	it('says when a room not yet open opens, and answers 410 with the contact details once it closed or expired', async () => {
		const later = await createRoom({ opens_at: '2099-05-01T18:00:00.000Z', expires_at: '2099-06-01T00:00:00.000Z' })
		const waiting = await page(pathOf(later.url))
		expect(waiting.status).toBe(200)
		const html = await text(waiting)
		expect(html).toContain('This viewing room opens on May 1, 2099, 6:00 PM UTC.')
		expect(html).not.toContain('Fresh from the studio.')

		const closed = await createRoom({ status: 'closed' })
		const gone = await page(pathOf(closed.url))
		expect(gone.status).toBe(410)
		expect(gone.headers.get('cache-control')).toBe('private, no-store')
		const goneText = await text(gone)
		expect(goneText).toContain('This viewing room has closed')
		const contact = (await client.get('/api/page-content')).body.contactInfo
		expect(goneText).toContain(contact.email)

		// It expires a minute from the server's now; the test moves the server's clock over that minute.
		const expiring = await createRoom({ expires_at: new Date(server.now() + 60_000).toISOString() })
		expect((await page(pathOf(expiring.url))).status).toBe(200)
		await server.moveClock(60_000)
		const expired = await page(pathOf(expiring.url))
		expect(expired.status).toBe(410)
		expect(await text(expired)).toContain('This viewing room has closed')
		expect((await page(`${pathOf(expiring.url)}/${visible.slug}`)).status).toBe(410)
	})

	it('gives each recipient a link of their own, tracks it, and ends it at once when revoked or deleted', async () => {
		const room = await createRoom()
		const add = await client.post(`/api/admin/viewing-rooms/${room.id}/recipients`, {
			token,
			json: { name: 'Ines Collector', email: 'ines@example.com' },
		})
		expect(add.status, add.text).toBe(201)
		const recipient = add.body
		expect(recipient).toMatchObject({ id: 1, name: 'Ines Collector', email: 'ines@example.com', revoked_at: null })
		expect(recipient.token).toMatch(/^[A-Za-z0-9_-]{22,}$/)
		expect(recipient.token).not.toBe(room.token)
		expect(recipient.url).toMatch(new RegExp(`/viewing-room/${recipient.token}$`))

		const first = await page(pathOf(recipient.url))
		expect(first.status).toBe(200)
		const html = await text(first)
		expect(html).toContain('Prepared for Ines Collector')
		expect(html).toContain('value="ines@example.com"')
		await page(`${pathOf(recipient.url)}/${hiddenSlug}`)
		// Staff views are not counted.
		await page(pathOf(recipient.url), { Cookie: cookie })
		const tracked = (await client.get(`/api/admin/viewing-rooms/${room.id}`, { token })).body
		const stored = tracked.recipients[0]
		expect(stored).toMatchObject({ views: 2, works_viewed: [hiddenId] })
		expect(stored.first_viewed_at).toEqual(expect.any(String))
		expect(stored.last_viewed_at >= stored.first_viewed_at).toBe(true)
		expect(tracked.views).toBe(0)

		const revoke = await client.post(`/api/admin/viewing-rooms/${room.id}/recipients/${recipient.id}/revoke`, { token })
		expect(revoke.status).toBe(200)
		expect(revoke.body.revoked_at).toEqual(expect.any(String))
		expect((await page(pathOf(recipient.url))).status).toBe(404)
		expect((await page(`${pathOf(recipient.url)}/${hiddenSlug}`)).status).toBe(404)
		expect((await page(pathOf(room.url))).status).toBe(200)

		const second = (
			await client.post(`/api/admin/viewing-rooms/${room.id}/recipients`, {
				token,
				json: { name: 'Tom', email: 'tom@example.com' },
			})
		).body
		expect(second.id).toBe(2)
		expect((await page(pathOf(second.url))).status).toBe(200)
		const del = await client.del(`/api/admin/viewing-rooms/${room.id}/recipients/${second.id}`, { token })
		expect(del.status).toBe(200)
		expect(del.body).toEqual({ success: true })
		expect((await page(pathOf(second.url))).status).toBe(404)

		const gone = await client.del(`/api/admin/viewing-rooms/${room.id}`, { token })
		expect(gone.body).toEqual({ success: true })
		expect((await page(pathOf(room.url))).status).toBe(404)
	})

	it('counts a view once per page the collector opens, as a small record: never a HEAD, a .data fetch, staff or a token', async () => {
		// A large room: every demo work, each with a long note, as a gallery's big rooms are.
		const works = (await client.get('/api/admin/artworks', { token })).body as { id: number; slug: string }[]
		const room = await createRoom({
			title: 'A large room',
			items: works.map((w) => ({ artwork_id: w.id, note: 'A note on the work. '.repeat(100) })),
		})
		const recipient = (
			await client.post(`/api/admin/viewing-rooms/${room.id}/recipients`, {
				token,
				json: { name: 'Vera Counted', email: 'vera@example.com' },
			})
		).body
		const path = pathOf(recipient.url)
		const tracking = async () =>
			(await client.get(`/api/admin/viewing-rooms/${room.id}`, { token })).body.recipients[0] as Record<string, any>
		const roomBytes = JSON.stringify(roomsInDb().find((r) => r.id === room.id)).length

		// Not views: staff signed in, a script with a token, a HEAD, and the loaders' .data fetches of both pages.
		expect((await page(path, { Cookie: cookie })).status).toBe(200)
		expect((await page(path, { Authorization: `Bearer ${token}` })).status).toBe(200)
		expect((await fetch(`${server.url}${path}`, { method: 'HEAD', headers: from() })).status).toBe(200)
		expect((await page(`${path}.data`)).status).toBe(200)
		expect((await page(`${path}/${visible.slug}.data`)).status).toBe(200)
		expect(await tracking()).toMatchObject({ views: 0, works_viewed: [], first_viewed_at: null })

		// Each page opened is one view, and writes a line the size of a counter, not the room again.
		const before = server.fingerprint()
		const written = journalBytes(server)
		for (let i = 0; i < 9; i++) expect((await page(path)).status).toBe(200)
		expect((await page(`${path}/${visible.slug}`)).status).toBe(200)
		expect(server.fingerprint()).not.toBe(before)
		const perView = (journalBytes(server) - written) / 10
		console.log(`A view of a room of ${works.length} works (${roomBytes} bytes stored) wrote ${perView} bytes.`)
		expect(perView).toBeLessThan(400)
		expect(perView).toBeGreaterThan(0)
		expect(await tracking()).toMatchObject({ views: 10, works_viewed: [visible.id] })
	})

	it('asks for the password, sets a 12-hour HttpOnly cookie for that room only, and answers 429 at the 11th wrong one', async () => {
		const room = await createRoom({ password: 'opensesame' })
		const other = await createRoom({ password: 'opensesame' })
		const path = pathOf(room.url)
		const headers = from()
		const form = await page(path, headers)
		expect(form.status).toBe(200)
		const formHtml = await text(form)
		expect(formHtml).toContain('type="password"')
		expect(formHtml).not.toContain('Fresh from the studio.')
		for (let i = 0; i < 10; i++) {
			const wrong = await post(path, { intent: 'password', password: `guess-${i}` }, headers)
			expect(wrong.status).toBe(400)
			expect(await text(wrong)).toContain('That password is not right.')
		}
		const eleventh = await post(path, { intent: 'password', password: 'opensesame' }, headers)
		expect(eleventh.status).toBe(429)
		expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0)
		// Another address is not held back by the first one's guesses.
		const right = await post(path, { intent: 'password', password: 'opensesame' })
		expect(right.status).toBe(302)
		const setCookie = right.headers.get('set-cookie')!
		expect(setCookie).toMatch(/HttpOnly/i)
		expect(setCookie).toMatch(/Max-Age=43200/)
		expect(setCookie).toMatch(/SameSite=Lax/i)
		const pair = setCookie.split(';')[0]!
		const inside = await page(path, { Cookie: pair })
		expect(await text(inside)).toContain('Fresh from the studio.')
		const otherRoom = await text(await page(pathOf(other.url), { Cookie: pair }))
		expect(otherRoom).toContain('type="password"')
		expect(otherRoom).not.toContain('Fresh from the studio.')
		// A room's own page posts with Origin: null (its Referrer-Policy); the browser's Sec-Fetch-Site vouches for it.
		const fromRoom = await post(
			path,
			{ intent: 'password', password: 'opensesame' },
			{
				...from(),
				Origin: 'null',
				'Sec-Fetch-Site': 'same-origin',
			},
		)
		expect(fromRoom.status).toBe(302)
		const forged = await post(path, { intent: 'password', password: 'opensesame' }, { ...from(), Origin: 'null' })
		expect(forged.status).toBe(403)
		// A new password ends the cookies of the old one.
		await client.put(`/api/admin/viewing-rooms/${room.id}`, { token, json: { password: 'another-one' } })
		expect(await text(await page(path, { Cookie: pair }))).toContain('type="password"')
		// Cleared: the room opens without one.
		const cleared = await client.put(`/api/admin/viewing-rooms/${room.id}`, { token, json: { password: null } })
		expect(cleared.body.has_password).toBe(false)
		expect(await text(await page(path))).toContain('Fresh from the studio.')
	})

	it('turns "Enquire" and "Request to reserve" into enquiries from the room, mailed as such', async () => {
		const room = await createRoom()
		const recipient = (
			await client.post(`/api/admin/viewing-rooms/${room.id}/recipients`, {
				token,
				json: { name: 'Ines Collector', email: 'ines@example.com' },
			})
		).body
		const path = pathOf(recipient.url)
		const bad = await post(path, { artwork_id: String(hiddenId), name: '', email: 'x', message: '' })
		expect(bad.status).toBe(400)
		expect(await text(bad)).toContain('Name is required')
		const reserve = await post(path, {
			artwork_id: String(hiddenId),
			kind: 'reserve',
			name: 'Ines Collector',
			email: 'ines@example.com',
			message: 'Please hold it for me.',
		})
		expect(reserve.status).toBe(302)
		expect(reserve.headers.get('location')).toBe(path)
		const enquiry = (server.readDb().enquiries as Record<string, any>[]).at(-1)!
		expect(enquiry).toMatchObject({
			artwork_id: hiddenId,
			viewing_room_id: room.id,
			recipient_id: recipient.id,
			kind: 'reserve',
			message: 'Please hold it for me.',
		})
		await expect
			.poll(() => smtp.messages.some((m) => m.text.includes('Please hold it for me.')), { timeout: 15_000 })
			.toBe(true)
		const mail = smtp.messages.find((m) => m.text.includes('Please hold it for me.'))!
		expect(mail.headers['subject']).toContain('Request to reserve')
		expect(mail.text).toContain('Request to reserve')
		expect(mail.text).toContain(room.title)

		const ask = await post(`${path}/${visible.slug}`, {
			artwork_id: String(visible.id),
			kind: 'enquiry',
			name: 'Ines Collector',
			email: 'ines@example.com',
			message: 'Tell me more.',
		})
		expect(ask.status).toBe(302)
		expect((server.readDb().enquiries as Record<string, any>[]).at(-1)).toMatchObject({
			artwork_id: visible.id,
			kind: 'enquiry',
			viewing_room_id: room.id,
		})
		// A work that is not in the room cannot be asked about through it.
		const outside = await post(path, { artwork_id: '99999', name: 'A', email: 'a@example.com', message: 'Hi' })
		expect(outside.status).toBe(404)
		// A work sold since the page was shown can be asked about, not reserved.
		await client.put(`/api/admin/artworks/${visible.id}`, { token, json: { availability: 'sold' } })
		try {
			const count = server.readDb().enquiries.length
			const sold = await post(path, {
				artwork_id: String(visible.id),
				kind: 'reserve',
				name: 'Ines Collector',
				email: 'ines@example.com',
				message: 'Hold it please.',
			})
			expect(sold.status).toBe(409)
			expect(await text(sold)).toContain('This work can no longer be reserved. You can still enquire about it.')
			expect(server.readDb().enquiries.length).toBe(count)
		} finally {
			await client.put(`/api/admin/artworks/${visible.id}`, { token, json: { availability: 'available' } })
		}
		// The inbox shows where it came from.
		const inbox = await text(await page('/admin/enquiries', { Cookie: cookie }))
		expect(inbox).toContain(`Viewing room: ${room.title}`)
		expect(inbox).toContain('Request to reserve')
	})

	it('takes a deleted artwork out of every room, so the room can still be saved without its items, and keeps its image while it is a room cover', async () => {
		const works = (await client.get('/api/admin/artworks', { token })).body as Record<string, any>[]
		const gone = works.find((w) => w.id !== hiddenId && w.id !== visible.id)!
		// The room's cover is the deleted work's image: the room still uses it, so the file stays.
		expect(gone.featured_image).toMatch(/^\/api\/file\/\d+$/)
		const room = await createRoom({
			cover_image: gone.featured_image,
			items: [
				{ artwork_id: gone.id, note: 'Soon gone.' },
				{ artwork_id: visible.id, note: '' },
			],
		})
		const removed = await client.del(`/api/admin/artworks/${gone.id}`, { token })
		expect(removed.status, removed.text).toBe(200)
		expect((await fetch(`${server.url}${gone.featured_image}`)).status).toBe(200)
		expect(
			roomsInDb()
				.find((r) => r.id === room.id)!
				.items.map((i: { artwork_id: number }) => i.artwork_id),
		).toEqual([visible.id])
		const got = await client.get(`/api/admin/viewing-rooms/${room.id}`, { token })
		expect(got.body.items.map((i: { artwork_id: number }) => i.artwork_id)).toEqual([visible.id])
		const saved = await client.put(`/api/admin/viewing-rooms/${room.id}`, { token, json: { title: 'Still here' } })
		expect(saved.status, saved.text).toBe(200)
		expect(saved.body).toMatchObject({ title: 'Still here', items: [{ artwork_id: visible.id }] })
	})

	describe('in the back office', () => {
		const adminPost = (path: string, fields: Record<string, string> | URLSearchParams) =>
			fetch(`${server.url}${path}`, {
				method: 'POST',
				body: fields instanceof URLSearchParams ? fields : new URLSearchParams(fields),
				headers: { Cookie: cookie },
				redirect: 'manual',
			})
		const adminPage = async (path: string) => {
			const res = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } })
			return { status: res.status, headers: res.headers, html: await text(res) }
		}
		/** The editor's form as the browser would send it, with the items in the given order. */
		function editorForm(room: Record<string, any>, order: number[], intent: string) {
			const form = new URLSearchParams({
				title: room.title,
				intro: room.intro,
				closing_text: room.closing_text,
				status: room.status,
				opens_at: '',
				expires_at: room.expires_at.slice(0, 16),
				show_prices: 'true',
				cover_image: '',
				password: '',
				intent,
			})
			for (const id of order) {
				const item = room.items.find((i: { artwork_id: number }) => i.artwork_id === id)
				form.append('item_artwork_id', String(id))
				form.append('item_note', item.note)
				form.append('item_price', item.price === null ? '' : String(item.price))
				form.append('item_currency', item.currency ?? '')
				form.append('item_price_display', item.price_display ?? '')
			}
			return form
		}
		const stored = (id: number) => roomsInDb().find((r) => r.id === id)!

		it('lists the rooms with status, dates, works, recipients and views', async () => {
			const room = await createRoom({ title: 'Listed room' })
			await page(pathOf(room.url))
			const { status, headers, html } = await adminPage('/admin/viewing-rooms')
			expect(status).toBe(200)
			expect(headers.get('cache-control')).toBe('no-store')
			const row = html.slice(html.indexOf(`data-room="${room.id}"`))
			expect(row).toContain('Listed room')
			expect(row).toContain('Open')
			expect(row).toMatch(/Works<\/dt><dd>2</)
			expect(row).toMatch(/Views<\/dt><dd>1</)
			expect(html).toContain('Viewing Rooms')
			for (const label of ['Total Rooms', 'Open', 'Draft']) expect(html).toContain(label)
			// No Hide/Show: a room's status says who sees it.
			expect(row.slice(0, row.indexOf('</li>'))).not.toContain('name="is_visible"')
		})

		it('searches the rooms by title, filters them by status, and deletes one after the shared confirmation', async () => {
			const draft = await createRoom({ title: 'Quiet draft for searching', status: 'draft' })
			const searched = await adminPage('/admin/viewing-rooms?q=quiet+draft')
			expect(searched.html).toContain('Quiet draft for searching')
			expect(searched.html).not.toContain('Listed room')
			const drafts = await adminPage('/admin/viewing-rooms?status=draft')
			expect(drafts.html).toContain(`data-room="${draft.id}"`)
			expect(drafts.html).not.toContain('Listed room')
			const open = await adminPage('/admin/viewing-rooms?status=open')
			expect(open.html).not.toContain(`data-room="${draft.id}"`)
			const confirm = await adminPage(`/admin/viewing-rooms?delete=${draft.id}`)
			expect(confirm.html).toContain('Delete Viewing room')
			expect(confirm.html).toContain('Quiet draft for searching')
			const res = await adminPost('/admin/viewing-rooms', { intent: 'delete', id: String(draft.id) })
			expect(res.status).toBe(302)
			expect(roomsInDb().some((r) => r.id === draft.id)).toBe(false)
			const gone = await client.get(`/api/admin/viewing-rooms/${draft.id}`, { token })
			expect(gone.status).toBe(404)
			// A room cannot be hidden: the Hide/Show post is refused.
			const listed = roomsInDb()[0]!
			const hide = await adminPost('/admin/viewing-rooms', {
				intent: 'visibility',
				id: String(listed.id),
				is_visible: 'false',
			})
			expect(hide.status).toBe(302)
			expect(roomsInDb()[0]).not.toHaveProperty('is_visible')
		})

		it("offers the room's works' images as its cover, and takes a cover uploaded with the form without JavaScript", async () => {
			const room = await createRoom({ title: 'Room with a cover' })
			const works = (await client.get('/api/admin/artworks?per_page=1000', { token })).body as Record<string, any>[]
			const images = [hiddenId, visible.id].flatMap((id) => {
				const work = works.find((w) => w.id === id)
				return work ? [...new Set([work.featured_image, ...work.images].filter(Boolean))] : []
			})
			expect(images.length).toBeGreaterThan(0)
			const editor = await adminPage(`/admin/viewing-rooms/${room.id}/edit`)
			expect(editor.html).toMatch(/<form[^>]*id="room-form"[^>]*enctype="multipart\/form-data"/i)
			for (const url of images) expect(editor.html).toContain(`type="radio" name="cover_image" value="${url}"`)
			expect(editor.html).toMatch(/<input id="cover_image-file" type="file"[^>]*name="files"/)
			expect(editor.html).not.toMatch(/<input[^>]*name="cover_image"[^>]*type="text"/)

			const current = (await client.get(`/api/admin/viewing-rooms/${room.id}`, { token })).body
			const asMultipart = (form: URLSearchParams, files: { bytes: Uint8Array; name: string }[] = []) => {
				const fields: Record<string, string[]> = {}
				for (const [key, value] of form) (fields[key] ??= []).push(value)
				return fetch(`${server.url}/admin/viewing-rooms/${room.id}/edit`, {
					method: 'POST',
					body: multipart(fields, files),
					headers: { Cookie: cookie },
					redirect: 'manual',
				})
			}
			// A work's image, picked.
			const picked = editorForm(current, [hiddenId, visible.id], 'save')
			picked.set('cover_image', images.at(-1)!)
			expect((await asMultipart(picked)).status).toBe(302)
			expect(stored(room.id).cover_image).toBe(images.at(-1))

			// A file chosen from disk becomes the cover, stored like every upload.
			const filesBefore = server.readDb().files.length
			const uploaded = await asMultipart(editorForm(current, [hiddenId, visible.id], 'save'), [
				{ bytes: await png(64, 48), name: 'cover.png' },
			])
			expect(uploaded.status).toBe(302)
			const cover = stored(room.id).cover_image as string
			expect(cover).toMatch(/^\/api\/file\/\d+$/)
			expect(images).not.toContain(cover)
			expect(server.readDb().files.length).toBe(filesBefore + 1)
			expect((await fetch(`${server.url}${cover}`)).status).toBe(200)

			// A file that is not an image is refused beside the field, and nothing is stored.
			const refused = await asMultipart(editorForm(current, [hiddenId, visible.id], 'save'), [
				{ bytes: new TextEncoder().encode('not a picture'), name: 'notes.txt' },
			])
			expect(refused.status).toBe(400)
			const html = await text(refused)
			expect(html).toMatch(/id="cover-image-error"[^>]*><li>[^<]+<\/li>/)
			expect(stored(room.id).cover_image).toBe(cover)
			expect(server.readDb().files.length).toBe(filesBefore + 1)

			// A refused save does not keep the file it carried.
			const badSave = editorForm(current, [hiddenId, visible.id], 'save')
			badSave.set('title', '')
			const dropped = await asMultipart(badSave, [{ bytes: await png(30, 30), name: 'other.png' }])
			expect(dropped.status).toBe(400)
			expect(stored(room.id).cover_image).toBe(cover)
			await expect.poll(() => server.readDb().files.length).toBe(filesBefore + 1)
		})

		it('creates a room from the form, refusing an open room without an expiry beside the field', async () => {
			const bad = await adminPost('/admin/viewing-rooms/new', {
				title: 'Needs a date',
				status: 'open',
				show_prices: 'true',
			})
			expect(bad.status).toBe(400)
			expect(await text(bad)).toContain('An open room needs an expiry date in the future')
			const res = await adminPost('/admin/viewing-rooms/new', {
				title: 'Made in the back office',
				status: 'draft',
				show_prices: 'true',
				password: 'letmein',
			})
			expect(res.status).toBe(302)
			const id = Number(/\/admin\/viewing-rooms\/(\d+)\/edit/.exec(res.headers.get('location')!)![1])
			expect(stored(id)).toMatchObject({ title: 'Made in the back office', status: 'draft' })
			expect(stored(id).password_hash).not.toBe('')
		})

		it('adds works found by search, orders them by Move up/down and by a posted order, and saves prices', async () => {
			const room = await createRoom({ title: 'Ordering room' })
			const id = room.id
			const third = ((await client.get('/api/admin/artworks', { token })).body as Record<string, any>[]).find(
				(w) => w.id !== hiddenId && w.id !== visible.id,
			)!
			const search = await adminPage(`/admin/viewing-rooms/${id}/edit?q=${encodeURIComponent(third.title)}`)
			expect(search.status).toBe(200)
			expect(search.html).toContain(`Add ${third.title}`)
			// Works already in the room are not offered again.
			const again = await adminPage(`/admin/viewing-rooms/${id}/edit?q=${encodeURIComponent(visible.title)}`)
			expect(again.html).not.toContain(`Add ${visible.title}`)
			expect(
				(await adminPost(`/admin/viewing-rooms/${id}/edit`, { intent: 'add', artwork_id: String(third.id) })).status,
			).toBe(302)
			expect(stored(id).items.map((i: { artwork_id: number }) => i.artwork_id)).toEqual([
				hiddenId,
				visible.id,
				third.id,
			])
			// A work that does not exist is refused, so the room's later saves are not.
			const unknown = await adminPost(`/admin/viewing-rooms/${id}/edit`, { intent: 'add', artwork_id: '99999' })
			expect(unknown.status).toBe(400)
			expect(stored(id).items).toHaveLength(3)
			const saved = await client.put(`/api/admin/viewing-rooms/${id}`, { token, json: { intro: 'Still saves' } })
			expect(saved.status, saved.text).toBe(200)
			let current = (await client.get(`/api/admin/viewing-rooms/${id}`, { token })).body
			const up = await adminPost(
				`/admin/viewing-rooms/${id}/edit`,
				editorForm(current, [hiddenId, visible.id, third.id], 'up:2'),
			)
			expect(up.status).toBe(302)
			expect(stored(id).items.map((i: { artwork_id: number }) => i.artwork_id)).toEqual([
				hiddenId,
				third.id,
				visible.id,
			])
			current = (await client.get(`/api/admin/viewing-rooms/${id}`, { token })).body
			await adminPost(
				`/admin/viewing-rooms/${id}/edit`,
				editorForm(current, [hiddenId, third.id, visible.id], 'down:0'),
			)
			expect(stored(id).items.map((i: { artwork_id: number }) => i.artwork_id)).toEqual([
				third.id,
				hiddenId,
				visible.id,
			])
			current = (await client.get(`/api/admin/viewing-rooms/${id}`, { token })).body
			const form = editorForm(current, [visible.id, third.id, hiddenId], 'reorder')
			form.set('item_price', '')
			const prices = form.getAll('item_price')
			form.delete('item_price')
			for (const [i] of prices.entries()) form.append('item_price', i === 0 ? '12500' : '')
			await adminPost(`/admin/viewing-rooms/${id}/edit`, form)
			expect(stored(id).items.map((i: { artwork_id: number }) => i.artwork_id)).toEqual([
				visible.id,
				third.id,
				hiddenId,
			])
			expect(stored(id).items[0].price).toBe(12500)
			expect(await text(await page(pathOf(room.url)))).toContain('€12,500')
			const bad = editorForm(current, [visible.id], 'save')
			bad.set('item_price', 'lots')
			const refused = await adminPost(`/admin/viewing-rooms/${id}/edit`, bad)
			expect(refused.status).toBe(400)
			expect(await text(refused)).toContain('Price must be a number')
		})

		it('adds recipients, sends the invitation through SMTP, shows their views, revokes and duplicates', async () => {
			const works = (await client.get('/api/admin/artworks?per_page=1000', { token })).body as Record<string, any>[]
			const cover = works.find((w) => w.id === visible.id)!.featured_image as string
			const room = await createRoom({ title: 'Invitation room', cover_image: cover })
			const id = room.id
			const bad = await adminPost(`/admin/viewing-rooms/${id}/edit`, {
				intent: 'add-recipient',
				name: '',
				email: 'nope',
			})
			expect(bad.status).toBe(400)
			expect(await text(bad)).toContain('Name is required')
			await adminPost(`/admin/viewing-rooms/${id}/edit`, {
				intent: 'add-recipient',
				name: 'Mara Keller',
				email: 'mara@example.com',
			})
			const recipient = stored(id).recipients[0]
			expect(recipient).toMatchObject({ name: 'Mara Keller', email: 'mara@example.com' })
			const before = smtp.messages.length
			// Sent by a person: the answer goes to the member of staff who sent it.
			const admin = (server.readDb().users as { id: number; username: string }[])[0]!
			const named = await client.put(`/api/admin/user/${admin.id}`, {
				token,
				json: { username: admin.username, email: 'curator@gallery.example.org' },
			})
			expect(named.status, named.text).toBe(200)
			const note = 'Dear Mara, the large canvas is the one we spoke about.\nYours, Ana'
			// 'Preview invitation' shows the mail as it would go, with the note, and sends nothing.
			const preview = await adminPost(`/admin/viewing-rooms/${id}/edit`, {
				intent: `preview-invite:${recipient.id}`,
				note,
			})
			expect(preview.status).toBe(200)
			const previewPage = await text(preview)
			expect(previewPage).toContain('Preview of the invitation to Mara Keller')
			expect(previewPage).toContain('srcDoc=')
			expect(previewPage).toContain('Not sent yet')
			expect(previewPage).toContain('Dear Mara, the large canvas is the one we spoke about.')
			await new Promise((resolve) => setTimeout(resolve, 300))
			expect(smtp.messages.length).toBe(before)

			const invite = await adminPost(`/admin/viewing-rooms/${id}/edit`, { intent: `invite:${recipient.id}`, note })
			expect(invite.status).toBe(302)
			await expect.poll(() => smtp.messages.length, { timeout: 15_000 }).toBe(before + 1)
			const mail = smtp.messages.at(-1)!
			expect(mail.to).toEqual(['mara@example.com'])
			expect(mail.headers['reply-to']).toBe(`${admin.username} <curator@gallery.example.org>`)
			expect(mail.headers['subject']).toContain('Invitation room')
			expect(mail.headers['content-type']).toMatch(/multipart\/alternative/)
			const parts = partsOf(mail)
			const plain = parts['text/plain']!
			expect(plain).toContain('Dear Mara Keller,')
			expect(plain).toContain('Dear Mara, the large canvas is the one we spoke about.\nYours, Ana\n\nhttp')
			expect(plain).toContain(`/viewing-room/${recipient.token}`)
			expect(plain).toContain(`-- ${admin.username}, `)
			// HTML in the gallery's manner: the cover, the note, the works, the link; images as JPEGs at PUBLIC_URL.
			const html = parts['text/html']!
			expect(html).toContain('Dear Mara, the large canvas is the one we spoke about.<br />Yours, Ana')
			expect(html).toContain(`href="${PUBLIC_URL}/viewing-room/${recipient.token}"`)
			expect(html).toContain('Open the viewing room')
			const storedRoom = stored(id)
			expect(storedRoom.cover_image).toMatch(/^\/api\/file\/\d+$/)
			expect(html).toContain(`src="${PUBLIC_URL}${storedRoom.cover_image}?w=1280&amp;fm=jpeg"`)
			const workTitles = storedRoom.items.map(
				(item: { artwork_id: number }) =>
					(server.readDb().artworks as { id: number; title: string }[]).find((a) => a.id === item.artwork_id)!.title,
			)
			for (const title of workTitles.slice(0, 3)) expect(html).toContain(`<em>${title.replace(/'/g, '&#39;')}</em>`)
			const images = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0])
			expect(images.length).toBeGreaterThan(1)
			for (const img of images) {
				expect(img).toMatch(/\salt="[^"]+"/)
				const src = /\ssrc="([^"]+)"/.exec(img)![1]!.replace(/&amp;/g, '&')
				expect(src).toMatch(new RegExp(`^${PUBLIC_URL.replace(/[.]/g, '\\.')}/api/file/\\d+\\?w=\\d+&fm=jpeg$`))
				const local = await fetch(`${server.url}${src.slice(PUBLIC_URL.length)}`)
				expect(local.status, src).toBe(200)
				expect(local.headers.get('content-type')).toBe('image/jpeg')
			}

			await page(`/viewing-room/${recipient.token}`)
			const editor = await adminPage(`/admin/viewing-rooms/${id}/edit`)
			expect(editor.html).toContain('Views: 1 · Works viewed: 0 of 2')
			expect(editor.html).toContain(`/viewing-room/${recipient.token}`)
			// Per recipient: the invitation (when, to whom), the works opened (how often, when), their requests.
			expect(editor.html).toMatch(/Sent [^<]+ to mara@example\.com/)
			expect(editor.html).toContain('No work opened on its own page yet.')
			await page(`/viewing-room/${recipient.token}/${visible.slug}`)
			await page(`/viewing-room/${recipient.token}/${visible.slug}`)
			const reserve = await post(`/viewing-room/${recipient.token}/${visible.slug}`, {
				artwork_id: String(visible.id),
				kind: 'reserve',
				name: 'Mara Keller',
				email: 'mara@example.com',
				message: 'Hold it for me, please.',
			})
			expect(reserve.status).toBe(302)
			const followed = (await adminPage(`/admin/viewing-rooms/${id}/edit`)).html.replace(/<!-- -->/g, '')
			expect(followed).toMatch(new RegExp(`<span class="italic">${visible.title}</span>: 2 times, first [^<]+, last `))
			expect(followed).toMatch(
				new RegExp(`>Request to reserve</a>: <span class="italic">${visible.title}</span>, [^<]+</li>`),
			)

			await adminPost(`/admin/viewing-rooms/${id}/edit`, { intent: `revoke:${recipient.id}` })
			expect((await page(`/viewing-room/${recipient.token}`)).status).toBe(404)

			const dup = await adminPost(`/admin/viewing-rooms/${id}/edit`, { intent: 'duplicate' })
			expect(dup.status).toBe(302)
			const copyId = Number(/\/admin\/viewing-rooms\/(\d+)\/edit/.exec(dup.headers.get('location')!)![1])
			const copy = stored(copyId)
			expect(copy).toMatchObject({ title: 'Invitation room (copy)', status: 'draft', recipients: [], views: 0 })
			expect(copy.token).not.toBe(room.token)
			expect(copy.items).toEqual(stored(id).items)

			const del = await adminPost(`/admin/viewing-rooms/${copyId}/edit`, { intent: 'delete' })
			expect(del.headers.get('location')).toBe('/admin/viewing-rooms')
			expect(roomsInDb().some((r) => r.id === copyId)).toBe(false)
		})
	})
})

/** The size of the JSON store's journal, in bytes (this file runs on the JSON store only). */
function journalBytes(server: TestServer) {
	return journalFiles(server.dataDir).reduce((sum, file) => sum + fs.statSync(file).size, 0)
}
