import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../support/api.ts'
import { adminCookie, png, settledEntries } from '../support/uploads.ts'
import { startServer, type TestServer } from '../support/server.ts'
import { deflatedZeros, makeZip, type ZipEntry } from '../support/zip.ts'

/** The import of artworks from a CSV and a zip, and the CSV exports (docs/admin.md, 'Import and export'). */

function importBody(csv: string | Uint8Array, zip?: Uint8Array) {
	const form = new FormData()
	form.append('csv', new Blob([typeof csv === 'string' ? csv : new Uint8Array(csv)], { type: 'text/csv' }), 'works.csv')
	if (zip) form.append('zip', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'images.zip')
	return form
}

describe('import and export', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	let cookie: string

	beforeAll(async () => {
		server = await startServer({ seed: 'demo' })
		client = api(server)
		token = await client.login()
		cookie = await adminCookie(server)
	})
	afterAll(() => server?.stop())

	const post = (csv: string | Uint8Array, zip?: Uint8Array, dryRun = false) =>
		client.post(`/api/admin/import${dryRun ? '?dry_run=1' : ''}`, { token, body: importBody(csv, zip) })
	const artworks = async () => (await client.get('/api/admin/artworks?per_page=1000', { token })).body
	const bySlug = (slug: string) => server.readDb().artworks.find((a: { slug: string }) => a.slug === slug)

	/** Runs a refused import and checks that neither the store nor the uploads folder changed. */
	async function refusedImport(csv: string | Uint8Array, zip?: Uint8Array) {
		const before = { store: server.fingerprint(), uploads: await settledEntries(server), list: await artworks() }
		const res = await post(csv, zip)
		expect(res.status, res.text).toBe(400)
		expect(server.fingerprint()).toBe(before.store)
		// settled: an earlier upload's variants may start to be made meanwhile, in a scratch folder of their own.
		expect(await settledEntries(server)).toEqual(before.uploads)
		expect(await artworks()).toEqual(before.list)
		return res
	}

	it('makes slugs by one rule that writes every letter in Latin letters: the import, the API and the admin form', async () => {
		const imported = await post('title,artist,year\nØrsted Light,Søren Ørsted,2024\n')
		expect(imported.status, imported.text).toBe(200)
		expect(imported.body.rows[0]).toMatchObject({ action: 'create', slug: 'orsted-light' })
		const db = server.readDb()
		expect(db.artists.find((a: { name: string }) => a.name === 'Søren Ørsted').slug).toBe('soren-orsted')

		const viaApi = await client.post('/api/admin/artists', { token, json: { name: 'Hélène Marchetti-Øster' } })
		expect(viaApi.status, viaApi.text).toBe(201)
		expect(viaApi.body.slug).toBe('helene-marchetti-oster')

		const form = new FormData()
		for (const [k, v] of Object.entries({ intent: 'save', name: 'Åsa Łukasiewicz', slug: '', is_visible: 'true' }))
			form.append(k, v)
		const viaForm = await fetch(`${server.url}/admin/artists/new`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: form,
			redirect: 'manual',
		})
		expect(viaForm.status).toBe(302)
		expect(server.readDb().artists.find((a: { name: string }) => a.name === 'Åsa Łukasiewicz').slug).toBe(
			'asa-lukasiewicz',
		)
	})

	it('dry-runs a clean CSV without writing, then imports it in one write with a new artist and an activity entry', async () => {
		const csv = [
			'title,artist,year,medium,price,currency,price_display,availability,height,width',
			'Import Harbour Study,Ines Okafor,2024,Oil on linen,1200,EUR,show,available,120.5,90',
			'Import Night Field,Ines Okafor,2023,Charcoal,,,on_request,available,,',
		].join('\n')
		const before = server.fingerprint()
		const dry = await post(csv, undefined, true)
		expect(dry.status, dry.text).toBe(200)
		expect(dry.body).toEqual({
			rows: [
				{ row: 2, action: 'create', slug: 'import-harbour-study', reason: '', checks: [], kept_hidden: false },
				{
					row: 3,
					action: 'create',
					slug: 'import-night-field',
					reason: '',
					// The checks before publishing of each row: a warning never holds it back.
					checks: [expect.objectContaining({ code: 'artwork-dimensions', level: 'warning', field: 'height' })],
					kept_hidden: false,
				},
			],
			created: 2,
			updated: 0,
			refused: 0,
		})
		expect(server.fingerprint()).toBe(before)

		const res = await post(csv)
		expect(res.status, res.text).toBe(200)
		expect(res.body).toEqual(dry.body)
		const db = server.readDb()
		const artist = db.artists.find((a: { name: string }) => a.name === 'Ines Okafor')
		expect(artist).toBeTruthy()
		expect(bySlug('import-harbour-study')).toMatchObject({
			title: 'Import Harbour Study',
			artist_id: artist.id,
			price: 1200,
			height: 120.5,
			width: 90,
			price_display: 'show',
		})
		expect(db.activity.at(-1)).toMatchObject({
			kind: 'import',
			username: 'admin',
			summary: 'Imported 2 works (2 created, 0 updated)',
		})
	})

	it('lists the problems and warnings of each row, and imports a row with a problem hidden', async () => {
		const csv = [
			'title,artist,medium,height,width,description,is_visible',
			'Import Linked,Ines Okafor,Ink,20,30,See [the show](/exhibition/never-was).,true',
			'Import Plain,Ines Okafor,Ink,20,30,A quiet sheet.,true',
		].join('\n')
		const dry = await post(csv, undefined, true)
		expect(dry.status, dry.text).toBe(200)
		const [linked, plain] = dry.body.rows
		expect(linked).toMatchObject({
			kept_hidden: true,
			checks: [
				{
					code: 'link-broken',
					level: 'problem',
					field: 'description',
					message: 'The link to /exhibition/never-was leads to a page that does not exist (404).',
				},
			],
		})
		expect(plain).toMatchObject({ kept_hidden: false, checks: [] })
		const page = await client.post('/admin/import', { body: importBody(csv), headers: { Cookie: cookie } })
		expect(page.text).toContain('Kept hidden')
		expect(page.text).toContain('The link to /exhibition/never-was leads to a page that does not exist (404).')

		const res = await post(csv)
		expect(res.status, res.text).toBe(200)
		expect(res.body.rows[0].kept_hidden).toBe(true)
		expect(bySlug('import-linked').is_visible).toBe(false)
		expect(bySlug('import-plain').is_visible).toBe(true)
	})

	it('reads a semicolon CSV with a byte order mark and a quoted line break', async () => {
		const csv =
			'\uFEFFtitle;artist;description;price\r\n"Two Lines";Ines Okafor;"First line\nsecond; with a semicolon";900\r\n'
		const res = await post(csv)
		expect(res.status, res.text).toBe(200)
		expect(res.body.rows).toMatchObject([{ row: 2, action: 'create', slug: 'two-lines', reason: '' }])
		expect(bySlug('two-lines')).toMatchObject({ description: 'First line\nsecond; with a semicolon', price: 900 })
	})

	it('updates the work whose slug a row names, keeping the columns the file leaves out', async () => {
		const work = bySlug('import-harbour-study')
		const res = await post('slug,price,availability\nimport-harbour-study,1500,reserved\n')
		expect(res.status, res.text).toBe(200)
		expect(res.body).toMatchObject({
			rows: [{ row: 2, action: 'update', slug: 'import-harbour-study', reason: '' }],
			created: 0,
			updated: 1,
			refused: 0,
		})
		expect(bySlug('import-harbour-study')).toMatchObject({
			id: work.id,
			title: 'Import Harbour Study',
			medium: 'Oil on linen',
			price: 1500,
			availability: 'reserved',
		})
	})

	it('keeps a scheduled work scheduled: an update without publish_at, and the export imported back, leave it as it was', async () => {
		const artistId = server.readDb().artists[0].id
		const created = await client.post('/api/admin/artworks', {
			token,
			json: { title: 'Import Embargoed', artist_id: artistId, publish_at: '2099-06-01T16:00:00Z' },
		})
		expect(created.status, created.text).toBe(201)
		const res = await post('slug,price\nimport-embargoed,1300\n')
		expect(res.status, res.text).toBe(200)
		expect(bySlug('import-embargoed')).toMatchObject({ price: 1300, publish_at: '2099-06-01T16:00:00.000Z' })
		expect((await fetch(`${server.url}/artwork/import-embargoed`)).status).toBe(404)

		const csv = await (await fetch(`${server.url}/admin/artworks/export.csv`, { headers: { Cookie: cookie } })).text()
		const [header, ...lines] = csv.split('\r\n')
		const row = lines.find((line) => line.includes('"import-embargoed"'))!
		expect(row).toContain('"2099-06-01T16:00:00.000Z"')
		const again = await post(`${header}\r\n${row}\r\n`)
		expect(again.body.rows).toMatchObject([{ row: 2, action: 'update', slug: 'import-embargoed', reason: '' }])
		expect(bySlug('import-embargoed').publish_at).toBe('2099-06-01T16:00:00.000Z')
		// A blank publish_at cell, given, clears it.
		await post('slug,publish_at\nimport-embargoed,\n')
		expect(bySlug('import-embargoed').publish_at).toBeNull()
	})

	it('refuses numbers written with thousands separators or decimal commas, with the reason', async () => {
		const res = await refusedImport('title;artist;price;width\n"Comma";Ines Okafor;"1.200,50";"1,200.50"\n')
		expect(res.body.refused).toBe(1)
		expect(res.body.rows[0]).toMatchObject({ row: 2, action: 'refuse' })
		expect(res.body.rows[0].reason).toContain(
			'Price: "1.200,50" is not a plain number; write it as 1200 or 1200.50 (no thousands separators, a dot before decimals)',
		)
		expect(res.body.rows[0].reason).toContain('Width: "1,200.50" is not a plain number')
	})

	it('writes nothing when one row is refused, and gives the form’s own messages per row', async () => {
		const csv = [
			'title,artist,year,availability,price_display',
			'Fine Work,Ines Okafor,2020,available,on_request',
			',Ines Okafor,1850,lost,show',
			'No Artist,,2020,available,on_request',
		].join('\n')
		const res = await refusedImport(csv)
		expect(res.body.created).toBe(1)
		expect(res.body.refused).toBe(2)
		expect(res.body.rows[0]).toMatchObject({ row: 2, action: 'create', slug: 'fine-work', reason: '' })
		expect(res.body.rows[1].action).toBe('refuse')
		expect(res.body.rows[1].reason).toContain('Title is required')
		expect(res.body.rows[1].reason).toContain('Year must be 1900 or later')
		expect(res.body.rows[1].reason).toContain('Availability must be one of')
		expect(res.body.rows[2]).toMatchObject({ action: 'refuse', reason: 'Artist is required' })
		// A dry run answers the same report with 200.
		const dry = await post(csv, undefined, true)
		expect(dry.status).toBe(200)
		expect(dry.body).toEqual(res.body)
	})

	it('refuses a file with an unknown column, or without a CSV, with one reason', async () => {
		const res = await refusedImport('title,artist,colour\nA,B,red\n')
		expect(res.body).toEqual({
			error: expect.stringMatching(/^Unknown column: colour\. The columns are: title, slug, artist/),
			rows: [],
			created: 0,
			updated: 0,
			refused: 0,
		})
		const form = new FormData()
		form.append('zip', new Blob([new Uint8Array(makeZip([]))]), 'a.zip')
		const none = await client.post('/api/admin/import', { token, body: form })
		expect(none.status).toBe(400)
		expect(none.body.error).toBe('Choose a CSV file to import')
		const anonymous = await client.post('/api/admin/import', { body: importBody('title\nA\n') })
		expect(anonymous.status).toBe(401)
	})

	it('stores the images of a zip as uploads are stored, and makes their variants', { timeout: 400_000 }, async () => {
		const zip = makeZip([
			{ name: 'images/harbour-a.png', data: await png(60, 40, '#246') },
			{ name: 'harbour-b.png', data: await png(50, 50, '#642') },
			{ name: '__MACOSX/._harbour-b.png', data: new Uint8Array([0, 1, 2]) },
		])
		const res = await post('title,artist,images\nWith Images,Ines Okafor,harbour-a.png; harbour-b.png\n', zip)
		expect(res.status, res.text).toBe(200)
		const work = bySlug('with-images')
		expect(work.images).toHaveLength(2)
		for (const url of work.images) expect(url).toMatch(/^\/api\/file\/\d+$/)
		expect(work.featured_image).toBe(work.images[0])
		const ids = work.images.map((u: string) => Number(u.split('/').pop()))
		const files = server.readDb().files.filter((f: { id: number }) => ids.includes(f.id))
		expect(files.map((f: { original_name: string }) => f.original_name).sort()).toEqual([
			'harbour-a.png',
			'harbour-b.png',
		])
		expect((await server.fileEntries()).filter((n) => n.startsWith('.upload-'))).toEqual([])
		for (const id of ids) {
			await expect
				.poll(async () => (await server.storedFile(`derived/${id}/iiif/info.json`)) !== null, {
					timeout: 360_000,
				})
				.toBe(true)
		}
		// The sizes and placeholders reach the file records just after the tiles: wait, so the next test's
		// "nothing was written" is not upset by this one's last write.
		await expect
			.poll(
				() =>
					server.readDb().files.filter((f: { id: number; placeholder?: string }) => ids.includes(f.id) && f.placeholder)
						.length,
				{
					timeout: 60_000,
				},
			)
			.toBe(ids.length)
	})

	it('refuses a row whose image is missing from the zip or is not an image', async () => {
		const zip = makeZip([{ name: 'notes.png', data: Buffer.from('not an image at all') }])
		const res = await refusedImport('title,artist,images\nBad Images,Ines Okafor,notes.png;absent.jpg\n', zip)
		expect(res.body.rows[0].reason).toBe(
			'Image notes.png: Only JPEG, PNG, WebP, GIF and AVIF images are accepted; Image absent.jpg: not in the zip',
		)
		const dotted = makeZip([{ name: '.hidden.png', data: await png() }])
		const hidden = await refusedImport('title,artist,images\nDotted,Ines Okafor,.hidden.png\n', dotted)
		expect(hidden.body.rows[0].reason).toBe(
			'Image .hidden.png: a hidden file (its name or folder starts with a dot, or __MACOSX): not imported',
		)
	})

	describe('hostile zips stop the import and leave the store and the uploads folder as they were', () => {
		const csv = 'title,artist,images\nHostile,Ines Okafor,a.png\n'
		const hostile = async (entries: ZipEntry[], message: string | RegExp) => {
			const res = await refusedImport(csv, makeZip(entries))
			expect(res.body.error).toMatch(message)
			expect(res.body).toMatchObject({ rows: [], created: 0, updated: 0, refused: 0 })
		}

		it('an entry that escapes its folder', async () => {
			const good = await png()
			await hostile(
				[
					{ name: 'a.png', data: good },
					{ name: '../a.png', data: good },
				],
				'The zip holds an entry that escapes its folder (../a.png): nothing was imported',
			)
			await hostile([{ name: '/etc/a.png', data: good }], /escapes its folder \(\/etc\/a\.png\)/)
			await hostile([{ name: 'images\\a.png', data: good }], /escapes its folder/)
		})

		it('a symbolic link', async () => {
			await hostile(
				[{ name: 'a.png', data: Buffer.from('/etc/passwd'), mode: 0o120777, store: true }],
				'The zip holds a link (a.png): links are refused, nothing was imported',
			)
		})

		it('a size that does not match what the entry declares', async () => {
			await hostile(
				[{ name: 'a.png', data: await png(200, 200), declaredSize: 100 }],
				'The zip holds an entry whose size does not match what it declares: nothing was imported',
			)
		})

		it('a bomb that expands past 1 GB', { timeout: 120_000 }, async () => {
			const zeros = await deflatedZeros(1_200_000_000)
			expect(zeros.bytes.length).toBeLessThan(2 * 1024 * 1024)
			await hostile(
				[
					{ name: 'a.png', data: await png() },
					{ name: 'zeros.bin', deflated: zeros },
				],
				'The zip expands to more than 1 GB: nothing was imported',
			)
		})
	})

	it('exports the artworks as a CSV that imports back unchanged: every row an update, none refused', async () => {
		const res = await fetch(`${server.url}/admin/artworks/export.csv`, { headers: { Cookie: cookie } })
		expect(res.status).toBe(200)
		expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
		expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="artworks-\d{4}-\d{2}-\d{2}\.csv"$/)
		expect(res.headers.get('cache-control')).toBe('no-store')
		// The UTF-8 byte order mark first, so Excel reads accents; the import reads it back.
		const bytes = new Uint8Array(await res.clone().arrayBuffer())
		expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
		const csv = await res.text()
		expect(csv.split('\r\n')[0]).toBe(
			'"title","slug","artist","year","medium","size","height","width","depth","dimension_unit","category","description","images","is_visible","publish_at","availability","price","currency","price_display","edition","hold_for","hold_until","stock_number","framed_height","framed_width","framed_depth","weight_kg","signature","condition","location","internal_notes","provenance","exhibition_history","literature","edition_size","ap_count","impressions","consignor_email","consignment_received_at","consignment_due_back_at","consignment_terms","consignor_share_pct"',
		)
		const count = server.readDb().artworks.length
		const dry = await post(csv, undefined, true)
		expect(dry.status, dry.text).toBe(200)
		expect(dry.body.refused).toBe(0)
		expect(dry.body.created).toBe(0)
		expect(dry.body.updated).toBe(count)
		expect(dry.body.rows.every((r: { action: string }) => r.action === 'update')).toBe(true)
		expect(server.readDb().activity.at(-1)).toMatchObject({
			kind: 'export',
			summary: `Exported ${count} artworks as CSV`,
		})
	})

	it('a restored artist puts its name back on its works, a restored work takes its artist’s name now, and the export imports back onto the same artists', async () => {
		const artist = await client.post('/api/admin/artists', { token, json: { name: 'Rena Earlier' } })
		expect(artist.status, artist.text).toBe(201)
		const id = artist.body.id as number
		const work = await client.post('/api/admin/artworks', { token, json: { title: 'Rena Work', artist_id: id } })
		expect(work.status, work.text).toBe(201)
		const workRevision = (await client.get(`/api/admin/artworks/${work.body.id}/revisions`, { token })).body[0].id
		await client.put(`/api/admin/artists/${id}`, { token, json: { name: 'Rena Later' } })
		expect(bySlug('rena-work').artist_name).toBe('Rena Later')

		// The work restored as it was when its artist was called Rena Earlier: it names the artist as now.
		const back = await client.post(`/api/admin/artworks/${work.body.id}/revisions/${workRevision}/restore`, { token })
		expect(back.status, back.text).toBe(200)
		expect(bySlug('rena-work').artist_name).toBe('Rena Later')

		// The artist restored to its first name: its works follow.
		const first = (await client.get(`/api/admin/artists/${id}/revisions`, { token })).body.at(-1).id
		const restored = await client.post(`/api/admin/artists/${id}/revisions/${first}/restore`, { token })
		expect(restored.status, restored.text).toBe(200)
		expect(restored.body.name).toBe('Rena Earlier')
		expect(bySlug('rena-work').artist_name).toBe('Rena Earlier')

		const artists = server.readDb().artists.length
		const csv = await (await fetch(`${server.url}/admin/artworks/export.csv`, { headers: { Cookie: cookie } })).text()
		const again = await post(csv)
		expect(again.status, again.text).toBe(200)
		expect(again.body.created).toBe(0)
		expect(server.readDb().artists.length).toBe(artists)
		expect(bySlug('rena-work')).toMatchObject({ artist_id: id, artist_name: 'Rena Earlier' })
	})

	it("exports the registrar's record as columns that import back unchanged, and refuses a stock number in use", async () => {
		const artist = await client.post('/api/admin/artists', { token, json: { name: 'Ora Stock', stock_prefix: 'OS' } })
		expect(artist.status, artist.text).toBe(201)
		const made = await client.post('/api/admin/artworks', {
			token,
			json: {
				title: 'Ledger Work',
				artist_id: artist.body.id,
				framed_height: 61.5,
				framed_width: 50,
				weight_kg: 3.25,
				signature: 'Signed "O.S." verso, dated',
				condition: 'Good;\nsmall scuff, lower edge',
				location: 'Main store, rack B',
				internal_notes: 'Line one\nLine two, with a comma',
				provenance: [
					{ text: 'The artist', public: true },
					{ text: 'Private collection, Zurich', public: false },
				],
				exhibition_history: [{ text: 'Group show; Basel, 2023', public: true }],
				literature: [{ text: '[1] Smith, p. 4', public: true }],
				edition_size: 3,
				ap_count: 1,
				impressions: [
					{ label: '1/3', availability: 'sold', location: '' },
					{ label: '2/3', availability: 'reserved', location: 'Rack C; shelf 2|left', hold_for: 'Ana Buyer' },
				],
				consignment: {
					consignor_email: 'lender@example.org',
					consignor_name: 'Lea Lender',
					received_at: '2026-05-01',
					due_back_at: '2026-11-01',
					terms: 'Insured by the gallery; returned framed',
					consignor_share_pct: 62.5,
				},
			},
		})
		expect(made.status, made.text).toBe(201)
		expect(made.body.stock_number).toBe('OS-0001')
		const contacts = server.readDb().contacts.length
		const REGISTRAR = [
			'stock_number',
			'framed_height',
			'framed_width',
			'framed_depth',
			'weight_kg',
			'signature',
			'condition',
			'location',
			'internal_notes',
			'provenance',
			'exhibition_history',
			'literature',
			'location_history',
			'edition_size',
			'ap_count',
			'impressions',
			'consignment',
			'availability',
		]
		const pick = (work: Record<string, unknown>) => Object.fromEntries(REGISTRAR.map((f) => [f, work[f]]))
		const before = pick(bySlug('ledger-work'))

		const csv = await (await fetch(`${server.url}/admin/artworks/export.csv`, { headers: { Cookie: cookie } })).text()
		expect(csv).toContain('"The artist\n[private] Private collection, Zurich"')
		expect(csv).toContain(
			'"3","1","1/3|sold|;2/3|reserved|Rack C; shelf 2|left;3/3|available|;AP 1/1|available|","lender@example.org","2026-05-01","2026-11-01","Insured by the gallery; returned framed","62.5"',
		)
		const again = await post(csv)
		expect(again.status, again.text).toBe(200)
		expect(again.body.refused).toBe(0)
		expect(pick(bySlug('ledger-work'))).toEqual(before)
		expect(bySlug('ledger-work').impressions[1]).toMatchObject({
			hold_for: 'Ana Buyer',
			location: 'Rack C; shelf 2|left',
		})
		expect(server.readDb().contacts.length).toBe(contacts)

		// A consignment by a new email makes the consignor a contact, as the form does; blank columns end it.
		const header = 'slug,edition_size,impressions,consignor_email,consignment_received_at,consignor_share_pct'
		const consigned = await post(`${header}\nledger-work,4,4/4|sold|Sent out,new.lender@example.org,2026-06-01,50\n`)
		expect(consigned.status, consigned.text).toBe(200)
		const lender = server.readDb().contacts.find((c: { email: string }) => c.email === 'new.lender@example.org')
		expect(lender).toMatchObject({ kinds: ['consignor'] })
		expect(bySlug('ledger-work')).toMatchObject({
			edition_size: 4,
			consignment: { consignor_contact_id: lender.id, received_at: '2026-06-01', consignor_share_pct: 50 },
		})
		expect(bySlug('ledger-work').impressions.map((i: { label: string }) => i.label)).toEqual([
			'1/4',
			'2/4',
			'3/4',
			'4/4',
			'AP 1/1',
		])
		expect(bySlug('ledger-work').impressions[3]).toMatchObject({ availability: 'sold', location: 'Sent out' })
		const ended = await post(
			'slug,consignor_email,consignment_received_at,consignment_due_back_at,consignment_terms,consignor_share_pct\nledger-work,,,,,\n',
		)
		expect(ended.status, ended.text).toBe(200)
		expect(bySlug('ledger-work').consignment).toBeNull()

		// Bad values: the row's reasons, nothing written.
		const bad = await refusedImport(
			[
				'slug,title,artist,edition_size,impressions,consignor_email,consignment_received_at,consignor_share_pct',
				'ledger-two,T,Ora Stock,4,1/4|gone|,,,',
				'ledger-three,T,Ora Stock,4,X|sold|,,,',
				'ledger-work,T,Ora Stock,1,,,,',
				'ledger-four,T,Ora Stock,,,lender@example.org,2026-13-01,150',
			].join('\n'),
		)
		expect(bad.body.rows.map((r: { reason: string }) => r.reason)).toEqual([
			'Availability must be one of available, reserved, sold, not_for_sale, on_loan',
			'Impressions: X names no impression of this edition',
			'Edition size: The edition cannot drop an impression that is sold, reserved or held (2/4)',
			"Received must be a date such as 2026-05-01; Consignor's share must be a number from 0 to 100",
		])

		// A new row without the column is numbered from its artist's prefix; one with it blank has none.
		const numbered = await post('title,artist\nLedger Two,Ora Stock\n')
		expect(numbered.status, numbered.text).toBe(200)
		expect(bySlug('ledger-two').stock_number).toBe('OS-0002')
		expect((await post('title,artist,stock_number\nLedger Three,Ora Stock,\n')).status).toBe(200)
		expect(bySlug('ledger-three').stock_number).toBe('')

		// A stock number another work has (in any case), or two rows with one: refused with the reason, nothing written.
		const clash = await refusedImport(
			'title,artist,stock_number\nClash One,Ora Stock,os-0001\nClash Two,Ora Stock,OS-0099\nClash Three,Ora Stock,os-0099\n',
		)
		expect(clash.body.rows.map((r: { reason: string }) => r.reason)).toEqual([
			'Stock number os-0001: this stock number is already in use (ledger-work)',
			'',
			'The stock number os-0099 is on row 3 too',
		])
	})

	it('neutralises formulas in the exports, and the import takes the guard off again', async () => {
		const title = '=HYPERLINK("http://evil.example","click")'
		const imported = await post(`title,artist,slug\n"${title.replace(/"/g, '""')}",@Evil Artist,formula-work\n`)
		expect(imported.status, imported.text).toBe(200)
		const csv = await (await fetch(`${server.url}/admin/artworks/export.csv`, { headers: { Cookie: cookie } })).text()
		expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")","formula-work","'@Evil Artist"`)
		const artists = await (
			await fetch(`${server.url}/admin/artists/export.csv`, { headers: { Cookie: cookie } })
		).text()
		expect(artists).toContain(`"'@Evil Artist"`)
		const row = csv.split('\r\n').find((line) => line.includes('formula-work'))!
		const again = await post(`${csv.split('\r\n')[0]}\r\n${row}\r\n`)
		expect(again.body.rows).toMatchObject([{ row: 2, action: 'update', slug: 'formula-work', reason: '' }])
		expect(bySlug('formula-work').title).toBe(title)

		// A title typed with a quote before the formula character keeps it through the export and back.
		const quoted = "'=A1 is a cell"
		const typed = await client.put(`/api/admin/artworks/${bySlug('formula-work').id}`, {
			token,
			json: { title: quoted },
		})
		expect(typed.status, typed.text).toBe(200)
		const csv2 = await (await fetch(`${server.url}/admin/artworks/export.csv`, { headers: { Cookie: cookie } })).text()
		const row2 = csv2.split('\r\n').find((line) => line.includes('formula-work'))!
		expect(row2).toContain(`"''=A1 is a cell"`)
		await post(`${csv2.split('\r\n')[0]}\r\n${row2}\r\n`)
		expect(bySlug('formula-work').title).toBe(quoted)
	})

	it('exports the exhibitions and refuses the exports without a session', async () => {
		const res = await fetch(`${server.url}/admin/exhibitions/export.csv`, { headers: { Cookie: cookie } })
		expect(res.status).toBe(200)
		expect((await res.text()).split('\r\n')[0]).toMatch(/^"title","slug","status"/)
		const anonymous = await fetch(`${server.url}/admin/exhibitions/export.csv`, { redirect: 'manual' })
		expect(anonymous.status).toBe(302)
	})
})
