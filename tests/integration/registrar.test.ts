import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCookie } from '../support/admin.ts'
import { api } from '../support/api.ts'
import { flat, readPdf } from '../support/pdf.ts'
import { startServer, type TestServer } from '../support/server.ts'

/**
 * The registrar's record (contract section 19, docs/admin.md 'The registrar's record'): what of it is public
 * (framed size, the entries marked public) and that nothing else of it reaches a public surface. The API's
 * writes, validation and both stores are in api-admin.test.ts.
 */

/** A value no page would hold by chance, for each private field. */
const SECRET = {
	stock_number: 'ZQ-7731',
	weight_kg: 38.75,
	signature: 'Signed Quillfeather verso',
	condition: 'Hairline crack Marrowgate',
	location: 'Rack Vellichor B9',
	internal_notes: 'Insure with Ostrobrand',
	privateEntry: 'Private collection Thistlewick',
	stockPrefix: 'ZQ',
	impressionLocation: 'Plan chest Quorvane',
	impressionHold: 'Held for Brisketh',
	consignmentTerms: 'Terms Wendlebury',
	/** An impression's label: an edition of 17 with 3 proofs, a size no page shows by chance. */
	impressionLabel: 'AP 2/3',
}
const PRIVATE_VALUES = [
	SECRET.stock_number,
	String(SECRET.weight_kg),
	SECRET.signature,
	SECRET.condition,
	SECRET.location,
	SECRET.internal_notes,
	SECRET.privateEntry,
	SECRET.impressionLocation,
	SECRET.impressionHold,
	SECRET.consignmentTerms,
	SECRET.impressionLabel,
	'4/17',
]
const PRIVATE_KEYS = [
	'stock_number',
	'weight_kg',
	'signature',
	'condition',
	'location',
	'internal_notes',
	'impressions',
	'consignment',
	'consignor_contact_id',
	'hold_contact_id',
]

describe("the registrar's record", () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	let cookie: string
	let work: { id: number; slug: string; title: string; artist_id: number }
	let artistSlug: string
	let exhibitionSlug: string
	const page = async (path: string, headers: Record<string, string> = {}) => {
		const res = await fetch(`${server.url}${path}`, { redirect: 'manual', headers })
		return { status: res.status, html: (await res.text()).replace(/<!-- -->/g, '') }
	}

	beforeAll(async () => {
		server = await startServer({ seed: 'demo' })
		client = api(server)
		token = await client.login()
		cookie = await adminCookie(server)
		const consignor = await client.post('/api/admin/contacts', {
			token,
			json: { name: 'Consignor Ambervale', email: 'consignor.ambervale@example.com' },
		})
		expect(consignor.status, consignor.text).toBe(201)
		// A visible work shown in a visible exhibition: every public page that lists it is looked at.
		const db = server.readDb()
		const exhibition = db.exhibitions.find((e: any) => e.is_visible && e.assigned_artworks.length)
		exhibitionSlug = exhibition.slug
		const shown = db.artworks.find((a: any) => a.id === Number(exhibition.assigned_artworks[0]))
		const saved = await client.put(`/api/admin/artworks/${shown.id}`, {
			token,
			json: {
				is_visible: true,
				stock_number: SECRET.stock_number,
				framed_height: 80,
				framed_width: 60.5,
				framed_depth: 4,
				dimension_unit: 'cm',
				weight_kg: SECRET.weight_kg,
				signature: SECRET.signature,
				condition: SECRET.condition,
				location: SECRET.location,
				internal_notes: SECRET.internal_notes,
				provenance: [
					{ text: 'The artist', public: true },
					{ text: SECRET.privateEntry, public: false },
					{ text: 'Galerie Nord, Berlin', public: true },
				],
				exhibition_history: [{ text: 'Summer Show, Kunsthalle, 2024', public: true }],
				literature: [{ text: `${SECRET.privateEntry} notes`, public: false }],
				edition_size: 17,
				ap_count: 3,
				consignment: {
					consignor_contact_id: consignor.body.id,
					received_at: '2026-01-15',
					due_back_at: null,
					terms: SECRET.consignmentTerms,
					consignor_share_pct: 50,
				},
			},
		})
		expect(saved.status, saved.text).toBe(200)
		// An impression held for a contact, another sold and in a named place.
		const impressions = saved.body.impressions.map((i: any) =>
			i.label === SECRET.impressionLabel
				? { ...i, availability: 'reserved', hold_for: SECRET.impressionHold, hold_contact_id: consignor.body.id }
				: i.label === '4/17'
					? { ...i, availability: 'sold', location: SECRET.impressionLocation }
					: i,
		)
		const edition = await client.put(`/api/admin/artworks/${shown.id}`, { token, json: { impressions } })
		expect(edition.status, edition.text).toBe(200)
		work = edition.body
		const artist = await client.put(`/api/admin/artists/${work.artist_id}`, {
			token,
			json: { stock_prefix: SECRET.stockPrefix, is_visible: true },
		})
		expect(artist.status, artist.text).toBe(200)
		artistSlug = artist.body.slug
	})
	afterAll(() => server?.stop())

	it('reaches no public page, JSON-LD, manifest or sitemap, and no public /api answer with a token or without', async () => {
		const paths = [
			'/',
			`/artwork/${work.slug}`,
			'/collection',
			`/artist/${artistSlug}`,
			`/exhibition/${exhibitionSlug}`,
			'/sitemap.xml',
			`/iiif/artwork/${work.slug}/manifest.json`,
		]
		for (const path of paths) {
			const res = await page(path)
			expect(res.status, path).toBe(200)
			for (const value of PRIVATE_VALUES) expect(res.html, `${path} shows ${value}`).not.toContain(value)
		}
		// The public search does not find a work by its stock number.
		const search = await page(`/collection?q=${encodeURIComponent(SECRET.stock_number)}`)
		expect(search.status).toBe(200)
		expect(search.html).not.toContain(`/artwork/${work.slug}"`)
		// The artwork page's JSON-LD and hydration data are in its HTML: no private key there either.
		const artworkPage = (await page(`/artwork/${work.slug}`)).html
		expect(artworkPage).toContain('application/ld+json')
		for (const key of PRIVATE_KEYS) expect(artworkPage).not.toContain(`"${key}"`)

		for (const auth of [{}, { token }]) {
			const one = await client.get(`/api/artworks/${work.id}`, auth)
			expect(one.status).toBe(200)
			for (const key of PRIVATE_KEYS) expect(one.body, key).not.toHaveProperty(key)
			expect(one.body.provenance).toEqual([
				{ text: 'The artist', public: true },
				{ text: 'Galerie Nord, Berlin', public: true },
			])
			expect(one.body.literature).toEqual([])
			expect(one.body).toMatchObject({ framed_height: 80, framed_width: 60.5, framed_depth: 4 })
			for (const path of ['/api/artworks', '/api/artists', `/api/artists/${work.artist_id}`, '/api/exhibitions']) {
				const res = await client.get(path, auth)
				expect(res.status, path).toBe(200)
				for (const value of PRIVATE_VALUES) expect(res.text, `${path} shows ${value}`).not.toContain(value)
				expect(res.text, path).not.toContain('stock_prefix')
				// (An exhibition has a `location` of its own: the place it is shown.)
				if (path === '/api/exhibitions') continue
				for (const key of PRIVATE_KEYS) expect(res.text, `${path} names ${key}`).not.toContain(`"${key}"`)
			}
		}
		// /api/admin reads them all.
		const admin = await client.get(`/api/admin/artworks/${work.id}`, { token })
		expect(admin.body).toMatchObject({ stock_number: SECRET.stock_number, location: SECRET.location })
		expect(admin.body.consignment.terms).toBe(SECRET.consignmentTerms)
		expect(admin.body.impressions).toHaveLength(20)
		expect(admin.body.provenance).toHaveLength(3)
	})

	it('reaches no viewing room: neither its page nor its work page', async () => {
		const room = await client.post('/api/admin/viewing-rooms', {
			token,
			json: {
				title: 'Registrar room',
				status: 'open',
				expires_at: new Date(server.now() + 7 * 86_400_000).toISOString(),
				items: [{ artwork_id: work.id, note: '' }],
			},
		})
		expect(room.status, room.text).toBe(201)
		const roomPath = new URL(room.body.url, server.url).pathname
		for (const path of [roomPath, `${roomPath}/${work.slug}`]) {
			const res = await page(path)
			expect(res.status, path).toBe(200)
			expect(res.html).toContain(work.title)
			for (const value of PRIVATE_VALUES) expect(res.html, `${path} shows ${value}`).not.toContain(value)
			for (const key of PRIVATE_KEYS) expect(res.html).not.toContain(`"${key}"`)
		}
	})

	it('shows public entries in their order and the framed size on the artwork page', async () => {
		const { html } = await page(`/artwork/${work.slug}`)
		expect(html).toContain('Framed: 80 × 60.5 × 4 cm (31.5 × 23.8 × 1.6 in)')
		const section = (id: string) => new RegExp(`data-testid="${id}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? ''
		expect(section('provenance')).toMatch(/>Provenance<[\s\S]*<li>The artist<\/li><li>Galerie Nord, Berlin<\/li>/)
		expect(section('exhibition_history')).toMatch(/>Exhibition History<[\s\S]*<li>Summer Show, Kunsthalle, 2024<\/li>/)
		// A list with no public entry has no heading at all.
		expect(html).not.toContain('data-testid="literature"')
		expect(html).not.toContain('>Literature<')
	})

	it("says 'Edition of 17 + 3 AP · 18 available' on the artwork page, its room and its manifest, never an impression", async () => {
		const expected = 'Edition of 17 + 3 AP · 18 available'
		const { html } = await page(`/artwork/${work.slug}`)
		expect(html).toContain(`<li>${expected}</li>`)
		// Its JSON-LD gives the number of copies; the manifest names the edition without the count of the day.
		const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!)
		expect([ld].flat().find((node: any) => node['@type'] === 'VisualArtwork').artEdition).toBe(17)
		const manifest = await page(`/iiif/artwork/${work.slug}/manifest.json`)
		expect(manifest.html).toContain('Edition of 17 + 3 AP')
		expect(manifest.html).not.toContain('available')
		const room = await client.post('/api/admin/viewing-rooms', {
			token,
			json: {
				title: 'Edition room',
				status: 'open',
				expires_at: new Date(server.now() + 7 * 86_400_000).toISOString(),
				items: [{ artwork_id: work.id, note: '' }],
			},
		})
		const roomPath = new URL(room.body.url, server.url).pathname
		expect((await page(roomPath)).html).toContain(expected)
		// Another impression sold: the count follows.
		const impressions = (await client.get(`/api/admin/artworks/${work.id}`, { token })).body.impressions
		impressions[0].availability = 'sold'
		await client.put(`/api/admin/artworks/${work.id}`, { token, json: { impressions } })
		expect((await page(`/artwork/${work.slug}`)).html).toContain('<li>Edition of 17 + 3 AP · 17 available</li>')
	})

	it("keeps the registrar's fields in a closed 'Registrar' group of the form until used, and saves them without JavaScript", async () => {
		const blank = await page('/admin/artworks/new', { Cookie: cookie })
		expect(blank.html).toMatch(/<details[^>]*data-testid="registrar-fields"[^>]*>/)
		expect(blank.html).not.toMatch(/<details[^>]*open=""[^>]*data-testid="registrar-fields"/)
		expect(blank.html).toContain('<summary')

		const form = new URLSearchParams({
			intent: 'save',
			title: 'Registrar Form Work',
			artist_id: String(work.artist_id),
			year: '2024',
			availability: 'available',
			price_display: 'on_request',
			currency: 'EUR',
			dimension_unit: 'cm',
			is_visible: 'true',
			stock_number: '',
			framed_height: '55',
			location: 'With the framer',
			provenance: 'The artist\n[private] A private owner',
			exhibition_history: '',
			literature: '',
		})
		const post = (path: string) =>
			fetch(`${server.url}${path}`, { method: 'POST', headers: { Cookie: cookie }, body: form, redirect: 'manual' })
		expect((await post('/admin/artworks/new')).status).toBe(302)
		const saved = server.readDb().artworks.find((a: { title: string }) => a.title === 'Registrar Form Work')
		// A blank stock number on a new work is the next under the artist's prefix (after ZQ-7731).
		expect(saved).toMatchObject({
			stock_number: 'ZQ-7732',
			framed_height: 55,
			location: 'With the framer',
			provenance: [
				{ text: 'The artist', public: true },
				{ text: 'A private owner', public: false },
			],
		})

		const edit = await page(`/admin/artworks/${saved.id}/edit`, { Cookie: cookie })
		expect(edit.html).toMatch(/<details[^>]*open=""[^>]*data-testid="registrar-fields"/)
		expect(edit.html).toMatch(/name="stock_number"[^>]*value="ZQ-7732"|value="ZQ-7732"[^>]*name="stock_number"/)
		expect(edit.html).toMatch(/name="framed_height"[^>]*value="55"|value="55"[^>]*name="framed_height"/)
		expect(edit.html).toMatch(
			/<textarea[^>]*name="provenance"[^>]*>\s*The artist\n\[private\] A private owner<\/textarea>/,
		)

		// A stock number another work has, in any case, comes back beside its field and changes nothing.
		form.set('stock_number', SECRET.stock_number.toLowerCase())
		const clash = await post(`/admin/artworks/${saved.id}/edit`)
		expect(clash.status).toBe(400)
		const html = (await clash.text()).replace(/<!-- -->/g, '')
		expect(html).toMatch(/name="stock_number"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="stock_number"/)
		expect(html).toContain('This stock number is already in use')
		expect(server.readDb().artworks.find((a: { id: number }) => a.id === saved.id).stock_number).toBe('ZQ-7732')
	})

	it('sells an edition one impression at a time from the form without JavaScript, each hold ending by itself', async () => {
		const form = new URLSearchParams({
			intent: 'save',
			title: 'Harbour Etching',
			artist_id: String(work.artist_id),
			year: '2023',
			availability: 'available',
			price_display: 'on_request',
			currency: 'EUR',
			dimension_unit: 'cm',
			is_visible: 'true',
			edition_size: '12',
			ap_count: '2',
		})
		const post = (path: string, body: URLSearchParams) =>
			fetch(`${server.url}${path}`, { method: 'POST', headers: { Cookie: cookie }, body, redirect: 'manual' })
		expect((await post('/admin/artworks/new', form)).status).toBe(302)
		const saved = server.readDb().artworks.find((a: { title: string }) => a.title === 'Harbour Etching')
		expect(saved.impressions).toHaveLength(14)

		// The edit form lists the impressions as rows of plain fields.
		const edit = await page(`/admin/artworks/${saved.id}/edit`, { Cookie: cookie })
		const table = /data-testid="impressions"[\s\S]*?<\/table>/.exec(edit.html)?.[0] ?? ''
		expect(table.match(/data-testid="impression"/g)).toHaveLength(14)
		expect(table).toMatch(/>4\/12<input[^>]*type="hidden"[^>]*name="impressions\[3\]\.label" value="4\/12"/)
		expect(table).toContain('aria-label="Availability of AP 1/2"')

		// Impression 4/12 sold and in a crate; AP 1/2 held for an hour or two (the gallery's time zone is UTC here).
		const holdEnd = new Date(server.now() + 2 * 3_600_000).toISOString().slice(0, 16)
		const rows = new URLSearchParams(form)
		saved.impressions.forEach((impression: { label: string }, i: number) => {
			rows.set(`impressions[${i}].label`, impression.label)
			rows.set(`impressions[${i}].availability`, 'available')
			rows.set(`impressions[${i}].location`, '')
			rows.set(`impressions[${i}].hold_for`, '')
			rows.set(`impressions[${i}].hold_until`, '')
		})
		rows.set('impressions[3].availability', 'sold')
		rows.set('impressions[3].location', 'Crate 7')
		rows.set('impressions[12].availability', 'reserved')
		rows.set('impressions[12].hold_for', 'Ms Adeyemi')
		rows.set('impressions[12].hold_until', holdEnd)
		expect((await post(`/admin/artworks/${saved.id}/edit`, rows)).status).toBe(302)
		const sold = server.readDb().artworks.find((a: { id: number }) => a.id === saved.id)
		expect(sold.impressions[3]).toMatchObject({ label: '4/12', availability: 'sold', location: 'Crate 7' })
		expect(sold.impressions[12]).toMatchObject({ label: 'AP 1/2', availability: 'reserved', hold_for: 'Ms Adeyemi' })
		expect(sold.availability).toBe('available')
		expect((await page(`/artwork/${sold.slug}`)).html).toContain('<li>Edition of 12 + 2 AP · 12 available</li>')
		// The dashboard names the impression whose hold ends soon.
		const dashboard = await page('/admin/exhibitions', { Cookie: cookie })
		expect(dashboard.html).toContain('Harbour Etching (AP 1/2)')

		// Shrinking over the sold impression is refused beside Edition size, and nothing changes.
		rows.set('edition_size', '3')
		const refused = await post(`/admin/artworks/${saved.id}/edit`, rows)
		expect(refused.status).toBe(400)
		const html = (await refused.text()).replace(/<!-- -->/g, '')
		expect(html).toContain('The edition cannot drop an impression that is sold, reserved or held (4/12)')
		expect(html).toMatch(/name="edition_size"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="edition_size"/)
		expect(server.readDb().artworks.find((a: { id: number }) => a.id === saved.id).version).toBe(sold.version)

		// The hold's time passes: the impression is available again by itself, and the work says so.
		await server.moveClock(3 * 3_600_000)
		await expect
			.poll(() => server.readDb().artworks.find((a: { id: number }) => a.id === saved.id).impressions[12], {
				timeout: 5000,
			})
			.toMatchObject({ availability: 'available', hold_for: '', hold_until: null })
		const entry = server
			.readDb()
			.activity.filter((a: { kind: string }) => a.kind === 'hold-ended')
			.at(-1)
		expect(entry.summary).toBe('Hold for Ms Adeyemi on Harbour Etching (AP 1/2) ended; the work is available again')
	})

	it("records a consignment from the form by the consignor's email, finds it by the list's filters and the landing page, and prints its receipt", async () => {
		const today = new Date(server.now()).toISOString().slice(0, 10)
		const inDays = (days: number) => new Date(server.now() + days * 86_400_000).toISOString().slice(0, 10)
		const form = new URLSearchParams({
			intent: 'save',
			title: 'Consigned Nocturne',
			artist_id: String(work.artist_id),
			year: '2019',
			availability: 'available',
			price_display: 'on_request',
			currency: 'EUR',
			dimension_unit: 'cm',
			height: '90',
			width: '70',
			is_visible: 'true',
			'consignment.consignor_email': 'Tove.Lindqvist@example.com',
			'consignment.consignor_name': 'Tove Lindqvist',
			'consignment.received_at': today,
			'consignment.due_back_at': inDays(10),
			'consignment.terms': 'Sale or return within six months',
			'consignment.consignor_share_pct': '60',
		})
		const post = (path: string, body: URLSearchParams) =>
			fetch(`${server.url}${path}`, { method: 'POST', headers: { Cookie: cookie }, body, redirect: 'manual' })
		// A share over 100 comes back beside its field, nothing stored.
		const bad = new URLSearchParams(form)
		bad.set('consignment.consignor_share_pct', '120')
		const refused = await post('/admin/artworks/new', bad)
		expect(refused.status).toBe(400)
		expect((await refused.text()).replace(/<!-- -->/g, '')).toContain(
			"Consignor's share must be a number from 0 to 100",
		)

		expect((await post('/admin/artworks/new', form)).status).toBe(302)
		const db = server.readDb()
		const saved = db.artworks.find((a: { title: string }) => a.title === 'Consigned Nocturne')
		const tove = db.contacts.find((c: { email: string }) => c.email === 'Tove.Lindqvist@example.com')
		expect(tove).toMatchObject({ name: 'Tove Lindqvist', kinds: ['consignor'] })
		expect(saved.consignment).toEqual({
			consignor_contact_id: tove.id,
			received_at: today,
			due_back_at: inDays(10),
			terms: 'Sale or return within six months',
			consignor_share_pct: 60,
		})
		// The edit form names the consignor by email and links the receipt.
		const edit = await page(`/admin/artworks/${saved.id}/edit`, { Cookie: cookie })
		expect(edit.html).toMatch(/<details[^>]*open=""[^>]*data-testid="consignment-fields"/)
		expect(edit.html).toMatch(/value="Tove.Lindqvist@example.com"/)
		expect(edit.html).toContain(`href="/admin/artworks/${saved.id}/consignment.pdf"`)

		// The list's filters, and the landing page's 'Due back'.
		const listed = async (query: string) => (await page(`/admin/artworks?${query}`, { Cookie: cookie })).html
		expect(await listed('consignment=on')).toContain('>Consigned Nocturne</h2>')
		expect(await listed('consignment=due')).toContain('>Consigned Nocturne</h2>')
		// (The shared work is consigned too; one that is not stays out.)
		const unconsigned = server.readDb().artworks.find((a: { consignment: unknown }) => a.consignment === null)
		expect(await listed('consignment=on')).toContain(`>${work.title}</h2>`)
		expect(await listed('consignment=on')).not.toContain(`>${unconsigned.title}</h2>`)
		// The row of this work in the landing page's list ('' when not listed); the demo's own consignments are there too.
		const landing = async () => {
			const html = (await page('/admin/exhibitions', { Cookie: cookie })).html
			const rows = /aria-labelledby="consignments-due-back"[\s\S]*?<\/section>/.exec(html)?.[0].split('</tr>') ?? []
			return rows.find((row) => row.includes('Consigned Nocturne')) ?? ''
		}
		expect(await landing()).toContain('Tove Lindqvist')
		expect(await landing()).not.toContain('Overdue')
		// Due in 40 days: on consignment, not yet due; overdue: due, and said so.
		await client.put(`/api/admin/artworks/${saved.id}`, {
			token,
			json: { consignment: { ...saved.consignment, due_back_at: inDays(40) } },
		})
		expect(await listed('consignment=due')).not.toContain('>Consigned Nocturne</h2>')
		expect(await landing()).not.toContain('Consigned Nocturne')
		// Due in 31 days, then a day passes with no change to any work: the list kept from yesterday is not shown.
		await client.put(`/api/admin/artworks/${saved.id}`, {
			token,
			json: { consignment: { ...saved.consignment, due_back_at: inDays(31) } },
		})
		expect(await listed('consignment=due')).not.toContain('>Consigned Nocturne</h2>')
		await server.moveClock(86_400_000 + 60_000)
		cookie = await adminCookie(server)
		token = await client.login()
		expect(await listed('consignment=due')).toContain('>Consigned Nocturne</h2>')
		await client.put(`/api/admin/artworks/${saved.id}`, {
			token,
			json: { consignment: { ...saved.consignment, received_at: inDays(-60), due_back_at: inDays(-1) } },
		})
		expect(await listed('consignment=due')).toContain('>Consigned Nocturne</h2>')
		expect(await landing()).toContain('Overdue')

		// The receipt: consignor, work, dimensions, terms, share, dates and two signature lines.
		const receipt = await fetch(`${server.url}/admin/artworks/${saved.id}/consignment.pdf`, {
			headers: { Cookie: cookie },
		})
		expect(receipt.status).toBe(200)
		expect(receipt.headers.get('content-type')).toBe('application/pdf')
		const text = flat((await readPdf(new Uint8Array(await receipt.arrayBuffer()))).text)
		for (const expected of [
			'Consignment receipt',
			'Tove Lindqvist',
			'Tove.Lindqvist@example.com',
			'Consigned Nocturne, 2019',
			'90 × 70 cm',
			'Sale or return within six months',
			'60% of the sale price',
			'Received:',
			'Due back:',
			'Consignor: Tove Lindqvist',
		]) {
			expect(text, expected).toContain(expected)
		}
		expect(text.match(/Signature and date/g)).toHaveLength(2)
		// A work not on consignment has no receipt; visitors get none.
		expect(
			(await fetch(`${server.url}/admin/artworks/${work.id}/consignment.pdf`, { headers: { Cookie: cookie } })).status,
		).toBe(200)
		const plain = server.readDb().artworks.find((a: { consignment: unknown }) => a.consignment === null)
		expect(
			(await fetch(`${server.url}/admin/artworks/${plain.id}/consignment.pdf`, { headers: { Cookie: cookie } })).status,
		).toBe(404)
		expect(
			(await fetch(`${server.url}/admin/artworks/${saved.id}/consignment.pdf`, { redirect: 'manual' })).status,
		).not.toBe(200)

		// Clearing every consignment field in the form ends it.
		const ended = new URLSearchParams(form)
		for (const key of [...ended.keys()]) if (key.startsWith('consignment.')) ended.set(key, '')
		expect((await post(`/admin/artworks/${saved.id}/edit`, ended)).status).toBe(302)
		expect(server.readDb().artworks.find((a: { id: number }) => a.id === saved.id).consignment).toBeNull()
	})

	it('finds works in the back office by stock number and by any part of their location', async () => {
		const listed = async (query: string) => {
			const { status, html } = await page(`/admin/artworks?${query}`, { Cookie: cookie })
			expect(status).toBe(200)
			return html
		}
		const byNumber = await listed(`q=${SECRET.stock_number.toLowerCase()}`)
		expect(byNumber).toContain(`>${work.title}</h2>`)
		expect(byNumber).toMatch(new RegExp(`data-testid="stock-line"[^>]*>.*?${SECRET.stock_number}.*?${SECRET.location}`))
		const byPlace = await listed('location=vellichor')
		expect(byPlace).toContain(`>${work.title}</h2>`)
		expect(byPlace).toMatch(/name="location"[^>]*value="vellichor"|value="vellichor"[^>]*name="location"/)
		// Its suggestions are the locations in use.
		expect(byPlace).toContain(`<option value="${SECRET.location}">`)
		expect(await listed('location=attic')).not.toContain(`>${work.title}</h2>`)
	})

	it('makes a stock list, PDF and CSV, of the works the artworks list shows, linked from the list with its filters', async () => {
		const list = await page('/admin/artworks?location=vellichor&availability=&page=1', { Cookie: cookie })
		expect(list.html).toContain('href="/admin/reports/stock.pdf?location=vellichor"')
		expect(list.html).toContain('href="/admin/reports/stock.csv?location=vellichor"')
		const stored = server.readDb().artworks.find((a: { id: number }) => a.id === work.id)
		const other = server
			.readDb()
			.artworks.find((a: { id: number; consignment: unknown }) => a.id !== work.id && a.consignment === null)

		const pdf = await fetch(`${server.url}/admin/reports/stock.pdf?location=vellichor`, { headers: { Cookie: cookie } })
		expect(pdf.status).toBe(200)
		expect(pdf.headers.get('content-type')).toBe('application/pdf')
		expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="stock-list.pdf"')
		expect(pdf.headers.get('cache-control')).toBe('no-store')
		const bytes = new Uint8Array(await pdf.arrayBuffer())
		const read = await readPdf(bytes)
		expect(read.title).toBe('Stock list')
		const text = flat(read.text)
		for (const expected of [
			'Stock list',
			'1 work, location "vellichor"',
			`${SECRET.stock_number} · ${stored.artist_name}`,
			stored.title,
			'Framed: 80 × 60.5 × 4 cm',
			`Location: ${SECRET.location}`,
			stored.availability === 'available' ? 'Available' : '',
		]) {
			expect(text, expected).toContain(expected)
		}
		expect(text).not.toContain(other.title)
		// The thumbnail: the work's picture is in the file.
		if (stored.images.length) expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/Subtype \/Image/)

		// The CSV, with an API token, by the list's search (the stock number, any case).
		const csv = await fetch(`${server.url}/admin/reports/stock.csv?q=${SECRET.stock_number.toLowerCase()}`, {
			headers: { Authorization: `Bearer ${token}` },
		})
		expect(csv.status).toBe(200)
		expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
		expect(csv.headers.get('content-disposition')).toBe('attachment; filename="stock-list.csv"')
		const lines = (await csv.text())
			.replace(/^\uFEFF/, '')
			.trim()
			.split('\r\n')
		expect(lines[0]).toBe(
			'"Stock number","Artist","Title","Year","Medium","Dimensions","Framed dimensions","Location","Availability","Price","Currency"',
		)
		expect(lines).toHaveLength(2)
		expect(lines[1]).toContain(`"${SECRET.stock_number}","${stored.artist_name}","${stored.title}","${stored.year}"`)
		expect(lines[1]).toContain(`"80 × 60.5 × 4 cm (31.5 × 23.8 × 1.6 in)","${SECRET.location}"`)
		expect(lines[1]).toContain(stored.price === null ? '"",""' : `"${stored.price}","${stored.currency}"`)
		// Consigned works only: the list's own filter.
		const consigned = await (
			await fetch(`${server.url}/admin/reports/stock.csv?consignment=on`, { headers: { Cookie: cookie } })
		).text()
		expect(consigned).toContain(stored.title)
		expect(consigned).not.toContain(`"${other.title}"`)

		// Signed out: the sign-in screen; a wrong token: the API's 401.
		const out = await fetch(`${server.url}/admin/reports/stock.pdf`, { redirect: 'manual' })
		expect(out.status).toBe(302)
		expect(out.headers.get('location')).toMatch(/^\/admin/)
		const wrong = await fetch(`${server.url}/admin/reports/stock.csv`, { headers: { Authorization: 'Bearer nope' } })
		expect(wrong.status).toBe(401)
	})

	it('keeps each change of location with its time and user, and shows the history on the work in the back office', async () => {
		const move = (location: string) => client.put(`/api/admin/artworks/${work.id}`, { token, json: { location } })
		expect((await move('With the framer')).status).toBe(200)
		// A change that leaves the location as it is adds nothing.
		expect((await client.put(`/api/admin/artworks/${work.id}`, { token, json: { condition: 'Good' } })).status).toBe(
			200,
		)
		expect((await move('Crate 12, shipped to Basel')).status).toBe(200)
		const history = server.readDb().artworks.find((a: { id: number }) => a.id === work.id).location_history
		// The demo's seed put the work in the store first (by 'system'); then these three moves.
		expect(history).toHaveLength(4)
		expect(history[0].username).toBe('system')
		expect(history.slice(1).map((h: { location: string }) => h.location)).toEqual([
			SECRET.location,
			'With the framer',
			'Crate 12, shipped to Basel',
		])
		for (const entry of history.slice(1)) {
			expect(entry.username).toBe('admin')
			expect(Date.parse(entry.at)).toBeLessThanOrEqual(server.now())
		}
		// Never public: the history is not in the public API.
		expect((await client.get(`/api/artworks/${work.id}`, { token })).body).not.toHaveProperty('location_history')

		const { html } = await page(`/admin/artworks/${work.id}/edit`, { Cookie: cookie })
		const section = /data-testid="location-history"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
		expect(section).toContain('Location history')
		const lines = [...section.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''))
		expect(lines).toHaveLength(4)
		expect(lines[0]).toMatch(/^Crate 12, shipped to Basel · .+ · admin$/)
		expect(lines[2]).toContain(SECRET.location)
		expect(lines[3]).toMatch(/ · system$/)

		// Restoring a revision from before the moves brings its location back as one more move, and loses none;
		// the edition keeps the impressions sold and held since, and the consignment.
		const revisions = (await client.get(`/api/admin/artworks/${work.id}/revisions`, { token })).body
		// (The list is newest first: the last is the work as the seed made it, before its edition and the moves.)
		const first = revisions.at(-1)
		const restored = await client.post(`/api/admin/artworks/${work.id}/revisions/${first.id}/restore`, { token })
		expect(restored.status, restored.text).toBe(200)
		const after = server.readDb().artworks.find((a: { id: number }) => a.id === work.id)
		expect(after.location_history.slice(0, 4)).toEqual(history)
		expect(after.location_history).toHaveLength(5)
		expect(after.location_history[4]).toMatchObject({ location: after.location, username: 'admin' })
		expect(after.edition_size).toBe(17)
		expect(after.impressions.find((i: { label: string }) => i.label === '4/17').availability).toBe('sold')
		expect(after.availability).toBe('available')
		expect(after.consignment.terms).toBe(SECRET.consignmentTerms)
	})

	it('refuses a stock list PDF of more than 500 works, pointing to the CSV, which takes them all', async () => {
		// 500 more works in one import: the list has more than 500 (the check comes before any PDF is made).
		const artist = server.readDb().artists.find((a: { id: number }) => a.id === work.artist_id).name
		const rows = Array.from({ length: 500 }, (_, n) => `Stock Bulk ${n + 1},${artist},Bulk store`)
		const csv = `title,artist,location\n${rows.join('\n')}\n`
		const form = new FormData()
		form.append('csv', new Blob([csv], { type: 'text/csv' }), 'bulk.csv')
		const imported = await client.post('/api/admin/import', { token, body: form })
		expect(imported.status, imported.text).toBe(200)
		const pdf = await fetch(`${server.url}/admin/reports/stock.pdf`, { headers: { Cookie: cookie } })
		expect(pdf.status).toBe(400)
		expect(await pdf.json()).toEqual({
			error: "A stock list PDF takes at most 500 works: narrow the list's filters, or download the CSV.",
		})
		const all = await (await fetch(`${server.url}/admin/reports/stock.csv`, { headers: { Cookie: cookie } })).text()
		expect(all.trim().split('\r\n')).toHaveLength(server.readDb().artworks.length + 1)
		// Narrowed by the list's filter, the PDF is made.
		expect(
			(await fetch(`${server.url}/admin/reports/stock.pdf?location=vellichor`, { headers: { Cookie: cookie } })).status,
		).toBe(200)
	})
})
