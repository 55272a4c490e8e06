import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCookie, jsonLdOf } from '../support/admin.ts'
import { api } from '../support/api.ts'
import { flat, readPdf } from '../support/pdf.ts'
import { startServer, type TestServer } from '../support/server.ts'

/**
 * Art fairs (contract section 22; docs/admin.md, 'Art fairs'; docs/api.md):
 * the collection's API on both stores, its validation, what the public sees,
 * the checklist's lock and the changes listed after it, revisions, scheduled
 * publishing and the back office's pages.
 */
describe('art fairs', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	let cookie: string
	let works: Record<string, any>[]
	const day = (days: number) => new Date(server.now() + days * 86_400_000).toISOString().slice(0, 10)
	const fairsInDb = () => server.readDb().fairs as Record<string, any>[]

	async function createFair(body: Record<string, unknown> = {}) {
		const res = await client.post('/api/admin/fairs', {
			token,
			json: {
				title: 'Liste Art Fair',
				city: 'London',
				venue: "Regent's Park",
				booth: 'C12',
				start_date: day(20),
				end_date: day(24),
				description: 'New paintings and works on paper.',
				works: [
					{ artwork_id: works[0]!.id, note: 'Crate 1' },
					{ artwork_id: works[1]!.id, note: '' },
				],
				...body,
			},
		})
		expect(res.status, res.text).toBe(201)
		return res.body as Record<string, any>
	}

	beforeAll(async () => {
		server = await startServer({ seed: 'demo' })
		client = api(server)
		token = await client.login()
		cookie = await adminCookie(server)
		works = ((await client.get('/api/admin/artworks', { token })).body as Record<string, any>[]).filter(
			(w) => w.is_visible,
		)
	})
	afterAll(() => server?.stop())

	it('creates a fair with its checklist, a unique slug, a version and a revision', async () => {
		const fair = await createFair()
		expect(fair).toMatchObject({
			title: 'Liste Art Fair',
			slug: 'liste-art-fair',
			city: 'London',
			booth: 'C12',
			version: 1,
			checklist_locked_at: null,
			changes_after_lock: [],
			display_status: 'upcoming',
			works: [
				{ artwork_id: works[0]!.id, note: 'Crate 1' },
				{ artwork_id: works[1]!.id, note: '' },
			],
		})
		expect(fair.start_date).toBe(`${day(20)}T00:00:00.000Z`)
		const again = await createFair()
		expect(again.slug).toBe('liste-art-fair-2')
		const revisions = await client.get(`/api/admin/fairs/${fair.id}/revisions`, { token })
		expect(revisions.status).toBe(200)
		expect(revisions.body).toMatchObject([{ action: 'create', version: 1 }])
		expect(fairsInDb().find((f) => f.id === fair.id)?.title).toBe('Liste Art Fair')
		await client.del(`/api/admin/fairs/${again.id}`, { token })
	})

	it('refuses a missing title, a date that is not a date, an unknown artwork and an end before the start, storing nothing', async () => {
		const post = (json: Record<string, unknown>) =>
			client.refused(() =>
				client.post('/api/admin/fairs', {
					token,
					json: { title: 'Art Basel', start_date: day(30), end_date: day(33), ...json },
				}),
			)
		const noTitle = await post({ title: '  ' })
		expect(noTitle.status).toBe(400)
		expect(noTitle.body.fields.title).toBe('Title is required')
		const badDate = await post({ start_date: 'next spring' })
		expect(badDate.status).toBe(400)
		expect(badDate.body.fields.start_date).toBe('Must be a valid date')
		const noDate = await post({ end_date: '' })
		expect(noDate.body.fields.end_date).toBe('End date is required')
		const unknown = await post({ works: [{ artwork_id: 999_999, note: '' }] })
		expect(unknown.status).toBe(400)
		expect(unknown.body.fields.works).toBe('Unknown artwork id 999999')
		const backwards = await post({ start_date: day(33), end_date: day(30) })
		expect(backwards.status).toBe(400)
		expect(backwards.body.fields.end_date).toBe('End date must be after the start date')
		const twice = await post({
			works: [
				{ artwork_id: works[0]!.id, note: '' },
				{ artwork_id: works[0]!.id, note: '' },
			],
		})
		expect(twice.body.fields.works).toBe('A work is on the checklist twice')
	})

	it('shows visible fairs publicly by id or slug, without notes, lock or hidden works; hidden ones answer 404', async () => {
		const hiddenWork = (await client.get('/api/admin/artworks', { token })).body.find((w: any) => !w.is_visible)
		const fair = await createFair({
			title: 'Public Fair',
			works: [
				{ artwork_id: works[2]!.id, note: 'Insured value agreed' },
				...(hiddenWork ? [{ artwork_id: hiddenWork.id, note: '' }] : []),
			],
		})
		const bySlug = await client.get(`/api/fairs/${fair.slug}`)
		expect(bySlug.status).toBe(200)
		expect(bySlug.body.works).toEqual([{ artwork_id: works[2]!.id }])
		expect(bySlug.text).not.toContain('Insured value agreed')
		expect(bySlug.body).not.toHaveProperty('checklist_locked_at')
		expect(bySlug.body).not.toHaveProperty('changes_after_lock')
		expect((await client.get(`/api/fairs/${fair.id}`)).body.slug).toBe(fair.slug)
		expect((await client.get('/api/fairs')).body.map((f: any) => f.slug)).toContain(fair.slug)

		const hidden = await client.put(`/api/admin/fairs/${fair.id}`, { token, json: { is_visible: false } })
		expect(hidden.status, hidden.text).toBe(200)
		expect(hidden.body.is_visible).toBe(false)
		expect((await client.get(`/api/fairs/${fair.slug}`)).status).toBe(404)
		expect((await client.get(`/api/fairs/${fair.slug}`)).body).toEqual({ error: 'Fair not found' })
		expect((await client.get('/api/fairs')).body.map((f: any) => f.slug)).not.toContain(fair.slug)
		const staff = await client.get(`/api/fairs/${fair.slug}`, { token })
		expect(staff.status).toBe(200)
		expect(staff.body.works[0].note).toBe('Insured value agreed')
	})

	it('keeps a fair scheduled for later off the public API until its time comes', async () => {
		const publishAt = new Date(server.now() + 3_600_000).toISOString()
		const fair = await createFair({ title: 'Scheduled Fair', publish_at: publishAt })
		expect((await client.get(`/api/fairs/${fair.slug}`)).status).toBe(404)
		await server.moveClock(3_700_000)
		expect((await client.get(`/api/fairs/${fair.slug}`)).status).toBe(200)
	})

	it('locks the checklist, then lists each change with who made it and when', async () => {
		const fair = await createFair({ title: 'Locked Fair' })
		const before = await client.put(`/api/admin/fairs/${fair.id}`, {
			token,
			json: { works: [{ artwork_id: works[1]!.id, note: '' }] },
		})
		expect(before.body.changes_after_lock).toEqual([])

		const locked = await client.post(`/api/admin/fairs/${fair.id}/lock`, { token })
		expect(locked.status, locked.text).toBe(200)
		expect(locked.body.checklist_locked_at).toEqual(expect.any(String))
		const relock = await client.post(`/api/admin/fairs/${fair.id}/lock`, { token })
		expect(relock.body.checklist_locked_at).toBe(locked.body.checklist_locked_at)

		const titleOf = (i: number) => works[i]!.title as string
		const changed = await client.put(`/api/admin/fairs/${fair.id}`, {
			token,
			json: {
				works: [
					{ artwork_id: works[3]!.id, note: '' },
					{ artwork_id: works[1]!.id, note: 'Reframed' },
				],
			},
		})
		expect(changed.status, changed.text).toBe(200)
		expect(changed.body.changes_after_lock).toEqual([
			{ at: expect.any(String), username: 'admin', change: `Added ${titleOf(3)}` },
			{ at: expect.any(String), username: 'admin', change: `Note changed on ${titleOf(1)}` },
		])
		// A save that leaves the works as they are adds nothing.
		const renamed = await client.put(`/api/admin/fairs/${fair.id}`, { token, json: { booth: 'D4' } })
		expect(renamed.body.changes_after_lock).toHaveLength(2)
		expect((await client.post('/api/admin/fairs/999999/lock', { token })).status).toBe(404)
		expect((await client.post(`/api/admin/fairs/${fair.id}/lock`)).status).toBe(401)
	})

	it('refuses a stale version with 409 and deletes a fair', async () => {
		const fair = await createFair({ title: 'Short Fair' })
		await client.put(`/api/admin/fairs/${fair.id}`, { token, json: { city: 'Paris' } })
		const stale = await client.put(`/api/admin/fairs/${fair.id}`, {
			token,
			json: { city: 'Basel' },
			headers: { 'If-Match': '"1"' },
		})
		expect(stale.status).toBe(409)
		expect(stale.body.current.city).toBe('Paris')
		expect((await client.del(`/api/admin/fairs/${fair.id}`, { token })).body).toEqual({ success: true })
		expect((await client.get(`/api/admin/fairs/${fair.id}`, { token })).status).toBe(404)
		const activity = (await client.get('/api/admin/activity?kind=delete', { token })).text
		expect(activity).toContain('Deleted fair \\"Short Fair\\"')
	})

	it('lists, adds and edits fairs in the back office', async () => {
		await createFair({ title: 'Listed Fair' })
		const list = await fetch(`${server.url}/admin/fairs`, { headers: { Cookie: cookie } })
		expect(list.status).toBe(200)
		const html = await list.text()
		expect(html).toContain('Art Fairs')
		expect(html).toContain('Listed Fair')

		const form = new FormData()
		for (const [k, v] of Object.entries({ title: 'Form Fair', start_date: day(40), end_date: day(38) })) form.set(k, v)
		const refused = await fetch(`${server.url}/admin/fairs/new`, {
			method: 'POST',
			body: form,
			headers: { Cookie: cookie },
			redirect: 'manual',
		})
		expect(refused.status).toBe(400)
		expect(await refused.text()).toContain('End date must be after the start date')

		form.set('end_date', day(42))
		const added = await fetch(`${server.url}/admin/fairs/new`, {
			method: 'POST',
			body: form,
			headers: { Cookie: cookie },
			redirect: 'manual',
		})
		expect(added.status).toBe(302)
		const saved = fairsInDb().find((f) => f.title === 'Form Fair')!
		expect(saved.end_date).toBe(`${day(42)}T00:00:00.000Z`)

		// The form's save keeps the checklist, which has a page of its own.
		await client.put(`/api/admin/fairs/${saved.id}`, { token, json: { works: [{ artwork_id: works[0]!.id }] } })
		const edit = new FormData()
		for (const [k, v] of Object.entries({ title: 'Form Fair', city: 'Basel', start_date: day(40), end_date: day(42) }))
			edit.set(k, v)
		const updated = await fetch(`${server.url}/admin/fairs/${saved.id}/edit`, {
			method: 'POST',
			body: edit,
			headers: { Cookie: cookie },
			redirect: 'manual',
		})
		expect(updated.status).toBe(302)
		const after = fairsInDb().find((f) => f.id === saved.id)!
		expect(after.city).toBe('Basel')
		expect(after.works).toEqual([{ artwork_id: works[0]!.id, note: '' }])
	})

	it('picks, orders, notes and locks the checklist with plain form posts, and shows its totals', async () => {
		const fair = await createFair({ title: 'Checklist Fair', start_date: day(-1), end_date: day(1), works: [] })
		const path = `/admin/fairs/${fair.id}/checklist`
		const post = (fields: Record<string, string | string[]>) => {
			const body = new URLSearchParams()
			for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one)
			return fetch(`${server.url}${path}`, { method: 'POST', body, headers: { Cookie: cookie }, redirect: 'manual' })
		}
		const stored = () => fairsInDb().find((f) => f.id === fair.id)!
		const [a, b, c] = works.filter((w) => w.availability === 'available' && w.price !== null) as Record<string, any>[]
		for (const w of [a!, b!, c!]) expect((await post({ intent: 'add', artwork_id: String(w.id) })).status).toBe(302)
		expect(stored().works.map((w: any) => w.artwork_id)).toEqual([a!.id, b!.id, c!.id])

		const rows = (notes: string[], ids = stored().works.map((w: any) => String(w.artwork_id))) => ({
			version: String(stored().version),
			work_artwork_id: ids,
			work_note: notes,
		})
		expect((await post({ ...rows(['Crate 1', '', '']), intent: 'down:0' })).status).toBe(302)
		expect(stored().works).toEqual([
			{ artwork_id: b!.id, note: '' },
			{ artwork_id: a!.id, note: 'Crate 1' },
			{ artwork_id: c!.id, note: '' },
		])
		expect((await post({ ...rows(['', 'Crate 1', '']), intent: 'remove:2' })).status).toBe(302)
		expect(stored().works.map((w: any) => w.artwork_id)).toEqual([b!.id, a!.id])
		const unknown = await post({ intent: 'add', artwork_id: '999999' })
		expect(unknown.status).toBe(400)

		expect((await post({ intent: 'lock', version: String(stored().version) })).status).toBe(302)
		expect(stored().checklist_locked_at).toEqual(expect.any(String))
		expect((await post({ ...rows(['Reframed', 'Crate 1']), intent: 'up:1' })).status).toBe(302)
		expect(stored().changes_after_lock.map((c: any) => c.change)).toEqual([
			`Note changed on ${b!.title}`,
			'Order changed',
		])

		// Sold during the fair's dates: counted from the work's revisions; its value leaves the total.
		const sold = await client.put(`/api/admin/artworks/${b!.id}`, { token, json: { availability: 'sold' } })
		expect(sold.status, sold.text).toBe(200)
		const page = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } })
		const html = (await page.text()).replace(/<!-- -->/g, '')
		expect(html).toContain('Checklist: Checklist Fair')
		expect(html).toMatch(/Sold during the fair<\/dt><dd[^>]*>1</)
		expect(html).toMatch(/Works<\/dt><dd[^>]*>2</)
		expect(html).toContain(String(a!.price).slice(0, 1))
		expect(html).toContain('Changed after lock')
		expect(html).toContain(`Note changed on ${b!.title}`)
		expect(html).toContain('— admin, ')
	})

	it("shows a visible fair's page with its booth, text and public works with their prices, as JSON-LD Event and in the sitemap", async () => {
		const all = (await client.get('/api/admin/artworks', { token })).body as Record<string, any>[]
		const shown = all.find((w) => w.is_visible && w.availability === 'available')!
		const hidden = all.find((w) => !w.is_visible)
		await client.put(`/api/admin/artworks/${shown.id}`, { token, json: { price: 4200, price_display: 'show' } })
		const fair = await createFair({
			title: 'Paris Photo',
			city: 'Paris',
			venue: 'Grand Palais',
			booth: 'A3',
			description: 'Photographs and works on paper.',
			works: [
				{ artwork_id: shown.id, note: 'Secret team note' },
				...(hidden ? [{ artwork_id: hidden.id, note: '' }] : []),
			],
		})
		const page = await fetch(`${server.url}/fair/${fair.slug}`)
		expect(page.status).toBe(200)
		const html = (await page.text()).replace(/<!-- -->/g, '')
		expect(html).toContain('<title>Paris Photo | ')
		expect(html).toContain('Grand Palais, Paris')
		expect(html).toContain('Booth A3')
		expect(html).toContain('Photographs and works on paper.')
		expect(html).toContain(shown.title)
		expect(html).toContain('€4,200')
		expect(html).not.toContain('Secret team note')
		if (hidden) expect(html).not.toContain(`/artwork/${hidden.slug}"`)
		const event = jsonLdOf(html).find((ld) => ld['@type'] === 'Event')!
		expect(event).toMatchObject({
			name: 'Paris Photo',
			startDate: fair.start_date,
			endDate: fair.end_date,
			location: { '@type': 'Place', name: 'Grand Palais, Paris, Booth A3', address: 'Paris' },
		})
		const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
		expect(sitemap).toContain(`/fair/${fair.slug}</loc>`)

		// A change reaches the cached page at once; a hidden fair answers 404 and leaves the sitemap.
		await client.put(`/api/admin/fairs/${fair.id}`, { token, json: { booth: 'B9' } })
		expect(await (await fetch(`${server.url}/fair/${fair.slug}`)).text()).toContain('Booth B9')
		await client.put(`/api/admin/fairs/${fair.id}`, { token, json: { is_visible: false } })
		const gone = await fetch(`${server.url}/fair/${fair.slug}`)
		expect(gone.status).toBe(404)
		expect(await gone.text()).toContain('Fair Not Found')
		expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain(`/fair/${fair.slug}<`)
		const staff = await fetch(`${server.url}/fair/${fair.slug}`, { headers: { Cookie: cookie } })
		expect(staff.status).toBe(200)
		expect(await staff.text()).toContain('Preview: not public')
	})

	it("lists 'Art Fairs' on /exhibitions after the exhibitions, coming ones then past, and on the artists' pages", async () => {
		const artist = (await client.get('/api/admin/artists', { token })).body.find((a: any) => a.is_visible)
		const work = works.find((w) => w.artist_id === artist.id)!
		const past = await createFair({
			title: 'Past Art Fair',
			start_date: day(-60),
			end_date: day(-57),
			works: [{ artwork_id: work.id, note: '' }],
		})
		const coming = await createFair({ title: 'Coming Art Fair', start_date: day(5), end_date: day(8), works: [] })
		const html = (await (await fetch(`${server.url}/exhibitions`)).text()).replace(/<!-- -->/g, '')
		const at = (text: string) => html.indexOf(text)
		expect(at('Art Fairs')).toBeGreaterThan(at('Past Exhibitions'))
		expect(at('Coming Art Fair')).toBeGreaterThan(at('Current and upcoming'))
		expect(at('Past Art Fair')).toBeGreaterThan(at('Coming Art Fair'))
		expect(html).toContain(`href="/fair/${past.slug}"`)
		expect(html).toContain(`href="/fair/${coming.slug}"`)
		const artistPage = (await (await fetch(`${server.url}/artist/${artist.slug}`)).text()).replace(/<!-- -->/g, '')
		expect(artistPage).toContain(`href="/fair/${past.slug}"`)
		expect(artistPage).toContain('Past Art Fair</a><span class="text-muted">, art fair</span>')
	})

	it('takes a request for an appointment on a day of the fair, and refuses another day beside the field, storing nothing', async () => {
		const fair = await createFair({ title: 'Appointment Fair', start_date: day(10), end_date: day(12), works: [] })
		const post = (fields: Record<string, string>) =>
			fetch(`${server.url}/fair/${fair.slug}`, {
				method: 'POST',
				body: new URLSearchParams(fields),
				headers: { 'X-Forwarded-For': '203.0.113.77' },
				redirect: 'manual',
			})
		const form = { name: 'Ines Collector', email: 'ines@example.com', message: 'May I come by?', exhibition_id: '1' }
		const page = await (await fetch(`${server.url}/fair/${fair.slug}`)).text()
		expect(page).toContain('Request an appointment')
		expect(page).toContain(`min="${day(10)}"`)
		const enquiries = () => server.readDb().enquiries as Record<string, any>[]
		const before = enquiries().length
		const refused = await post({ ...form, preferred_date: day(13) })
		expect(refused.status).toBe(400)
		const html = (await refused.text()).replace(/<!-- -->/g, '')
		expect(html).toMatch(/id="appointment-preferred_date-error"[^>]*>Please choose a day of the fair, /)
		expect(html).toContain('value="Ines Collector"')
		expect(enquiries()).toHaveLength(before)
		expect((await post({ ...form, preferred_date: '' })).status).toBe(400)
		expect(enquiries()).toHaveLength(before)

		const sent = await post({ ...form, preferred_date: day(11) })
		expect(sent.status).toBe(302)
		expect(sent.headers.get('location')).toBe(`/fair/${fair.slug}`)
		expect(enquiries().at(-1)).toMatchObject({
			kind: 'appointment',
			fair_id: fair.id,
			preferred_date: day(11),
			exhibition_id: null,
			artwork_id: null,
			name: 'Ines Collector',
		})
		const inbox = await (await fetch(`${server.url}/admin/enquiries`, { headers: { Cookie: cookie } })).text()
		expect(inbox.replace(/<!-- -->/g, '')).toContain('Appointment on ')
		expect(inbox).toContain('Appointment Fair')
	})

	it("prints the fair's price list, wall labels and booth list, and gives the booth list as CSV, in the booth's order", async () => {
		const [a, b] = works.filter((w) => w.price !== null) as Record<string, any>[]
		// The registrar's record of one work, as the shipper and the insurer read it (contract section 19).
		const recorded = await client.put(`/api/admin/artworks/${b!.id}`, {
			token,
			json: {
				stock_number: 'DOC-0042',
				framed_height: 70,
				framed_width: 90,
				framed_depth: 4,
				weight_kg: 12.5,
				location: 'Main store, rack B',
			},
		})
		expect(recorded.status, recorded.text).toBe(200)
		const fair = await createFair({
			title: 'Documents Fair',
			booth: 'E2',
			works: [
				{ artwork_id: b!.id, note: '' },
				{ artwork_id: a!.id, note: '' },
			],
		})
		const get = (path: string) => fetch(`${server.url}/admin/fairs/${fair.id}/${path}`, { headers: { Cookie: cookie } })
		const prices = await get('price-list.pdf')
		expect(prices.status).toBe(200)
		expect(prices.headers.get('content-type')).toBe('application/pdf')
		expect(prices.headers.get('content-disposition')).toContain('price-list-documents-fair.pdf')
		const priceText = flat((await readPdf(new Uint8Array(await prices.arrayBuffer()))).text)
		expect(priceText).toContain('Documents Fair')
		expect(priceText).toContain('Price list, booth E2')
		expect(priceText.indexOf(b!.title)).toBeLessThan(priceText.indexOf(a!.title))
		const labels = await get('labels.pdf?price=1')
		expect(labels.status).toBe(200)
		expect(flat((await readPdf(new Uint8Array(await labels.arrayBuffer()))).text)).toContain(a!.title)

		const booth = await get('booth-list.pdf')
		expect(booth.status).toBe(200)
		expect(booth.headers.get('content-disposition')).toContain('booth-list-documents-fair.pdf')
		const boothText = flat((await readPdf(new Uint8Array(await booth.arrayBuffer()))).text)
		expect(boothText).toContain('Documents Fair: booth list')
		expect(boothText).toContain('booth E2')
		expect(boothText.indexOf(b!.title)).toBeLessThan(boothText.indexOf(a!.title))
		expect(boothText).toContain('DOC-0042')
		expect(boothText).toContain('Location: Main store, rack B')
		expect(boothText).toMatch(/Framed: 70 × 90 × 4 \w+.*, 12\.5 kg/)
		expect(boothText).toMatch(/2 works, [\d.]+ kg, total value €[\d,]+/)

		const csv = await get('booth-list.csv')
		expect(csv.status).toBe(200)
		expect(csv.headers.get('content-disposition')).toContain('booth-list-documents-fair.csv')
		const lines = (await csv.text())
			.replace(/^\uFEFF/, '')
			.trim()
			.split('\r\n')
		expect(lines[0]).toBe(
			'"No.","Stock number","Artist","Title","Year","Medium","Dimensions","Framed dimensions","Weight (kg)","Location","Value","Currency"',
		)
		expect(lines[1]).toContain(`"1","DOC-0042","${b!.artist_name}","${b!.title}"`)
		expect(lines[1]).toContain('"12.5","Main store, rack B"')
		expect(lines[1]).toContain(`"${b!.price}","${b!.currency}"`)
		expect(lines).toHaveLength(3)
		expect(
			(await fetch(`${server.url}/admin/fairs/999999/booth-list.csv`, { headers: { Cookie: cookie } })).status,
		).toBe(404)
		expect(
			(await fetch(`${server.url}/admin/fairs/${fair.id}/booth-list.csv`, { redirect: 'manual' })).status,
		).not.toBe(200)
	})

	it("opens the fair's online booth: a draft viewing room of its works in order, expiring 14 days after the fair", async () => {
		const fair = await createFair({
			title: 'Booth Online Fair',
			start_date: day(20),
			end_date: day(24),
			works: [
				{ artwork_id: works[2]!.id, note: 'Team only' },
				{ artwork_id: works[0]!.id, note: '' },
			],
		})
		const res = await fetch(`${server.url}/admin/fairs/${fair.id}/checklist`, {
			method: 'POST',
			body: new URLSearchParams({ intent: 'open-room' }),
			headers: { Cookie: cookie },
			redirect: 'manual',
		})
		expect(res.status).toBe(302)
		const room = (server.readDb().viewing_rooms as Record<string, any>[]).at(-1)!
		expect(res.headers.get('location')).toBe(`/admin/viewing-rooms/${room.id}/edit`)
		expect(room).toMatchObject({ title: 'Booth Online Fair: online booth', status: 'draft' })
		expect(room.items.map((i: any) => [i.artwork_id, i.note])).toEqual([
			[works[2]!.id, ''],
			[works[0]!.id, ''],
		])
		expect(room.expires_at).toBe(new Date(Date.parse(`${day(24)}T00:00:00Z`) + 15 * 86_400_000).toISOString())
	})

	it('shows the demo gallery at one fair to come and one past, with their checklists', async () => {
		const demo = (await client.get('/api/fairs')).body as Record<string, any>[]
		const coming = demo.find((f) => f.slug === 'frieze-london')!
		const past = demo.find((f) => f.slug === 'art-basel')!
		expect(coming).toMatchObject({ display_status: 'upcoming', booth: 'C12' })
		expect(coming.works.length).toBeGreaterThan(2)
		expect(past).toMatchObject({ display_status: 'past', booth: 'N4' })
		const stored = fairsInDb().find((f) => f.slug === 'art-basel')!
		expect(stored.checklist_locked_at).toEqual(expect.any(String))
	})
})
