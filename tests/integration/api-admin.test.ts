import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../support/api.ts'
import { startServer, type TestServer } from '../support/server.ts'

describe('/api admin writes', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string

	beforeAll(async () => {
		server = await startServer({ seed: 'demo' })
		client = api(server)
		token = await client.login()
	})
	afterAll(() => server?.stop())

	describe('exhibitions', () => {
		it('creates with the lenient inputs of the API clients, updates, toggles and deletes', async () => {
			const created = await client.post('/api/admin/exhibitions', {
				token,
				json: {
					title: '  Night Garden  ',
					slug: '',
					description: 'Plants after dark',
					start_date: '2027-03-01',
					end_date: '2027-04-01T18:00',
					location: 'Room 2',
					curator: 'Ines',
					status: '',
					featured_image: '/api/file/3',
					gallery_images: '["/api/file/3","/api/file/4"]',
					assigned_artists: '["1","2"]',
					assigned_artworks: '[3, "4"]',
					call_for_artists: 1,
					cta_link: 'https://example.com/apply',
					is_visible: '1',
					__proto__: { polluted: true },
					unknown_key: 'ignored',
				},
			})
			expect(created.status).toBe(201)
			const show = created.body
			expect(show).toMatchObject({
				title: 'Night Garden',
				slug: 'night-garden',
				status: 'upcoming',
				start_date: '2027-03-01T00:00:00.000Z',
				end_date: '2027-04-01T18:00:00.000Z',
				gallery_images: ['/api/file/3', '/api/file/4'],
				assigned_artists: ['1', '2'],
				assigned_artworks: ['3', '4'],
				call_for_artists: true,
				is_visible: true,
			})
			expect(show).not.toHaveProperty('unknown_key')
			expect(show).not.toHaveProperty('polluted')
			// The answer is the stored record plus what it reads as today (docs/api.md).
			expect(show.display_status).toBe('upcoming')
			const stored = server.readDb().exhibitions.find((e: any) => e.id === show.id)
			expect({ ...stored, display_status: 'upcoming' }).toEqual(show)

			const again = await client.post('/api/admin/exhibitions', { token, json: { title: 'Night Garden' } })
			expect(again.body.slug).toBe('night-garden-2')

			const updated = await client.put(`/api/admin/exhibitions/${show.id}`, {
				token,
				json: { id: show.id, status: 'past', curator: 'Noor' },
			})
			expect(updated.status).toBe(200)
			expect(updated.body).toMatchObject({
				id: show.id,
				title: 'Night Garden',
				status: 'past',
				curator: 'Noor',
				assigned_artists: ['1', '2'],
			})

			const hidden = await client.patch(`/api/admin/exhibitions/${show.id}/visibility`, {
				token,
				json: { is_visible: 'false' },
			})
			expect(hidden.status).toBe(200)
			expect(hidden.body.is_visible).toBe(false)
			expect((await client.get(`/api/exhibitions/${show.slug}`)).status).toBe(404)
			const shown = await client.put(`/api/admin/exhibitions/${show.id}`, { token, json: { is_visible: true } })
			expect(shown.body).toMatchObject({ is_visible: true, curator: 'Noor' })

			expect(await (await client.del(`/api/admin/exhibitions/${show.id}`, { token })).body).toEqual({ success: true })
			expect((await client.get(`/api/admin/exhibitions/${show.id}`, { token })).status).toBe(404)
			await client.del(`/api/admin/exhibitions/${again.body.id}`, { token })
		})

		it('refuses bad exhibition input with the field messages and changes nothing', async () => {
			const cases: [unknown, string, string][] = [
				[{ title: '   ' }, 'title', 'Title is required'],
				[{ description: 'no title' }, 'title', 'Title is required'],
				[{ title: 7 }, 'title', 'Title is required'],
				[{ title: 'a', status: 'current' }, 'status', 'Status must be upcoming, past or auto'],
				[
					{ title: 'a', cta_link: 'javascript:alert(1)' },
					'cta_link',
					'CTA link must start with http://, https:// or mailto:',
				],
				[{ title: 'a', start_date: 'soon' }, 'start_date', 'Must be a valid date'],
				[
					{ title: 'a', start_date: '2027-05-01', end_date: '2027-04-01' },
					'end_date',
					'End date must be after the start date',
				],
				[{ title: 'a', assigned_artists: '["999"]' }, 'assigned_artists', 'Unknown artist id 999'],
				[{ title: 'a', assigned_artworks: ['abc'] }, 'assigned_artworks.0', 'Must be a numeric id'],
				[{ title: 'a', call_for_artists: 'maybe' }, 'call_for_artists', 'Must be true or false'],
			]
			for (const [json, field, message] of cases) {
				const res = await client.refused(() => client.post('/api/admin/exhibitions', { token, json }))
				expect(res.status, JSON.stringify(json)).toBe(400)
				expect(res.body.error).toBe(message)
				expect(res.body.fields[field]).toBe(message)
			}
			const put = await client.refused(() => client.put('/api/admin/exhibitions/1', { token, json: { title: '' } }))
			expect(put.body).toEqual({ error: 'Title is required', fields: { title: 'Title is required' } })
			const vis = await client.refused(() => client.patch('/api/admin/exhibitions/1/visibility', { token, json: {} }))
			expect(vis.body.fields.is_visible).toBe('is_visible is required')
			for (const id of ['999', 'abc', '1.5', '-1', '99999999999999999999']) {
				expect(
					(await client.refused(() => client.put(`/api/admin/exhibitions/${id}`, { token, json: { title: 'x' } })))
						.body,
				).toEqual({ error: 'Exhibition not found' })
				expect((await client.refused(() => client.del(`/api/admin/exhibitions/${id}`, { token }))).status).toBe(404)
				expect(
					(
						await client.refused(() =>
							client.patch(`/api/admin/exhibitions/${id}/visibility`, { token, json: { is_visible: true } }),
						)
					).status,
				).toBe(404)
			}
		})
	})

	describe('artists and artworks', () => {
		it('creates an artist, toggles it with a PUT of only is_visible, renames it onto its artworks, and deletes it from exhibitions', async () => {
			const artist = await client.post('/api/admin/artists', {
				token,
				json: {
					name: 'Ada Lin',
					specialty: 'Painting',
					social_media: '{"instagram":"@ada","twitter":"https://x.com/ada","website":" "}',
					assigned_artworks: '[]',
					is_visible: 1,
				},
			})
			expect(artist.status).toBe(201)
			expect(artist.body).toMatchObject({
				name: 'Ada Lin',
				slug: 'ada-lin',
				social_media: { instagram: '@ada', x: 'https://x.com/ada' },
				is_visible: true,
			})

			const work = await client.post('/api/admin/artworks', {
				token,
				json: {
					title: 'Blue Hour',
					artist_id: String(artist.body.id),
					year: '2024',
					images: '["/api/file/5"]',
					category: 'Painting',
					is_visible: 'true',
				},
			})
			expect(work.status).toBe(201)
			expect(work.body).toMatchObject({
				title: 'Blue Hour',
				artist_id: artist.body.id,
				artist_name: 'Ada Lin',
				year: 2024,
				images: ['/api/file/5'],
				featured_image: '/api/file/5',
			})

			const show = await client.post('/api/admin/exhibitions', {
				token,
				json: {
					title: 'Ada and friends',
					assigned_artists: [String(artist.body.id), '1'],
					assigned_artworks: [String(work.body.id), '1'],
				},
			})
			expect(show.status).toBe(201)

			const hidden = await client.put(`/api/admin/artists/${artist.body.id}`, { token, json: { is_visible: false } })
			expect(hidden.status).toBe(200)
			expect(hidden.body).toMatchObject({ name: 'Ada Lin', specialty: 'Painting', is_visible: false })
			expect((await client.get(`/api/artists/${artist.body.slug}`)).status).toBe(404)

			const renamed = await client.put(`/api/admin/artists/${artist.body.id}`, {
				token,
				json: { name: 'Ada Lin-Park' },
			})
			expect(renamed.body).toMatchObject({
				name: 'Ada Lin-Park',
				specialty: 'Painting',
				is_visible: false,
				slug: 'ada-lin',
			})
			expect((await client.get(`/api/admin/artworks/${work.body.id}`, { token })).body.artist_name).toBe('Ada Lin-Park')

			const workHidden = await client.put(`/api/admin/artworks/${work.body.id}`, { token, json: { is_visible: 0 } })
			expect(workHidden.body).toMatchObject({ is_visible: false, title: 'Blue Hour' })
			const workEdited = await client.put(`/api/admin/artworks/${work.body.id}`, {
				token,
				json: { year: 2020, medium: 'Oil' },
			})
			expect(workEdited.body).toMatchObject({
				year: 2020,
				medium: 'Oil',
				is_visible: false,
				artist_name: 'Ada Lin-Park',
			})

			expect((await client.del(`/api/admin/artworks/${work.body.id}`, { token })).body).toEqual({ success: true })
			let stored = (await client.get(`/api/admin/exhibitions/${show.body.id}`, { token })).body
			expect(stored.assigned_artworks).toEqual(['1'])
			expect((await client.del(`/api/admin/artists/${artist.body.id}`, { token })).body).toEqual({ success: true })
			stored = (await client.get(`/api/admin/exhibitions/${show.body.id}`, { token })).body
			expect(stored.assigned_artists).toEqual(['1'])
			for (const e of server.readDb().exhibitions) {
				expect(e.assigned_artists).not.toContain(String(artist.body.id))
				expect(e.assigned_artworks).not.toContain(String(work.body.id))
			}
			await client.del(`/api/admin/exhibitions/${show.body.id}`, { token })
		})

		it('refuses bad artist and artwork input with the field messages and changes nothing', async () => {
			const artistCases: [unknown, string][] = [
				[{}, 'Name is required'],
				[{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
				[
					{ name: 'A', social_media: { website: 'javascript:alert(1)' } },
					'website must be a handle or an http(s) link',
				],
			]
			for (const [json, message] of artistCases) {
				const res = await client.refused(() => client.post('/api/admin/artists', { token, json }))
				expect(res.status).toBe(400)
				expect(res.body.error).toBe(message)
			}
			const artworkCases: [unknown, string, string][] = [
				[{ artist_id: 1 }, 'title', 'Title is required'],
				[{ title: 'a' }, 'artist_id', 'Artist is required'],
				[{ title: 'a', artist_id: 999 }, 'artist_id', 'Artist is required'],
				[{ title: 'a', artist_id: 1, year: 1899 }, 'year', 'Year must be 1900 or later'],
				[
					{ title: 'a', artist_id: 1, year: new Date().getFullYear() + 2 },
					'year',
					`Year must be ${new Date().getFullYear() + 1} or earlier`,
				],
				[
					{ title: 'a', artist_id: 1, images: 'javascript:alert(1)' },
					'images.0',
					'Image must be an uploaded file or an http(s) URL',
				],
			]
			for (const [json, field, message] of artworkCases) {
				const res = await client.refused(() => client.post('/api/admin/artworks', { token, json }))
				expect(res.status, JSON.stringify(json)).toBe(400)
				expect(res.body.fields[field]).toBe(message)
			}
			expect(
				(await client.refused(() => client.put('/api/admin/artists/999', { token, json: { is_visible: false } }))).body,
			).toEqual({ error: 'Artist not found' })
			expect(
				(await client.refused(() => client.put('/api/admin/artworks/999', { token, json: { is_visible: false } })))
					.body,
			).toEqual({ error: 'Artwork not found' })
			expect(
				(await client.refused(() => client.put('/api/admin/artworks/1', { token, json: { is_visible: 'perhaps' } })))
					.status,
			).toBe(400)
			expect((await client.refused(() => client.del('/api/admin/artists/999', { token }))).status).toBe(404)
			expect((await client.refused(() => client.del('/api/admin/artworks/abc', { token }))).status).toBe(404)
		})
	})

	describe("the registrar's record (contract section 19)", () => {
		it("numbers new works from the artist's stock prefix, keeps stock numbers unique in any case, and prefixes unique", async () => {
			const artist = await client.post('/api/admin/artists', { token, json: { name: 'Ann Ode', stock_prefix: ' an ' } })
			expect(artist.status).toBe(201)
			expect(artist.body.stock_prefix).toBe('AN')
			const clash = await client.refused(() =>
				client.post('/api/admin/artists', { token, json: { name: 'Another', stock_prefix: 'AN' } }),
			)
			expect(clash.status).toBe(400)
			expect(clash.body.fields.stock_prefix).toBe('This stock prefix is already in use')
			// The demo's Amara Okafor has AO.
			const demo = await client.refused(() =>
				client.post('/api/admin/artists', { token, json: { name: 'Another', stock_prefix: 'ao' } }),
			)
			expect(demo.body.fields.stock_prefix).toBe('This stock prefix is already in use')
			const bad = await client.refused(() =>
				client.post('/api/admin/artists', { token, json: { name: 'Another', stock_prefix: 'A-1' } }),
			)
			expect(bad.body.fields.stock_prefix).toBe('Stock prefix must be 2 to 6 capital letters or digits, such as AO')

			const work = (json: Record<string, unknown>) =>
				client.post('/api/admin/artworks', { token, json: { title: 'Work', artist_id: artist.body.id, ...json } })
			const first = await work({})
			expect(first.status).toBe(201)
			expect(first.body.stock_number).toBe('AN-0001')
			expect((await work({})).body.stock_number).toBe('AN-0002')
			// An explicit '' is none; a number given is kept as written.
			expect((await work({ stock_number: '' })).body.stock_number).toBe('')
			expect((await work({ stock_number: 'an-0041' })).body.stock_number).toBe('an-0041')
			expect((await work({})).body.stock_number).toBe('AN-0042')
			const taken = await client.refused(() => work({ stock_number: 'AN-0001' }))
			expect(taken.status).toBe(400)
			expect(taken.body.fields.stock_number).toBe('This stock number is already in use')
			const takenByCase = await client.refused(() =>
				client.put(`/api/admin/artworks/${first.body.id}`, { token, json: { stock_number: 'An-0042' } }),
			)
			expect(takenByCase.body.fields.stock_number).toBe('This stock number is already in use')
			const long = await client.refused(() => work({ stock_number: 'x'.repeat(41) }))
			expect(long.body.fields.stock_number).toBe('Stock number must be at most 40 characters')
			// Works without a stock number never clash with one another.
			expect((await work({ stock_number: '' })).status).toBe(201)

			// A new prefix numbers the next work from it; the works already numbered keep theirs.
			await client.put(`/api/admin/artists/${artist.body.id}`, { token, json: { stock_prefix: 'ANX' } })
			expect((await work({})).body.stock_number).toBe('ANX-0001')
			expect((await client.get(`/api/admin/artworks/${first.body.id}`, { token })).body.stock_number).toBe('AN-0001')
			// The public API never names the prefix, with a token or without.
			expect((await client.get(`/api/artists/${artist.body.id}`, { token })).body).not.toHaveProperty('stock_prefix')
			expect((await client.get('/api/artists')).text).not.toContain('stock_prefix')
		})

		it('writes and reads every field through /api/admin, and keeps each change in the revisions', async () => {
			const artistId = server.readDb().artists[0].id
			const created = await client.post('/api/admin/artworks', {
				token,
				json: {
					title: 'Registrar Work',
					artist_id: artistId,
					stock_number: ' RW-0001 ',
					framed_height: '72.5',
					framed_width: 60,
					framed_depth: '',
					weight_kg: '4.2',
					signature: 'Signed and dated verso',
					condition: 'Very good',
					location: 'Main store, rack B',
					internal_notes: 'Insured with the summer show',
					provenance: [{ text: 'The artist', public: true }, '[private] Private collection, Zurich'],
					exhibition_history: 'Summer Show, 2024',
					literature: '[{"text":"Catalogue, p. 12","public":false}]',
				},
			})
			expect(created.status, created.text).toBe(201)
			expect(created.body).toMatchObject({
				stock_number: 'RW-0001',
				framed_height: 72.5,
				framed_width: 60,
				framed_depth: null,
				weight_kg: 4.2,
				signature: 'Signed and dated verso',
				condition: 'Very good',
				location: 'Main store, rack B',
				internal_notes: 'Insured with the summer show',
				provenance: [
					{ text: 'The artist', public: true },
					{ text: 'Private collection, Zurich', public: false },
				],
				exhibition_history: [{ text: 'Summer Show, 2024', public: true }],
				literature: [{ text: 'Catalogue, p. 12', public: false }],
			})
			const id = created.body.id
			const moved = await client.put(`/api/admin/artworks/${id}`, { token, json: { location: 'With the framer' } })
			expect(moved.body).toMatchObject({ location: 'With the framer', stock_number: 'RW-0001', version: 2 })
			const revisions = (await client.get(`/api/admin/artworks/${id}/revisions`, { token })).body
			expect(revisions).toHaveLength(2)
			const first = await client.get(`/api/admin/artworks/${id}/revisions/${revisions[1].id}`, { token })
			expect(first.body.record).toMatchObject({ location: 'Main store, rack B', stock_number: 'RW-0001' })

			const refusals: [Record<string, unknown>, string, string][] = [
				[{ weight_kg: 'heavy' }, 'weight_kg', 'Weight must be a number'],
				[{ framed_width: -3 }, 'framed_width', 'Framed width must be more than zero'],
				[{ provenance: 42 }, 'provenance', 'Provenance must be a list of entries with a text'],
				[{ location: 'x'.repeat(201) }, 'location', 'Location must be at most 200 characters'],
			]
			for (const [json, field, message] of refusals) {
				const res = await client.refused(() => client.put(`/api/admin/artworks/${id}`, { token, json }))
				expect(res.status).toBe(400)
				expect(res.body.fields[field], field).toBe(message)
			}
		})

		it('keeps an edition one impression at a time: made when set, grown, shrunk only over free ones, the work reading its availability from them', async () => {
			const artistId = server.readDb().artists[0].id
			const created = await client.post('/api/admin/artworks', {
				token,
				json: { title: 'Edition Work', artist_id: artistId, edition_size: '4', ap_count: 1, availability: 'sold' },
			})
			expect(created.status, created.text).toBe(201)
			const id = created.body.id
			expect(created.body.impressions.map((i: any) => i.label)).toEqual(['1/4', '2/4', '3/4', '4/4', 'AP 1/1'])
			expect(created.body.impressions[0]).toEqual({
				label: '1/4',
				availability: 'available',
				location: '',
				hold_for: '',
				hold_until: null,
				hold_contact_id: null,
			})
			// With impressions the work's own availability is theirs: available while any impression is.
			expect(created.body.availability).toBe('available')

			const contact = await client.post('/api/admin/contacts', {
				token,
				json: { name: 'Iris Vale', email: 'iris.vale@example.com' },
			})
			expect(contact.status, contact.text).toBe(201)
			const impressions = created.body.impressions.map((i: any) =>
				i.label === '2/4'
					? { ...i, availability: 'sold', location: 'With the buyer' }
					: i.label === 'AP 1/1'
						? { ...i, availability: 'reserved', hold_for: 'Iris Vale', hold_contact_id: contact.body.id }
						: { ...i, availability: 'sold' },
			)
			const written = await client.put(`/api/admin/artworks/${id}`, { token, json: { impressions } })
			expect(written.status, written.text).toBe(200)
			expect(written.body.availability).toBe('reserved')
			expect(written.body.impressions[4]).toMatchObject({ hold_for: 'Iris Vale', hold_contact_id: contact.body.id })
			expect(written.body.impressions[1]).toMatchObject({ availability: 'sold', location: 'With the buyer' })

			// Growing adds available impressions and relabels the others, each keeping its state.
			const grown = await client.put(`/api/admin/artworks/${id}`, { token, json: { edition_size: 6 } })
			expect(grown.body.impressions.map((i: any) => `${i.label} ${i.availability}`)).toEqual([
				'1/6 sold',
				'2/6 sold',
				'3/6 sold',
				'4/6 sold',
				'5/6 available',
				'6/6 available',
				'AP 1/1 reserved',
			])
			expect(grown.body.availability).toBe('available')
			// Shrinking may drop the free ones, never a sold, reserved or held one: 400 beside the field, nothing stored.
			expect((await client.put(`/api/admin/artworks/${id}`, { token, json: { edition_size: 4 } })).status).toBe(200)
			const refusals: [Record<string, unknown>, string, string][] = [
				[
					{ edition_size: 3 },
					'edition_size',
					'The edition cannot drop an impression that is sold, reserved or held (4/4)',
				],
				[
					{ edition_size: null },
					'edition_size',
					'The edition cannot drop an impression that is sold, reserved or held (1/4)',
				],
				[{ ap_count: 0 }, 'ap_count', 'The edition cannot drop an impression that is sold, reserved or held (AP 1/1)'],
				[{ edition_size: 0 }, 'edition_size', 'Edition size must be at least 1'],
				[{ edition_size: 2.5 }, 'edition_size', 'Edition size must be a whole number'],
				[{ ap_count: 101 }, 'ap_count', "Artist's proofs must be at most 100"],
				[{ impressions: 'all' }, 'impressions', 'Impressions must be a list'],
				[{ impressions: [{ label: 'one' }] }, 'impressions', 'one names no impression of this edition'],
				[
					{ impressions: [{ label: '1/4', availability: 'gone' }] },
					'impressions.0.availability',
					'Availability must be one of available, reserved, sold, not_for_sale, on_loan',
				],
				[
					{ impressions: [{ label: '1/4', availability: 'reserved', hold_contact_id: 999_999 }] },
					'impressions.0.hold_contact_id',
					'No contact has this id',
				],
			]
			for (const [json, field, message] of refusals) {
				const res = await client.refused(() => client.put(`/api/admin/artworks/${id}`, { token, json }))
				expect(res.status, JSON.stringify(json)).toBe(400)
				expect(res.body.fields[field], field).toBe(message)
			}
			// All sold: the work is sold. Each write is a revision.
			const allSold = (await client.get(`/api/admin/artworks/${id}`, { token })).body.impressions.map((i: any) => ({
				...i,
				availability: 'sold',
			}))
			const sold = await client.put(`/api/admin/artworks/${id}`, { token, json: { impressions: allSold } })
			expect(sold.body.availability).toBe('sold')
			expect(sold.body.impressions[4]).toMatchObject({ hold_for: '', hold_contact_id: null })
			const revisions = (await client.get(`/api/admin/artworks/${id}/revisions`, { token })).body
			expect(revisions).toHaveLength(5)
			const second = await client.get(`/api/admin/artworks/${id}/revisions/${revisions[3].id}`, { token })
			expect(second.body.record.impressions[1]).toMatchObject({ label: '2/4', availability: 'sold' })
			// Without an edition a work has no impressions, and its own availability stands.
			const plain = await client.post('/api/admin/artworks', {
				token,
				json: { title: 'Unique Work', artist_id: artistId, ap_count: 2, availability: 'on_loan' },
			})
			expect(plain.body).toMatchObject({ edition_size: null, ap_count: 2, impressions: [], availability: 'on_loan' })
		})

		it('records a consignment with its consignor, dates, terms and share, and refuses a bad one beside its field', async () => {
			const artistId = server.readDb().artists[0].id
			const consignor = await client.post('/api/admin/contacts', {
				token,
				json: { name: 'Hal Brenner', email: 'hal.brenner@example.com', kinds: ['consignor'] },
			})
			const consignment = {
				consignor_contact_id: String(consignor.body.id),
				received_at: '2026-03-02',
				due_back_at: '2026-09-30',
				terms: 'Net 60 days; insured by the gallery',
				consignor_share_pct: '62.5',
			}
			const created = await client.post('/api/admin/artworks', {
				token,
				json: { title: 'Consigned Work', artist_id: artistId, consignment },
			})
			expect(created.status, created.text).toBe(201)
			expect(created.body.consignment).toEqual({
				...consignment,
				consignor_contact_id: consignor.body.id,
				consignor_share_pct: 62.5,
			})
			const id = created.body.id
			// A write that leaves it out keeps it; null ends it.
			expect(
				(await client.put(`/api/admin/artworks/${id}`, { token, json: { location: 'Rack C' } })).body.consignment,
			).toMatchObject({ terms: consignment.terms })
			const refusals: [Record<string, unknown>, string, string][] = [
				[
					{ ...consignment, consignor_contact_id: 999_999 },
					'consignment.consignor_contact_id',
					'No contact has this id',
				],
				[{ ...consignment, consignor_contact_id: '' }, 'consignment.consignor_contact_id', 'Consignor is required'],
				[{ ...consignment, received_at: '' }, 'consignment.received_at', 'Received is required'],
				[
					{ ...consignment, received_at: '2026-02-30' },
					'consignment.received_at',
					'Received must be a date such as 2026-05-01',
				],
				[
					{ ...consignment, due_back_at: '2026-01-01' },
					'consignment.due_back_at',
					'Due back must be on or after the day it was received',
				],
				[
					{ ...consignment, consignor_share_pct: 101 },
					'consignment.consignor_share_pct',
					"Consignor's share must be a number from 0 to 100",
				],
				[
					{ ...consignment, consignor_share_pct: '' },
					'consignment.consignor_share_pct',
					"Consignor's share is required (0 to 100 per cent)",
				],
			]
			for (const [json, field, message] of refusals) {
				const res = await client.refused(() =>
					client.put(`/api/admin/artworks/${id}`, { token, json: { consignment: json } }),
				)
				expect(res.status, JSON.stringify(json)).toBe(400)
				expect(res.body.fields[field], field).toBe(message)
			}
			const refusedWhole = await client.refused(() =>
				client.put(`/api/admin/artworks/${id}`, { token, json: { consignment: 'yes' } }),
			)
			expect(refusedWhole.body.fields.consignment).toBe('Consignment must be an object, or null for none')
			const ended = await client.put(`/api/admin/artworks/${id}`, { token, json: { consignment: null } })
			expect(ended.body.consignment).toBeNull()
			// A hold names its contact beside its name; another availability clears both.
			const held = await client.put(`/api/admin/artworks/${id}`, {
				token,
				json: { availability: 'reserved', hold_for: 'Hal Brenner', hold_contact_id: consignor.body.id },
			})
			expect(held.body).toMatchObject({ hold_for: 'Hal Brenner', hold_contact_id: consignor.body.id })
			const free = await client.put(`/api/admin/artworks/${id}`, { token, json: { availability: 'available' } })
			expect(free.body).toMatchObject({ hold_for: '', hold_contact_id: null })
		})
	})

	it('refuses U+0000 in a text field with 400 naming the field, in public and admin writes, and stores nothing', async () => {
		const nul = 'a\u0000b'
		const artistId = server.readDb().artists[0].id
		const cases: [string, Record<string, unknown>, string, string, boolean][] = [
			['/api/enquiries', { name: 'Ada', email: 'ada@example.com', message: nul }, 'message', 'Message', false],
			['/api/newsletter/subscribe', { email: 'nul@example.com', name: nul }, 'name', 'Name', false],
			['/api/admin/artworks', { title: nul, artist_id: artistId }, 'title', 'Title', true],
			['/api/admin/artworks', { title: 'Fine', artist_id: artistId, medium: nul }, 'medium', 'Medium', true],
			['/api/auth/login', { username: nul, password: 'not-the-password' }, 'username', 'Username', false],
		]
		for (const [path, json, field, label, admin] of cases) {
			const res = await client.refused(() => client.post(path, { json, ...(admin ? { token } : {}) }))
			expect(res.status, `${path} ${res.text}`).toBe(400)
			expect(res.body.fields[field]).toBe(`${label} must not contain the character U+0000`)
		}
	})

	describe('contacts', () => {
		it('creates, reads, lists a page at a time with search and filters, updates with a version and deletes', async () => {
			const created = await client.post('/api/admin/contacts', {
				token,
				json: {
					name: '  Mira Olsen ',
					email: 'Mira.Olsen@Example.com',
					phone: '+47 22 00 00 00',
					organisation: 'Olsen Collection',
					address: 'Bygdøy allé 1\nOslo',
					kinds: ['collector', 'consignor'],
					tags: 'nordic, harbour prints',
					other_emails: '["mira@olsen.example"]',
					notes: 'Met at the spring opening',
					unknown_key: 'ignored',
				},
			})
			expect(created.status, created.text).toBe(201)
			const mira = created.body
			expect(mira).toMatchObject({
				name: 'Mira Olsen',
				email: 'Mira.Olsen@Example.com',
				kinds: ['collector', 'consignor'],
				tags: ['nordic', 'harbour prints'],
				other_emails: ['mira@olsen.example'],
				language: '',
				version: 1,
			})
			expect(mira).not.toHaveProperty('unknown_key')
			expect(server.readDb().contacts.find((c: any) => c.id === mira.id)).toEqual(mira)
			expect((await client.get(`/api/admin/contacts/${mira.id}`, { token })).body).toEqual(mira)

			const tomas = (
				await client.post('/api/admin/contacts', {
					token,
					json: { name: 'Tomas Reyes', kinds: ['press'], tags: ['harbour prints'] },
				})
			).body
			expect(tomas).toMatchObject({ email: '', kinds: ['press'] })
			// Without an email, any number of contacts.
			const nobody = await client.post('/api/admin/contacts', { token, json: { name: 'Walk-in visitor' } })
			expect(nobody.status).toBe(201)

			// By name, a page at a time, searched over names, emails and tags, filtered by kind and tag.
			const all = server
				.readDb()
				.contacts.map((c: any) => c.name)
				.sort((a: string, b: string) => a.localeCompare(b))
			const page = await client.get('/api/admin/contacts?per_page=2&page=2', { token })
			expect(page.status).toBe(200)
			expect(page.body.map((c: any) => c.name)).toEqual(all.slice(2, 4))
			expect(page.headers.get('X-Total-Count')).toBe(String(all.length))
			expect(page.headers.get('Link')).toContain('rel="next"')
			const names = async (query: string) =>
				(await client.get(`/api/admin/contacts?${query}`, { token })).body.map((c: any) => c.name)
			expect(await names('q=OLSEN.EXAMPLE')).toEqual(['Mira Olsen'])
			expect(await names('tag=harbour%20prints')).toEqual(['Mira Olsen', 'Tomas Reyes'])
			expect(await names('kind=press&q=reyes')).toEqual(['Tomas Reyes'])

			// A PUT merges over the stored contact; a stale version is a 409 and writes nothing.
			const updated = await client.put(`/api/admin/contacts/${mira.id}`, {
				token,
				json: { phone: '+47 99 99 99 99', version: 1 },
			})
			expect(updated.status, updated.text).toBe(200)
			expect(updated.body).toMatchObject({ phone: '+47 99 99 99 99', name: 'Mira Olsen', version: 2 })
			const stale = await client.refused(() =>
				client.put(`/api/admin/contacts/${mira.id}`, { token, json: { notes: 'old', version: 1 } }),
			)
			expect(stale.status).toBe(409)
			expect(stale.body.code).toBe('CONFLICT')

			const revisions = await client.get(`/api/admin/contacts/${mira.id}/revisions`, { token })
			expect(revisions.body.map((r: any) => r.action)).toEqual(['update', 'create'])
			const activity = server.readDb().activity.filter((a: any) => a.entity === 'contact' && a.entity_id === mira.id)
			expect(activity.map((a: any) => a.kind)).toEqual(['create', 'update'])

			expect((await client.del(`/api/admin/contacts/${tomas.id}`, { token })).body).toEqual({ success: true })
			expect((await client.get(`/api/admin/contacts/${tomas.id}`, { token })).status).toBe(404)
			expect(server.readDb().contacts.some((c: any) => c.id === tomas.id)).toBe(false)
		})

		it('refuses an email another contact has, in any case, and bad input, with the field and nothing stored', async () => {
			const first = await client.post('/api/admin/contacts', {
				token,
				json: { name: 'Ada Brandt', email: 'ada@brandt.example', other_emails: ['studio@brandt.example'] },
			})
			expect(first.status).toBe(201)
			const taken = await client.refused(() =>
				client.post('/api/admin/contacts', { token, json: { name: 'Ada B.', email: 'ADA@Brandt.example' } }),
			)
			expect(taken.status).toBe(400)
			expect(taken.body.fields.email).toContain('Ada Brandt')
			// One of another contact's other emails is theirs too.
			const other = await client.refused(() =>
				client.post('/api/admin/contacts', { token, json: { name: 'Studio', email: 'Studio@brandt.example' } }),
			)
			expect(other.body.fields.email).toBeDefined()
			const second = (await client.post('/api/admin/contacts', { token, json: { name: 'Ben Brandt' } })).body
			const moved = await client.refused(() =>
				client.put(`/api/admin/contacts/${second.id}`, { token, json: { email: ' ada@BRANDT.example ' } }),
			)
			expect(moved.body.fields.email).toBeDefined()

			const bad = await client.refused(() =>
				client.post('/api/admin/contacts', {
					token,
					json: { name: '', email: 'not an email', kinds: ['collector', 'buyer'] },
				}),
			)
			expect(bad.status).toBe(400)
			expect(Object.keys(bad.body.fields).sort()).toEqual(['email', 'kinds.1', 'name'])
			expect((await client.get('/api/admin/contacts/999999', { token })).status).toBe(404)
			expect((await client.get('/api/admin/contacts/abc', { token })).status).toBe(404)
			expect((await client.get('/api/admin/contacts')).status).toBe(401)
		})
	})

	describe('about blocks', () => {
		it('creates at the end, updates, toggles, reorders 1-based and deletes', async () => {
			const before = (await client.get('/api/admin/about-blocks', { token })).body
			const max = Math.max(...before.map((b: any) => b.sort_order))
			const block = await client.post('/api/admin/about-blocks', {
				token,
				json: { title: 'Access', content: 'Step-free entrance', is_visible: true },
			})
			expect(block.status).toBe(201)
			expect(block.body).toMatchObject({
				title: 'Access',
				content: 'Step-free entrance',
				sort_order: max + 1,
				is_visible: true,
			})

			const edited = await client.put(`/api/admin/about-blocks/${block.body.id}`, {
				token,
				json: { content: 'Step-free entrance on Mill Lane' },
			})
			expect(edited.body).toMatchObject({
				title: 'Access',
				content: 'Step-free entrance on Mill Lane',
				sort_order: max + 1,
			})
			const hidden = await client.patch(`/api/admin/about-blocks/${block.body.id}/visibility`, {
				token,
				json: { is_visible: false },
			})
			expect(hidden.body.is_visible).toBe(false)
			expect((await client.get('/api/about-blocks/visible')).body.map((b: any) => b.id)).not.toContain(block.body.id)

			const wanted = [block.body.id, ...before.map((b: any) => b.id).reverse()]
			const reordered = await client.patch('/api/admin/about-blocks/reorder', {
				token,
				json: { blocks: wanted.map((id, index) => ({ id, sort_order: index + 1 })) },
			})
			expect(reordered.status).toBe(200)
			expect(reordered.body.map((b: any) => b.id)).toEqual(wanted)
			expect(reordered.body.map((b: any) => b.sort_order)).toEqual(wanted.map((_, i) => i + 1))

			expect((await client.del(`/api/admin/about-blocks/${block.body.id}`, { token })).body).toEqual({ success: true })
			expect((await client.get(`/api/admin/about-blocks/${block.body.id}`, { token })).status).toBe(404)
		})

		it('refuses bad block input and changes nothing', async () => {
			for (const json of [
				{ title: ' ', content: 'x' },
				{ title: 'x' },
				{ title: 'x', content: 'y', sort_order: 'first' },
			]) {
				const res = await client.refused(() => client.post('/api/admin/about-blocks', { token, json }))
				expect(res.status).toBe(400)
			}
			expect(
				(await client.refused(() => client.post('/api/admin/about-blocks', { token, json: { content: 'x' } }))).body
					.error,
			).toBe('Title and content are required')
			expect(
				(
					await client.refused(() =>
						client.patch('/api/admin/about-blocks/reorder', { token, json: { blocks: 'nope' } }),
					)
				).status,
			).toBe(400)
			expect(
				(
					await client.refused(() =>
						client.patch('/api/admin/about-blocks/reorder', { token, json: { blocks: [{ id: 999, sort_order: 1 }] } }),
					)
				).status,
			).toBe(404)
			expect(
				(
					await client.refused(() =>
						client.put('/api/admin/about-blocks/999', { token, json: { title: 'a', content: 'b' } }),
					)
				).body,
			).toEqual({ error: 'About block not found' })
		})
	})

	describe('pages, contact info and home settings', () => {
		it('saves a page; fields not sent keep their value; home extras', async () => {
			const about = await client.put('/api/admin/pages/about', {
				token,
				json: { title: 'About the gallery', content: 'Since 2009', is_visible: false },
			})
			expect(about.status).toBe(200)
			expect(about.body).toMatchObject({ title: 'About the gallery', content: 'Since 2009', isVisible: false })
			const content = (await client.get('/api/page-content')).body
			expect(content.pages.about).toMatchObject({ title: 'About the gallery', isVisible: false })
			const shown = await client.put('/api/admin/pages/about', { token, json: { isVisible: true } })
			expect(shown.body).toMatchObject({ title: 'About the gallery', content: 'Since 2009', isVisible: true })

			const home = await client.put('/api/admin/pages/home', {
				token,
				json: { title: 'Welcome', galleryHours: 'Daily 10-6', footer_description: 'Free entry' },
			})
			expect(home.body).toMatchObject({
				title: 'Welcome',
				galleryHours: 'Daily 10-6',
				footerDescription: 'Free entry',
				isVisible: true,
			})
			expect(home.body.heroImageIds).toEqual(content.pages.home.heroImageIds)
		})

		it('refuses hiding home, exhibitions and contact, and unknown page keys', async () => {
			for (const key of ['home', 'exhibitions', 'contact']) {
				const res = await client.refused(() =>
					client.put(`/api/admin/pages/${key}`, { token, json: { is_visible: false } }),
				)
				expect(res.status).toBe(400)
				expect(res.body.fields.is_visible).toBe('This page is always visible and cannot be hidden')
			}
			const unknown = await client.refused(() => client.put('/api/admin/pages/blog', { token, json: { title: 'x' } }))
			expect(unknown.status).toBe(404)
			expect(unknown.body).toEqual({ error: 'Page not found' })
			expect(
				(await client.refused(() => client.put('/api/admin/pages/about', { token, json: { title: 'x'.repeat(201) } })))
					.status,
			).toBe(400)
		})

		it('saves contact info and home settings', async () => {
			const info = await client.put('/api/admin/pages/contact/info', {
				token,
				json: { email: 'hello@meridian.example', phone: '+44 20 7946 0000' },
			})
			expect(info.status).toBe(200)
			expect(info.body).toMatchObject({
				email: 'hello@meridian.example',
				phone: '+44 20 7946 0000',
				instagram: expect.any(String),
				address: expect.any(String),
			})
			// The public content has no version; the back office's answer does (docs/api.md).
			const { version, ...stored } = info.body
			expect(version).toEqual(expect.any(Number))
			expect((await client.get('/api/page-content')).body.contactInfo).toEqual(stored)
			const bad = await client.refused(() =>
				client.put('/api/admin/pages/contact/info', { token, json: { email: 'not an email' } }),
			)
			expect(bad.body.fields.email).toBe('Please enter a valid email address')

			const files = (await client.get('/api/files?category=hero', { token })).body
			const ids = files.map((f: any) => String(f.id)).reverse()
			const settings = await client.put('/api/admin/home-settings', {
				token,
				json: { title: 'Meridian', heroImageIds: ids, content: 'ignored', is_visible: false },
			})
			expect(settings.status).toBe(200)
			expect(settings.body).toEqual({
				title: 'Meridian',
				description: expect.any(String),
				footerDescription: expect.any(String),
				galleryHours: expect.any(String),
				heroImages: ids.map((id: string) => `/api/file/${id}`),
				heroImageIds: ids,
				version: expect.any(Number),
			})
			expect((await client.get('/api/admin/home-settings', { token })).body).toEqual(settings.body)
			expect((await client.get('/api/files/hero-images')).body.map((f: any) => String(f.id))).toEqual(ids)
			const badIds = await client.refused(() =>
				client.put('/api/admin/home-settings', { token, json: { heroImageIds: ['x'] } }),
			)
			expect(badIds.status).toBe(400)
		})
	})

	describe('newsletter', () => {
		it('subscribes publicly, lists and deletes for admins', async () => {
			const sub = await client.post('/api/newsletter/subscribe', {
				json: { email: '  Reader@Example.com ', name: 'Reader' },
			})
			expect(sub.status).toBe(201)
			expect(sub.body).toMatchObject({
				success: true,
				subscriber: { email: 'Reader@Example.com', name: 'Reader', status: 'active' },
			})
			const dup = await client.refused(() =>
				client.post('/api/newsletter/subscribe', { json: { email: 'reader@example.com' } }),
			)
			expect(dup.status).toBe(409)
			expect(dup.body).toEqual({ success: false, error: 'This email is already subscribed' })
			const invalid = await client.refused(() => client.post('/api/newsletter/subscribe', { json: { email: 'nope' } }))
			expect(invalid.body).toEqual({
				error: 'Please enter a valid email address',
				fields: { email: 'Please enter a valid email address' },
			})
			const list = await client.get('/api/admin/newsletter', { token })
			expect(list.status).toBe(200)
			expect(list.body[0]).toMatchObject({
				id: sub.body.subscriber.id,
				email: 'Reader@Example.com',
				subscribed_at: expect.any(String),
			})
			expect((await client.del(`/api/admin/newsletter/${sub.body.subscriber.id}`, { token })).body).toEqual({
				success: true,
			})
			expect(
				(await client.refused(() => client.del(`/api/admin/newsletter/${sub.body.subscriber.id}`, { token }))).body,
			).toEqual({ error: 'Subscriber not found' })
		})
	})

	describe('bad requests', () => {
		it('answers malformed bodies, wrong content types and oversize bodies with 4xx JSON and changes nothing', async () => {
			const post = (body: BodyInit, type?: string) =>
				client.refused(() =>
					client.post('/api/admin/exhibitions', { token, body, headers: type ? { 'Content-Type': type } : {} }),
				)
			expect((await post('{"title": "x"', 'application/json')).body).toEqual({ error: 'Malformed JSON body' })
			expect((await post('[1,2]', 'application/json')).body).toEqual({ error: 'The JSON body must be an object' })
			expect((await post('"text"', 'application/json')).status).toBe(400)
			expect((await post('null', 'application/json')).status).toBe(400)
			expect((await post('title=x', 'text/plain')).body).toEqual({ error: 'Content-Type must be application/json' })
			expect((await post('<x/>', 'application/xml')).status).toBe(400)
			expect((await post('--zz\r\ngarbage', 'multipart/form-data; boundary=zz')).status).toBe(400)
			const big = await post(
				JSON.stringify({ title: 'x', description: 'y'.repeat(1024 * 1024 + 10) }),
				'application/json',
			)
			expect(big.status).toBe(413)
			const deep = await post(`${'['.repeat(5000)}${']'.repeat(5000)}`, 'application/json')
			expect(deep.status).toBe(400)
			// Wrong types in otherwise valid JSON are validation failures.
			expect((await post(JSON.stringify({ title: ['a', 'b'] }), 'application/json')).status).toBe(400)
			expect((await post(JSON.stringify({ title: 'a', gallery_images: { a: 1 } }), 'application/json')).status).toBe(
				400,
			)
		})

		it('ignores __proto__ and constructor keys', async () => {
			const res = await client.post('/api/admin/about-blocks', {
				token,
				body: '{"title":"Proto","content":"safe","__proto__":{"is_visible":false,"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
				headers: { 'Content-Type': 'application/json' },
			})
			expect(res.status).toBe(201)
			expect(res.body.is_visible).toBe(true)
			expect(res.body).not.toHaveProperty('isAdmin')
			expect(({} as any).isAdmin).toBeUndefined()
			await client.del(`/api/admin/about-blocks/${res.body.id}`, { token })
		})

		it('accepts urlencoded form posts too', async () => {
			const res = await client.post('/api/admin/about-blocks', {
				token,
				body: new URLSearchParams({ title: 'Form post', content: 'works', is_visible: 'on' }),
			})
			expect(res.status).toBe(201)
			expect(res.body).toMatchObject({ title: 'Form post', is_visible: true })
			await client.del(`/api/admin/about-blocks/${res.body.id}`, { token })
		})

		it('never answers 500 for unsupported methods on admin resources', async () => {
			for (const [method, p] of [
				['POST', '/api/admin/exhibitions/1'],
				['DELETE', '/api/admin/exhibitions'],
				['PUT', '/api/admin/about-blocks/reorder'],
				['POST', '/api/admin/pages/about'],
				['GET', '/api/files/upload'],
				// PUT /api/files/{id} writes alt text and focal point (docs/api.md).
				['PATCH', '/api/files/1'],
			] as const) {
				const res = await client.refused(() =>
					client.call(method, p, { token, ...(method === 'GET' ? {} : { json: {} }) }),
				)
				expect(res.status, `${method} ${p}`).toBe(405)
			}
		})
	})
})
