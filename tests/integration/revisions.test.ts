import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCookie } from '../support/admin.ts'
import { api } from '../support/api.ts'
import { startServer, type TestServer } from '../support/server.ts'

/** Versions, revisions and conflicts (docs/admin.md, 'History and conflicts'; docs/api.md, 'Revisions'). */
describe('versions, revisions and conflicts', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	let cookie: string

	beforeAll(async () => {
		server = await startServer({ seed: 'demo', env: { REVISIONS_KEEP: '4' } })
		client = api(server)
		token = await client.login()
		cookie = await adminCookie(server)
	})
	afterAll(() => server?.stop())

	const exhibitionBody = (title: string) => ({ title, description: 'Quiet rooms', location: 'Room 1' })

	async function newExhibition(title: string) {
		const created = await client.post('/api/admin/exhibitions', { token, json: exhibitionBody(title) })
		expect(created.status, created.text).toBe(201)
		return created.body as { id: number; slug: string; version: number; title: string }
	}

	it('gives every content record a version that starts at 1 and grows by one with each change', async () => {
		const e = await newExhibition('Versioned Show')
		expect(e.version).toBe(1)
		const updated = await client.put(`/api/admin/exhibitions/${e.id}`, { token, json: { title: 'Versioned Show II' } })
		expect(updated.body.version).toBe(2)
		const hidden = await client.put(`/api/admin/exhibitions/${e.id}`, { token, json: { is_visible: false } })
		expect(hidden.body.version).toBe(3)
		for (const path of ['artists', 'artworks', 'about-blocks', 'viewing-rooms']) {
			const list = await client.get(`/api/admin/${path}`, { token })
			expect(list.status).toBe(200)
			for (const record of list.body) expect(record.version, `${path} ${record.id}`).toEqual(expect.any(Number))
		}
	})

	it('keeps a revision and an activity entry with each write, in the store, naming the user', async () => {
		const e = await newExhibition('Recorded Show')
		await client.put(`/api/admin/exhibitions/${e.id}`, { token, json: { curator: 'Ada' } })
		const db = server.readDb()
		const mine = db.revisions.filter((r: any) => r.entity === 'exhibition' && r.entity_id === e.id)
		expect(mine.map((r: any) => [r.action, r.version, r.username])).toEqual([
			['create', 1, 'admin'],
			['update', 2, 'admin'],
		])
		expect(mine[1].record.curator).toBe('Ada')
		expect(mine[1].user_id).toEqual(expect.any(Number))
		const activity = db.activity.filter((a: any) => a.entity === 'exhibition' && a.entity_id === e.id)
		expect(activity.map((a: any) => a.kind)).toEqual(['create', 'update'])
		expect(activity[1].username).toBe('admin')
		expect(activity[1].ip).toEqual(expect.any(String))
	})

	it('keeps only the last REVISIONS_KEEP revisions of a record', async () => {
		const e = await newExhibition('Often Edited')
		for (let i = 1; i <= 6; i++) {
			await client.put(`/api/admin/exhibitions/${e.id}`, { token, json: { curator: `Curator ${i}` } })
		}
		const list = await client.get(`/api/admin/exhibitions/${e.id}/revisions`, { token })
		expect(list.body.map((r: any) => r.version)).toEqual([7, 6, 5, 4])
	})

	describe('conflicts on the API', () => {
		it('refuses a PUT with a stale If-Match with 409 and the current record, and writes nothing', async () => {
			const e = await newExhibition('Contested Show')
			const first = await client.put(`/api/admin/exhibitions/${e.id}`, {
				token,
				headers: { 'If-Match': '"1"' },
				json: { curator: 'First' },
			})
			expect(first.status, first.text).toBe(200)
			expect(first.body.version).toBe(2)
			const stale = await client.refused(() =>
				client.put(`/api/admin/exhibitions/${e.id}`, {
					token,
					headers: { 'If-Match': '"1"' },
					json: { curator: 'Second' },
				}),
			)
			expect(stale.status).toBe(409)
			expect(stale.body.code).toBe('CONFLICT')
			expect(stale.body.current).toMatchObject({ id: e.id, version: 2, curator: 'First' })
		})

		it('takes the version from the body too; a stale one is a 409', async () => {
			const e = await newExhibition('Body Version Show')
			const fresh = await client.put(`/api/admin/exhibitions/${e.id}`, { token, json: { curator: 'A', version: 1 } })
			expect(fresh.status, fresh.text).toBe(200)
			const stale = await client.refused(() =>
				client.put(`/api/admin/exhibitions/${e.id}`, { token, json: { curator: 'B', version: 1 } }),
			)
			expect(stale.status).toBe(409)
			expect(stale.body.current.curator).toBe('A')
			const artist = (await client.get('/api/admin/artists', { token })).body[0]
			const staleArtist = await client.refused(() =>
				client.put(`/api/admin/artists/${artist.id}`, {
					token,
					headers: { 'If-Match': `"${artist.version + 5}"` },
					json: { specialty: 'x' },
				}),
			)
			expect(staleArtist.status).toBe(409)
		})

		it('lets the last write win without a version, and refuses a malformed If-Match', async () => {
			const e = await newExhibition('Open Show')
			await client.put(`/api/admin/exhibitions/${e.id}`, { token, json: { curator: 'A' } })
			const last = await client.put(`/api/admin/exhibitions/${e.id}`, { token, json: { curator: 'B' } })
			expect(last.status).toBe(200)
			expect(last.body).toMatchObject({ curator: 'B', version: 3 })
			const bad = await client.refused(() =>
				client.put(`/api/admin/exhibitions/${e.id}`, { token, headers: { 'If-Match': 'yesterday' }, json: {} }),
			)
			expect(bad.status).toBe(400)
		})
	})

	describe('conflicts in the back-office forms', () => {
		const form = (fields: Record<string, string>) => {
			const body = new URLSearchParams({ intent: 'save', status: 'upcoming', is_visible: 'true', ...fields })
			return body
		}

		it('does not save over a newer version: the form comes back with my values, who changed it and when, and "Save mine anyway" wins', async () => {
			const e = await newExhibition('Two Editors')
			const save = (fields: Record<string, string>) =>
				fetch(`${server.url}/admin/exhibitions/${e.id}/edit`, {
					method: 'POST',
					headers: { Cookie: cookie },
					body: form(fields),
					redirect: 'manual',
				})
			const page = await (
				await fetch(`${server.url}/admin/exhibitions/${e.id}/edit`, { headers: { Cookie: cookie } })
			).text()
			expect(page).toMatch(/<input type="hidden" name="version" value="1"\/>/)
			expect(page).toContain(`href="/admin/exhibitions/${e.id}/history"`)

			const theirs = await save({ title: 'Two Editors', location: 'Their room', version: '1' })
			expect(theirs.status).toBe(302)
			const before = server.fingerprint()
			const mine = await save({ title: 'Two Editors', location: 'My room', curator: 'Me', version: '1' })
			expect(mine.status).toBe(409)
			expect(server.fingerprint()).toBe(before)
			const html = await mine.text()
			expect(html).toMatch(
				/Changed by admin at [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC since you opened it/,
			)
			expect(html).toContain('Location')
			expect(html).toContain('value="My room"')
			expect(html).toContain('value="Me"')
			expect(html).toContain('Keep theirs')
			expect(html).toContain('Save mine anyway')
			// The form keeps the version it was opened with, and now says "merge": only my changes are written.
			expect(html).toMatch(/<input type="hidden" name="version" value="1"\/>/)
			expect(html).toContain('<input type="hidden" name="merge" value="1"/>')
			expect((await client.get(`/api/admin/exhibitions/${e.id}`, { token })).body.location).toBe('Their room')

			const anyway = await save({
				title: 'Two Editors',
				location: 'My room',
				curator: 'Me',
				version: '1',
				merge: '1',
				'keep:location': 'mine',
			})
			expect(anyway.status).toBe(302)
			const stored = (await client.get(`/api/admin/exhibitions/${e.id}`, { token })).body
			expect(stored).toMatchObject({ location: 'My room', curator: 'Me', version: 3 })
		})

		/** A page's text, without tags, as a reader sees it. */
		const textOf = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '')

		/** The artwork edit form's fields as a colleague or I would send them, from the record as the form was opened. */
		function artworkForm(work: Record<string, any>, changes: Record<string, string>) {
			const body = new URLSearchParams({ intent: 'save' })
			for (const field of ['title', 'slug', 'medium', 'size', 'description', 'category', 'edition', 'currency']) {
				body.set(field, work[field] ?? '')
			}
			for (const field of ['artist_id', 'year', 'price', 'height', 'width', 'depth']) {
				body.set(field, work[field] === null ? '' : String(work[field]))
			}
			for (const field of ['availability', 'price_display', 'dimension_unit', 'featured_image', 'hold_for']) {
				body.set(field, work[field] ?? '')
			}
			for (const url of work.images) body.append('images', url)
			body.set('is_visible', String(work.is_visible))
			body.set('version', String(work.version))
			for (const [k, v] of Object.entries(changes)) body.set(k, v)
			return body
		}

		async function pricedWork() {
			const work = (await client.get('/api/admin/artworks', { token })).body.find(
				(w: any) => w.availability === 'available',
			)
			const priced = await client.put(`/api/admin/artworks/${work.id}`, {
				token,
				json: { price: 39000, price_display: 'on_request', hold_for: '', hold_until: null, publish_at: null },
			})
			expect(priced.status, priced.text).toBe(200)
			return priced.body as Record<string, any>
		}

		const saveArtwork = (id: number, body: URLSearchParams) =>
			fetch(`${server.url}/admin/artworks/${id}/edit`, {
				method: 'POST',
				headers: { Cookie: cookie },
				body,
				redirect: 'manual',
			})

		it('"Save mine anyway" writes only the fields I changed: a price a colleague raised stays, my title is saved', async () => {
			const opened = await pricedWork()
			// A colleague raises the price from the form they opened.
			const theirs = await saveArtwork(opened.id, artworkForm(opened, { price: '41000' }))
			expect(theirs.status).toBe(302)
			// I change only the title, from the form I opened before.
			const mine = artworkForm(opened, { title: 'Morning Field, revised' })
			const refused = await saveArtwork(opened.id, mine)
			expect(refused.status).toBe(409)
			const notice = await refused.text()
			// The notice names the field and its values: what it was and what they made it.
			expect(textOf(notice)).toContain('Price: 39,000 → 41,000')
			expect(notice).not.toContain('name="keep:price"')
			expect(notice).toContain(`<input type="hidden" name="version" value="${opened.version}"/>`)

			mine.set('merge', '1')
			const anyway = await saveArtwork(opened.id, mine)
			expect(anyway.status).toBe(302)
			const stored = (await client.get(`/api/admin/artworks/${opened.id}`, { token })).body
			expect(stored).toMatchObject({ title: 'Morning Field, revised', price: 41000, version: opened.version + 2 })
		})

		it('shows their value beside mine for a field we both changed, and keeps the one I pick', async () => {
			const opened = await pricedWork()
			expect(
				(await saveArtwork(opened.id, artworkForm(opened, { price: '41000', medium: 'Oil on linen' }))).status,
			).toBe(302)
			const mine = artworkForm(opened, { price: '45000', title: 'Both Changed' })
			const refused = await saveArtwork(opened.id, mine)
			expect(refused.status).toBe(409)
			const notice = await refused.text()
			expect(notice).toMatch(/<legend[^>]*>Price<\/legend>/)
			// Mine is chosen until I choose theirs.
			const radios = notice.match(/<input[^>]*name="keep:price"[^>]*>/g) ?? []
			expect(radios.find((r) => r.includes('value="mine"'))).toContain('checked')
			expect(radios.find((r) => r.includes('value="theirs"'))).not.toContain('checked')
			expect(textOf(notice)).toContain('PriceKeep mine: 45,000Keep theirs: 41,000')
			expect(textOf(notice)).toContain(`Medium: ${opened.medium || '(empty)'} → Oil on linen`)

			// A save anyway without a pick for a field we both changed writes nothing and asks again.
			mine.set('merge', '1')
			const before = server.fingerprint()
			expect((await saveArtwork(opened.id, mine)).status).toBe(409)
			expect(server.fingerprint()).toBe(before)

			mine.set('keep:price', 'theirs')
			expect((await saveArtwork(opened.id, mine)).status).toBe(302)
			const stored = (await client.get(`/api/admin/artworks/${opened.id}`, { token })).body
			expect(stored).toMatchObject({ title: 'Both Changed', price: 41000, medium: 'Oil on linen' })
		})
	})

	it('the About page block form refuses a save over a newer version the same way', async () => {
		const block = (await client.get('/api/admin/about-blocks', { token })).body[0]
		await client.put(`/api/admin/about-blocks/${block.id}`, { token, json: { content: 'Their words' } })
		const res = await fetch(`${server.url}/admin/pages?tab=about&block=${block.id}`, {
			method: 'POST',
			headers: { Cookie: cookie },
			body: new URLSearchParams({
				intent: 'block-save',
				block_id: String(block.id),
				version: String(block.version),
				title: block.title,
				content: 'My words',
				sort_order: String(block.sort_order),
				is_visible: 'true',
			}),
			redirect: 'manual',
		})
		expect(res.status).toBe(409)
		const html = await res.text()
		expect(html).toContain('since you opened it')
		expect(html).toContain('My words')
		expect(html).toContain('Save mine anyway')
		expect((await client.get(`/api/admin/about-blocks/${block.id}`, { token })).body.content).toBe('Their words')
	})

	describe('the revisions API', () => {
		it('lists newest first without records, answers one with its record, and restores it as a new version', async () => {
			const e = await newExhibition('Restorable Show')
			await client.put(`/api/admin/exhibitions/${e.id}`, { token, json: { title: 'Renamed Show', curator: 'Zoe' } })
			const list = await client.get(`/api/admin/exhibitions/${e.id}/revisions`, { token })
			expect(list.status).toBe(200)
			expect(list.body.map((r: any) => [r.version, r.action])).toEqual([
				[2, 'update'],
				[1, 'create'],
			])
			expect(list.body[0]).not.toHaveProperty('record')
			expect(list.body[0]).toMatchObject({ entity: 'exhibition', entity_id: e.id, username: 'admin' })
			expect(list.body[0].changed_fields).toEqual(expect.arrayContaining(['title', 'curator']))
			const first = await client.get(`/api/admin/exhibitions/${e.id}/revisions/${list.body[1].id}`, { token })
			expect(first.body.record).toMatchObject({ title: 'Restorable Show', version: 1 })
			const restored = await client.post(`/api/admin/exhibitions/${e.id}/revisions/${list.body[1].id}/restore`, {
				token,
			})
			expect(restored.status, restored.text).toBe(200)
			expect(restored.body).toMatchObject({ id: e.id, title: 'Restorable Show', version: 3, missing_images: [] })
			const after = await client.get(`/api/admin/exhibitions/${e.id}/revisions`, { token })
			expect(after.body[0]).toMatchObject({ version: 3, action: 'restore' })
			expect(server.readDb().activity.at(-1)).toMatchObject({ kind: 'restore', entity: 'exhibition', entity_id: e.id })
		})

		it('brings a deleted record back with its id and slug, unless the slug is taken since', async () => {
			const artist = await client.post('/api/admin/artists', { token, json: { name: 'Gone Painter' } })
			const id = artist.body.id
			expect((await client.del(`/api/admin/artists/${id}`, { token })).status).toBe(200)
			const list = await client.get(`/api/admin/artists/${id}/revisions`, { token })
			expect(list.body[0]).toMatchObject({ action: 'delete', version: 2 })
			const restored = await client.post(`/api/admin/artists/${id}/revisions/${list.body[0].id}/restore`, { token })
			expect(restored.status, restored.text).toBe(200)
			expect(restored.body).toMatchObject({ id, slug: artist.body.slug, name: 'Gone Painter', version: 3 })
			expect((await client.get(`/api/admin/artists/${id}`, { token })).status).toBe(200)

			const other = await client.post('/api/admin/artworks', {
				token,
				json: { title: 'Lost Work', artist_id: id, year: 2020, images: [] },
			})
			expect(other.status, other.text).toBe(201)
			await client.del(`/api/admin/artworks/${other.body.id}`, { token })
			await client.post('/api/admin/artworks', {
				token,
				json: { title: 'Usurper', slug: other.body.slug, artist_id: id, year: 2021 },
			})
			const revisions = await client.get(`/api/admin/artworks/${other.body.id}/revisions`, { token })
			const clash = await client.refused(() =>
				client.post(`/api/admin/artworks/${other.body.id}/revisions/${revisions.body[0].id}/restore`, { token }),
			)
			expect(clash.status).toBe(409)
			expect(clash.body.error).toContain(`The slug "${other.body.slug}" is now used by another artwork`)
		})

		it('never brings back a revoked room link or a changed room password, whether the room exists or was deleted', async () => {
			const artworkId = server.readDb().artworks[0].id
			const stored = (room: number) => server.readDb().viewing_rooms.find((r: any) => r.id === room)
			const access = (room: number) => {
				const { password_hash, recipients } = stored(room)
				return { password_hash, recipients: recipients.map((r: any) => [r.id, r.revoked_at !== null]) }
			}
			/** A room sent to Ines with a password; then her link revoked and the password changed. */
			async function guardedRoom(title: string) {
				const created = await client.post('/api/admin/viewing-rooms', {
					token,
					json: {
						title,
						status: 'open',
						expires_at: '2099-01-01T00:00:00Z',
						password: 'old-secret-1',
						intro: 'Open to Ines',
						items: [{ artwork_id: artworkId }],
					},
				})
				expect(created.status, created.text).toBe(201)
				const room = created.body.id as number
				const ines = await client.post(`/api/admin/viewing-rooms/${room}/recipients`, {
					token,
					json: { name: 'Ines Collector', email: 'ines@example.com' },
				})
				expect(ines.status, ines.text).toBe(201)
				const early = (await client.get(`/api/admin/viewing-rooms/${room}/revisions`, { token })).body[0].id
				const oldHash = stored(room).password_hash
				const revoked = await client.post(`/api/admin/viewing-rooms/${room}/recipients/${ines.body.id}/revoke`, {
					token,
				})
				expect(revoked.status).toBe(200)
				await client.put(`/api/admin/viewing-rooms/${room}`, { token, json: { password: 'new-secret-2' } })
				const now = access(room)
				expect(now.password_hash).not.toBe(oldHash)
				expect(now.recipients).toEqual([[ines.body.id, true]])
				const restore = () => client.post(`/api/admin/viewing-rooms/${room}/revisions/${early}/restore`, { token })
				return { room, now, restore, link: `${server.url}/viewing-room/${ines.body.token}` }
			}

			const there = await guardedRoom('Guarded Room')
			const whileThere = await there.restore()
			expect(whileThere.status, whileThere.text).toBe(200)
			expect(access(there.room)).toEqual(there.now)

			const gone = await guardedRoom('Guarded Gone Room')
			expect((await client.del(`/api/admin/viewing-rooms/${gone.room}`, { token })).status).toBe(200)
			const afterDelete = await gone.restore()
			expect(afterDelete.status, afterDelete.text).toBe(200)
			expect(stored(gone.room).intro).toBe('Open to Ines')
			expect(access(gone.room)).toEqual(gone.now)
			expect((await fetch(gone.link)).status).toBe(404)
		})

		it('leaves out the images deleted since and says which', async () => {
			const upload = new FormData()
			upload.append('category', 'exhibition')
			const bytes = await (await fetch(`${server.url}/api/file/1`)).arrayBuffer()
			upload.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'gone.jpg')
			const file = await client.post('/api/files/upload', { token, body: upload })
			expect(file.status, file.text).toBe(201)
			const url = file.body.file?.url ?? file.body.url
			const e = await newExhibition('Pictured Show')
			await client.put(`/api/admin/exhibitions/${e.id}`, {
				token,
				json: { featured_image: url, gallery_images: [url] },
			})
			await client.put(`/api/admin/exhibitions/${e.id}`, { token, json: { featured_image: '', gallery_images: [] } })
			const fileId = Number(String(url).split('/').pop())
			expect((await client.del(`/api/files/${fileId}`, { token })).status).toBe(200)
			const list = await client.get(`/api/admin/exhibitions/${e.id}/revisions`, { token })
			const pictured = list.body.find((r: any) => r.version === 2)
			const restored = await client.post(`/api/admin/exhibitions/${e.id}/revisions/${pictured.id}/restore`, { token })
			expect(restored.status, restored.text).toBe(200)
			expect(restored.body.missing_images).toEqual([url])
			expect(restored.body.featured_image).toBe('')
			expect(restored.body.gallery_images).toEqual([])
		})

		it('answers 404 for a revision of another record and 401 without a token', async () => {
			const a = await newExhibition('First Record')
			const b = await newExhibition('Second Record')
			const revisionOfB = (await client.get(`/api/admin/exhibitions/${b.id}/revisions`, { token })).body[0].id
			expect((await client.get(`/api/admin/exhibitions/${a.id}/revisions/${revisionOfB}`, { token })).status).toBe(404)
			expect((await client.get(`/api/admin/exhibitions/${a.id}/revisions`)).status).toBe(401)
			expect((await client.get('/api/admin/exhibitions/999999/revisions', { token })).status).toBe(404)
			const block = (await client.get('/api/admin/about-blocks', { token })).body[0]
			const blockRevisions = await client.get(`/api/admin/about-blocks/${block.id}/revisions`, { token })
			expect(blockRevisions.status).toBe(200)
			const room = (await client.get('/api/admin/viewing-rooms', { token })).body[0]
			if (room) {
				await client.put(`/api/admin/viewing-rooms/${room.id}`, { token, json: { intro: 'New intro' } })
				const roomRevisions = await client.get(`/api/admin/viewing-rooms/${room.id}/revisions`, { token })
				const one = await client.get(`/api/admin/viewing-rooms/${room.id}/revisions/${roomRevisions.body[0].id}`, {
					token,
				})
				expect(one.body.record).not.toHaveProperty('password_hash')
			}
		})
	})
})
